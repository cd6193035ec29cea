import { cents, money, parseKeywords, shortLocation } from '../copy/text.js';
import { intentsAsked, relevantCampaign, type Intent } from './intents.js';
import {
  billingAnswer,
  budgetAnswer,
  currencyAnswer,
  defineAnswer,
  howToAnswer,
  keywordsAnswer,
  nextStepAnswer,
  performanceAnswer,
  supportAnswer,
  type AnswerContext,
} from './answers.js';
import type { CampaignBrief, ChatInput } from '../strategy/ai-port.js';
import { keywordVariants } from '../copy/keywords.js';
import { placeNames } from '../copy/engine.js';
import { copyRequest, ctaFor, givenNumbers, namedTerms, writeCopy, type CopyRequest, type GivenNumbers } from './asked.js';
import { campaignVariety, type SpanishVariety } from '../copy/variety.js';
import { languageFromField, languageFromText, type Lang } from '../contract/content-language.js';
import { control, valueLabel } from './labels.js';

/** The advice topics kept from the first assistant (issue 16), answered when asked. */
type Topic = 'campaigns' | 'ctr' | 'negatives' | 'conversions' | 'googleAds' | 'greeting';

interface Ctx {
  lang: Lang;
  /** Spanish: voseo when the campaign is for Argentina or Uruguay, tú otherwise (copy/variety.ts). */
  variety: SpanishVariety;
  /** The tú or the voseo form, by `variety`. */
  v: (tu: string, vos: string) => string;
  /** The call to action that suits the campaign's business. */
  cta: string | undefined;
  campaign: CampaignBrief | undefined;
  campaigns: CampaignBrief[];
  usd: (n: number) => string;
}

const SECTIONS: Record<Lang, Record<Topic, (c: Ctx) => string[]>> = {
  es: {
    campaigns: ({ campaigns, usd, v }) =>
      campaigns.length
        ? [
            `${v('Tienes', 'Tenés')} ${campaigns.length === 1 ? '1 campaña' : `${campaigns.length} campañas`}${campaigns.length > 5 ? '; estas son las 5 más recientes' : ''}:`,
            ...campaigns
              .slice(0, 5)
              .map(
                (c) =>
                  `- ${c.name} (${valueLabel(c.status, 'es')}): ${valueLabel(c.objective, 'es')}, ${valueLabel(c.type, 'es')}, ${c.location}, ${c.budget === null ? '-' : `${usd(c.budget)}/semana`}`,
              ),
          ]
        : [
            `Todavía no ${v('tienes', 'tenés')} campañas. ${v('Pulsa', 'Tocá')} ${control('createCampaign', 'es')}, ${v('describe', 'describí')} tu negocio y te preparo una estrategia completa.`,
          ],
    ctr: ({ campaign, cta, v }) => [
      `Para mejorar el CTR${campaign ? ` de «${campaign.name}»` : ''} (en Búsqueda, ${v('apunta', 'apuntá')} a un 5 % o más):`,
      `- ${v('Pon', 'Poné')} la palabra clave principal${campaign ? `, por ejemplo «${parseKeywords(campaign.keywords, 1)[0] ?? campaign.name}»,` : ''} en el primer título y la ubicación${campaign ? ` (${shortLocation(campaign.location)})` : ''} en otro.`,
      `- ${v('Usa', 'Usá')} los 15 títulos y 4 descripciones, con una llamada a la acción clara (${cta ? `«${cta}»` : v('«Pide tu presupuesto», «Haz tu pedido»', '«Pedí tu presupuesto», «Hacé tu pedido»')}).`,
      `- ${v('Añade', 'Agregá')} recursos: enlaces de sitio, textos destacados y llamada; ocupan más espacio y suben los clics.`,
      `- ${v('Separa', 'Separá')} las palabras clave por temas en grupos de anuncios, para que cada anuncio responda a lo que se busca.`,
      ...(campaign?.headlines.length
        ? [
            `- Tus títulos actuales («${campaign.headlines.slice(0, 2).join('», «')}») son un buen punto de partida: ${v('prueba', 'probá')} variantes con cifras o plazos concretos.`,
          ]
        : []),
    ],
    negatives: ({ v }) => [
      'Sobre las palabras clave negativas:',
      `- ${v('Empieza', 'Empezá')} con las típicas que no compran: gratis, empleo, trabajo, curso, pdf, segunda mano (${v('quita', 'sacá')} las que sí te interesen).`,
      `- Cada semana, en ${control('searchTerms', 'es')}, ${v('marca', 'marcá')} como negativas las búsquedas que gastan sin convertir.`,
      `- ${v('Usa', 'Usá')} negativas de frase para bloquear familias enteras de búsquedas sin frenar las buenas.`,
    ],
    conversions: ({ campaign, v }) => [
      `Para conseguir más ${campaign?.objective === 'Sales' ? 'ventas' : 'contactos y ventas'}:`,
      `- ${v('Activa', 'Activá')} el seguimiento de conversiones antes que nada: sin él, Google no sabe qué clics valen.`,
      '- La página de destino debe repetir lo que promete el anuncio, cargar en menos de 3 segundos en el móvil y tener un formulario corto o un botón de llamada visible.',
      '- Una sola acción principal por página; quita distracciones.',
      `- Una tasa de conversión del 3–5 % es un buen punto de partida; por debajo, ${v('revisa', 'revisá')} la página antes de subir la puja.`,
    ],
    googleAds: ({ v }) => [
      `Para publicarla en Google Ads: con el plan Premium, ${v('pulsa', 'tocá')} ${control('createInGoogleAds', 'es')} en la página de la campaña o al final del formulario y ${v('autoriza', 'autorizá')} tu cuenta.`,
      `- La campaña se crea en pausa: ${v('revisa', 'revisá')} títulos, palabras clave y presupuesto antes de activarla.`,
      `- ${v('Puedes', 'Podés')} revocar el acceso cuando quieras desde la configuración de seguridad de tu cuenta de Google.`,
    ],
    greeting: ({ campaigns, v }) => [
      `¡Hola! Soy tu asistente de publicidad${campaigns.length ? ` y conozco tus ${campaigns.length === 1 ? 'campaña' : `${campaigns.length} campañas`}` : ''}.`,
      `${v('Pregúntame', 'Preguntame')} por presupuesto, palabras clave, CPC, cómo mejorar el CTR o cómo conseguir más conversiones.`,
    ],
  },
  en: {
    campaigns: ({ campaigns, usd }) =>
      campaigns.length
        ? [
            `You have ${campaigns.length === 1 ? '1 campaign' : `${campaigns.length} campaigns`}${campaigns.length > 5 ? '; here are the 5 most recent' : ''}:`,
            ...campaigns
              .slice(0, 5)
              .map(
                (c) =>
                  `- ${c.name} (${valueLabel(c.status, 'en')}): ${c.objective}, ${c.type}, ${c.location}, ${c.budget === null ? '-' : `${usd(c.budget)}/week`}`,
              ),
          ]
        : [
            `You have no campaigns yet. Choose ${control('createCampaign', 'en')}, describe your business and I will prepare a full strategy.`,
          ],
    ctr: ({ campaign, cta }) => [
      `To improve CTR${campaign ? ` on “${campaign.name}”` : ''} (on Search, aim for 5% or more):`,
      `- Put the main keyword${campaign ? `, e.g. “${parseKeywords(campaign.keywords, 1)[0] ?? campaign.name}”,` : ''} in the first headline and the location${campaign ? ` (${shortLocation(campaign.location)})` : ''} in another.`,
      `- Use all 15 headlines and 4 descriptions, with a clear call to action (${cta ? `“${cta}”` : '“Request a quote”, “Order today”'}).`,
      '- Add assets: sitelinks, callouts and a call button; they take more space and lift clicks.',
      '- Split keywords by theme into ad groups, so each ad answers what was searched.',
      ...(campaign?.headlines.length
        ? [
            `- Your current headlines (“${campaign.headlines.slice(0, 2).join('”, “')}”) are a good base: test variants with concrete numbers or timeframes.`,
          ]
        : []),
    ],
    negatives: () => [
      'On negative keywords:',
      '- Start with the usual non-buyers: free, jobs, careers, course, pdf, used (drop any that you do want).',
      `- Every week, in ${control('searchTerms', 'en')}, add the searches that spend without converting as negatives.`,
      '- Use phrase-match negatives to block whole families of searches without hurting the good ones.',
    ],
    conversions: ({ campaign }) => [
      `To get more ${campaign?.objective === 'Sales' ? 'sales' : 'leads and sales'}:`,
      '- Set up conversion tracking first: without it, Google cannot tell which clicks are worth paying for.',
      '- The landing page should repeat what the ad promises, load in under 3 seconds on mobile, and have a short form or a visible call button.',
      '- One main action per page; remove distractions.',
      '- A 3–5% conversion rate is a good starting point; below that, fix the page before raising bids.',
    ],
    googleAds: () => [
      `To publish it in Google Ads: on the Premium plan, choose ${control('createInGoogleAds', 'en')} on the campaign's page or at the end of the form, and authorize your account.`,
      '- The campaign is created paused: review headlines, keywords and budget before enabling it.',
      "- You can revoke access at any time in your Google account's security settings.",
    ],
    greeting: ({ campaigns }) => [
      `Hi! I'm your advertising assistant${campaigns.length ? ` and I know your ${campaigns.length === 1 ? 'campaign' : `${campaigns.length} campaigns`}` : ''}.`,
      'Ask me about budget, keywords, CPC, how to improve CTR or how to get more conversions.',
    ],
  },
};

const GENERAL: Record<Lang, (c: Ctx) => string[]> = {
  es: ({ campaign, usd, v }) => [
    campaign
      ? `Para «${campaign.name}» (${valueLabel(campaign.objective, 'es')}, ${valueLabel(campaign.type, 'es')}, ${campaign.location}${campaign.budget ? `, ${usd(campaign.budget)}/semana` : ''}) te recomiendo:`
      : v('Para sacar partido a Google Ads te recomiendo:', 'Para aprovechar Google Ads al máximo te recomiendo:'),
    '1. Palabras clave concretas en concordancia exacta y de frase, agrupadas por tema.',
    '2. Anuncios con la palabra clave y la ubicación en los títulos, y una llamada a la acción clara.',
    '3. Seguimiento de conversiones activo y una página de destino rápida que repita lo que promete el anuncio.',
    '4. Revisar cada semana los términos de búsqueda y añadir negativas.',
    `Si me ${v('dices', 'decís')} qué te preocupa (presupuesto, palabras clave, CPC, CTR o conversiones), te doy pasos concretos.`,
  ],
  en: ({ campaign, usd }) => [
    campaign
      ? `For “${campaign.name}” (${campaign.objective}, ${campaign.type}, ${campaign.location}${campaign.budget ? `, ${usd(campaign.budget)}/week` : ''}) I recommend:`
      : 'To get the most out of Google Ads I recommend:',
    '1. Specific keywords in exact and phrase match, grouped by theme.',
    '2. Ads with the keyword and the location in the headlines, and a clear call to action.',
    '3. Conversion tracking in place and a fast landing page that repeats what the ad promises.',
    '4. Reviewing search terms weekly and adding negatives.',
    'Tell me what worries you (budget, keywords, CPC, CTR or conversions) and I will give you concrete steps.',
  ],
};

/**
 * The offline assistant (issue 28): every question in the message answered for what it asks
 * (`assistant/intents.ts`), in the language the message is written in (else the campaigns'), about
 * the owner's business (profile) and campaigns, with figures only from their data (the campaign,
 * the keyword planner's estimate, the latest cached results). A follow-up without a question of
 * its own ("¿y qué más?") continues the previous question when the plan keeps history.
 */
export function offlineChatReply(input: ChatInput): string {
  return offlineChatAnswer(input).text;
}

export function offlineChatAnswer(input: ChatInput): { text: string; intents: (Intent | 'copy')[] } {
  const lastQuestion = input.history.at(-1)?.message ?? '';
  const lang: Lang =
    languageFromText(input.message) ??
    languageFromField(input.language) ??
    languageFromField(input.campaigns[0]?.language) ??
    languageFromText(lastQuestion) ??
    'en';
  const campaign = relevantCampaign(input.message, input.campaigns);
  const variety: SpanishVariety = lang === 'es' && campaign ? campaignVariety({ location: campaign.location }) : 'tuteo';
  const v = (tu: string, vos: string) => (variety === 'voseo' ? vos : tu);
  const ctx: Ctx = {
    lang,
    variety,
    v,
    cta: ctaFor(campaign, lang, variety),
    campaign,
    campaigns: input.campaigns,
    usd: (n) => `${lang === 'es' ? money(n).replace('.', ',') : money(n)} USD`,
  };
  const answers: AnswerContext = { lang, variety, v, campaign, campaigns: input.campaigns, profile: input.profile };
  const request = copyRequest(input.message);
  if (request) return { text: copyAnswer(request, ctx), intents: ['copy'] };
  let asked = intentsAsked(input.message);
  if (!asked.length && lastQuestion) asked = intentsAsked(lastQuestion).filter((a) => a.intent !== 'greeting');
  if (!asked.length) return { text: GENERAL[lang](ctx).join('\n'), intents: [] };
  // How it is doing already ends with the verdict's next step: not said twice.
  if (campaign?.results && asked.some((a) => a.intent === 'performance')) asked = asked.filter((a) => a.intent !== 'nextStep');
  const numbers = givenNumbers(input.message);
  const terms = namedTerms(input.message);
  // A CPC of their own is worked through first, with the budget they gave (or their campaign's).
  if (numbers.cpc !== undefined) asked = [{ question: input.message, intent: 'figures' }, ...asked];
  const parts = asked.slice(0, 5).map(({ question, intent }) => {
    switch (intent) {
      case 'figures':
        return yourFigures('budget', numbers, [], ctx);
      case 'define':
        return defineAnswer(question, answers);
      case 'budgetEnough':
        return budgetAnswer(question, answers);
      case 'keywordsFor':
        return terms.length ? yourFigures('keywords', numbers, terms, ctx) : keywordsAnswer(answers);
      case 'performance':
        return performanceAnswer(question, answers);
      case 'nextStep':
        return nextStepAnswer(answers);
      case 'currency':
        return currencyAnswer(input.message, answers);
      case 'billing':
        return billingAnswer(answers, !asked.some((a) => a.intent === 'support'));
      case 'howTo':
        return howToAnswer(answers);
      case 'support':
        return supportAnswer(answers);
      case 'negatives': {
        const mine = yourFigures('negatives', numbers, terms, ctx);
        return [...mine, ...SECTIONS[lang].negatives(ctx)];
      }
      default:
        return SECTIONS[lang][intent](ctx);
    }
  });
  return { text: parts.map((lines) => lines.join('\n')).join('\n\n'), intents: asked.map((a) => a.intent) };
}

/** A copy request answered with the copy engine, for the campaign the message names (else the newest). */
function copyAnswer(request: CopyRequest, ctx: Ctx): string {
  const { lang, campaign, v } = ctx;
  const es = lang === 'es';
  if (!campaign) {
    return es
      ? `Para escribir textos a medida necesito tu negocio: ${v('crea', 'creá')} una campaña con ${control('createCampaign', lang)} y ${v('descríbelo', 'describilo')} (ofertas, garantías, horarios, años de experiencia). ${v('Luego pídeme', 'Después pedime')} títulos o descripciones.`
      : `To write copy that fits, I need your business: create a campaign with ${control('createCampaign', lang)} and describe it (offers, guarantees, hours, years in business). Then ask me for headlines or descriptions.`;
  }
  // The copy is for the campaign's ads, so it is in the campaign's language; the reply around it follows the question.
  const copyLang = languageFromField(campaign.language) ?? lang;
  const { lines, focusFound } = writeCopy(
    request,
    campaign,
    copyLang,
    copyLang === 'es' ? campaignVariety({ location: campaign.location }) : 'tuteo',
  );
  const what = {
    headlines: es ? ['Títulos', 'máx. 30 caracteres'] : ['Headlines', 'max. 30 characters'],
    descriptions: es ? ['Descripciones', 'máx. 90 caracteres'] : ['Descriptions', 'max. 90 characters'],
    callouts: es ? ['Textos destacados', 'máx. 25 caracteres'] : ['Callouts', 'max. 25 characters'],
  }[request.field];
  const q = (t: string) => (es ? `«${t}»` : `“${t}”`);
  return [
    es
      ? `${what[0]} para ${q(campaign.name)} (${what[1]}), listos para Google Ads:`
      : `${what[0]} for ${q(campaign.name)} (${what[1]}), ready for Google Ads:`,
    ...lines.map((l, i) => `${i + 1}. ${l}`),
    ...(focusFound
      ? []
      : [
          es
            ? `- La descripción de tu negocio no menciona «${request.focus}»: ${v('añádelo', 'agregalo')} a la campaña (con sus condiciones) y lo voy a usar en los textos; no escribo ofertas que no puedas respaldar.`
            : `- Your business description does not mention “${request.focus}”: add it to the campaign (with its terms) and I will use it; I don't write offers you can't back up.`,
        ]),
    es
      ? `- Sin signos de exclamación, mayúsculas llamativas ni teléfonos: Google los rechaza. Para llamadas, ${v('usa', 'usá')} un recurso de llamada.`
      : '- No exclamation marks, shouting capitals or phone numbers: Google rejects them. For calls, use a call asset.',
  ].join('\n');
}

/** The user's own numbers and terms, worked through, before the section's general advice. */
function yourFigures(topic: string, n: GivenNumbers, terms: string[], ctx: Ctx): string[] {
  const es = ctx.lang === 'es';
  const usd = ctx.usd;
  if ((topic === 'budget' || topic === 'cpc') && (n.dailyBudget !== undefined || n.cpc !== undefined)) {
    const daily = n.dailyBudget ?? (ctx.campaign?.budget ? ctx.campaign.budget / 7 : undefined);
    const lines: string[] = [];
    if (daily !== undefined && n.dailyBudget !== undefined) {
      lines.push(
        es
          ? `Con tus cifras: ${usd(cents(daily))} al día son ${usd(cents(daily * 7))} por semana y ${usd(cents(daily * 30.4))} al mes.`
          : `With your figures: ${usd(cents(daily))} a day is ${usd(cents(daily * 7))} a week and ${usd(cents(daily * 30.4))} a month.`,
      );
    }
    if (daily !== undefined && n.cpc) {
      const clicks = Math.floor(daily / n.cpc);
      const conv = n.conversionRate !== undefined ? Math.round(clicks * 30.4 * n.conversionRate * 10) / 10 : undefined;
      const convText = conv === undefined ? '' : es ? String(conv).replace('.', ',') : String(conv);
      lines.push(
        es
          ? `- A ${usd(n.cpc)} por clic, ${usd(cents(daily))} al día compran unos ${clicks} clics diarios (${Math.round(clicks * 30.4)} al mes)${conv !== undefined ? `; con un ${Math.round(n.conversionRate! * 1000) / 10} % de conversión, unas ${convText} conversiones al mes (${usd(cents((daily * 30.4) / Math.max(conv, 0.1)))} cada una)` : ''}.`
          : `- At ${usd(n.cpc)} a click, ${usd(cents(daily))} a day buys about ${clicks} clicks a day (${Math.round(clicks * 30.4)} a month)${conv !== undefined ? `; at a ${Math.round(n.conversionRate! * 1000) / 10}% conversion rate, about ${convText} conversions a month (${usd(cents((daily * 30.4) / Math.max(conv, 0.1)))} each)` : ''}.`,
      );
      if (clicks < 10) {
        lines.push(
          es
            ? `- Son menos de 10 clics al día: para aprender rápido, ${ctx.v('sube', 'subí')} el presupuesto a unos ${usd(cents(n.cpc * 10))} al día o ${ctx.v('céntrate', 'concentrate')} en menos palabras clave.`
            : `- That is under 10 clicks a day: to learn quickly, raise the budget to about ${usd(cents(n.cpc * 10))} a day or focus on fewer keywords.`,
        );
      }
    } else if (n.cpc && daily === undefined) {
      lines.push(
        es
          ? `- A ${usd(n.cpc)} por clic, 10 clics al día cuestan ${usd(cents(n.cpc * 10))} al día.`
          : `- At ${usd(n.cpc)} a click, 10 clicks a day cost ${usd(cents(n.cpc * 10))} a day.`,
      );
    }
    return lines;
  }
  if (topic === 'negatives' && terms.length) {
    return [
      es
        ? `${ctx.v('Añade', 'Agregá')} como negativas de frase: ${terms.map((t) => `"${t}"`).join(', ')}; bloquean también sus variantes («${terms[0]} barato», «${terms[0]} cerca»).`
        : `Add them as phrase-match negatives: ${terms.map((t) => `"${t}"`).join(', ')}; that also blocks their variants (“cheap ${terms[0]}”, “${terms[0]} near me”).`,
    ];
  }
  if (topic === 'keywords' && terms.length) {
    const place = placeNames(ctx.campaign?.location ?? '')[0] ?? '';
    const objective =
      ctx.campaign?.objective === 'Sales' || ctx.campaign?.objective === 'Website traffic' ? ctx.campaign.objective : 'Leads';
    return [
      es ? 'Tus palabras clave, como las busca la gente:' : 'Your keywords, as people search them:',
      ...terms.map(
        (t) =>
          `- [${t}], ${keywordVariants(t, place, ctx.lang, objective)
            .map((v) => `"${v}"`)
            .join(', ')}`,
      ),
    ];
  }
  return [];
}
