import { cents, money, parseKeywords, shortLocation } from '../copy/text.js';
import type { CampaignBrief, ChatInput } from '../strategy/ai-port.js';
import { keywordVariants } from '../copy/keywords.js';
import { placeNames } from '../copy/engine.js';
import { copyRequest, ctaFor, givenNumbers, namedTerms, writeCopy, type CopyRequest, type GivenNumbers } from './asked.js';
import { campaignVariety, type SpanishVariety } from '../copy/variety.js';
import { languageFromField, languageFromText, type Lang } from '../contract/content-language.js';

/** What a question is about. A message can touch several; the reply covers the first two. */
type Topic = 'results' | 'campaigns' | 'budget' | 'cpc' | 'ctr' | 'keywords' | 'negatives' | 'conversions' | 'googleAds' | 'greeting';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const TOPIC_PATTERNS: [Topic, RegExp][] = [
  [
    'results',
    /resultado|\bresults?\b|rendimiento|performance|how (is|are) (my|the|it)\b.*(doing|going|performing)|como (va|van|funciona)|que tal (va|van|funciona)|impresiones|impressions|estadisticas|\bstats\b|metricas|metrics/,
  ],
  ['cpc', /\bcpc\b|cost[eo]? por clic|cost per click|\bpuja|\bbid|precio por clic|maximi[zs]|\broas\b|\bcpa\b/],
  [
    'ctr',
    /\bctr\b|click.?through|tasa de clics|porcentaje de clics|pocos clics|few clicks|no (me )?hacen clic|no one clicks|titul|headline|anuncio|\bads?\b|ad copy|descripcion|texto/,
  ],
  ['negatives', /negativ/],
  ['keywords', /palabras? clave|keyword|terminos? de busqueda|search terms?|concordancia|match type/],
  ['budget', /presupuest|gastar|gasto|invertir|inversion|cuanto dinero|budget|spend|how much (money|should)/],
  [
    'conversions',
    /conversion|convert|\bleads?\b|contactos|ventas|\bsales\b|landing|pagina de destino|formulario|\bforms?\b|llamadas|calls/,
  ],
  ['googleAds', /google ads|conectar|connect|publicar|lanzar|launch|crear en|create in/],
  ['campaigns', /mis campan|my campaigns?|cuantas campan|how many campaigns|resumen|summary|\bestado\b|\bstatus\b/],
];

function topicsOf(message: string): Topic[] {
  const text = fold(message);
  // "Google Ads" names the product, not the ads themselves.
  const rest = text.replace(/google ads/g, ' ');
  const found = TOPIC_PATTERNS.filter(([topic, pattern]) => pattern.test(topic === 'googleAds' ? text : rest)).map(([topic]) => topic);
  if (!found.length && /^(hola|buenas|buenos dias|buenas tardes|hello|hi|hey|good (morning|afternoon|evening))\b/.test(text.trim())) {
    return ['greeting'];
  }
  return found;
}

/** The campaign the message names (by name or keyword), else the newest one. */
function relevantCampaign(message: string, campaigns: CampaignBrief[]): CampaignBrief | undefined {
  const text = fold(message);
  const named = campaigns.find(
    (c) =>
      (c.name.length > 3 && text.includes(fold(c.name))) ||
      parseKeywords(c.keywords, 5).some((k) => k.length > 3 && text.includes(fold(k))),
  );
  return named ?? campaigns[0];
}

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
    results: ({ campaign, v }) =>
      campaign?.latestResults
        ? [
            `Las cifras más recientes de «${campaign.name}» (tal como las guarda Pautia; Google puede tardar hasta 3 horas en actualizarlas):`,
            campaign.latestResultsEs ?? campaign.latestResults,
            `En la página de la campaña ${v('tienes', 'tenés')} el detalle y las mejoras que ${v('puedes', 'podés')} aplicar con un clic.`,
          ]
        : campaign?.inGoogleAds
          ? [
              `«${campaign.name}» ya está en Google Ads, pero todavía no ${v('he leído', 'leí')} sus resultados. ${v('Abre', 'Abrí')} la página de la campaña para verlos; ${v('luego podré comentarlos aquí', 'después los podemos comentar acá')}.`,
            ]
          : [
              'Los resultados llegan cuando la campaña está creada en Google Ads (plan Premium) y activada. Hasta entonces puedo ayudarte con la estrategia, las palabras clave y el presupuesto.',
            ],
    campaigns: ({ campaigns, usd, v }) =>
      campaigns.length
        ? [
            `${v('Tienes', 'Tenés')} ${campaigns.length === 1 ? '1 campaña' : `${campaigns.length} campañas`}${campaigns.length > 5 ? '; estas son las 5 más recientes' : ''}:`,
            ...campaigns
              .slice(0, 5)
              .map(
                (c) =>
                  `- ${c.name} (${c.status}): ${c.objective}, ${c.type}, ${c.location}, ${c.budget === null ? '-' : `${usd(c.budget)}/semana`}`,
              ),
          ]
        : [
            `Todavía no ${v('tienes', 'tenés')} campañas. ${v('Pulsa', 'Tocá')} «+ Create campaign», ${v('describe', 'describí')} tu negocio y te preparo una estrategia completa.`,
          ],
    budget: ({ campaign, campaigns, usd, v }) => {
      const total = campaigns.reduce((sum, c) => sum + (c.budget ?? 0), 0);
      if (!campaign?.budget) {
        return [
          `Sobre el presupuesto: ${v('empieza', 'empezá')} con al menos 50 USD por semana en una sola campaña de Búsqueda.`,
          '- Presupuesto diario = semanal ÷ 7; Google puede gastar hasta el doble un día concreto, pero no más del límite mensual.',
          `- ${v('Calcúlalo', 'Calculalo')} al revés: clics que ${v('quieres', 'querés')} al día × CPC estimado. Con 10 clics a 0,80 USD son 8 USD al día (56 USD por semana).`,
        ];
      }
      const w = campaign.budget;
      return [
        `Para «${campaign.name}» ${v('tienes', 'tenés')} ${usd(w)} por semana: unos ${usd(cents(w / 7))} al día y ${usd(cents(w * 4.33))} al mes.`,
        ...(campaigns.length > 1 ? [`- Entre todas tus campañas suman ${usd(total)} por semana.`] : []),
        `- ${v('Deja', 'Dejá')} que la campaña aprenda 2 semanas antes de tocar el presupuesto, y ${v('cámbialo', 'cambialo')} como mucho un 20 % cada vez.`,
        `- Si la cuota de impresiones perdida por presupuesto supera el 20 %, ${v('concentra', 'concentrá')} el gasto en el grupo de anuncios con mejor coste por resultado en vez de repartirlo.`,
      ];
    },
    cpc: ({ campaign, usd, v }) => {
      const daily = campaign?.budget ? cents(campaign.budget / 7) : 8;
      const cap = cents(Math.min(4, Math.max(0.3, daily / 10)));
      return [
        `Sobre el CPC: con ${usd(daily)} al día${campaign ? ` en «${campaign.name}»` : ''}, un CPC máximo de ${usd(cap)} te da unos ${Math.max(1, Math.floor(daily / cap))} clics diarios.`,
        `- ${v('Empieza', 'Empezá')} con Maximizar clics y ese límite; cuando tengas unas 30 conversiones al mes, ${v('pasa', 'pasá')} a Maximizar conversiones.`,
        `- ${v('Baja', 'Bajá')} el CPC subiendo el nivel de calidad: palabra clave en el título, anuncio y página de destino que hablen de lo mismo.`,
        `- ${v('Usa', 'Usá')} concordancia exacta y de frase, y ${v('añade', 'agregá')} negativas para no pagar por búsquedas que no te interesan.`,
      ];
    },
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
    keywords: ({ campaign, v }) => {
      const list = campaign ? parseKeywords(campaign.keywords, 5) : [];
      const place = campaign ? shortLocation(campaign.location).toLowerCase() : '';
      return [
        list.length ? `Tus palabras clave${campaign ? ` en «${campaign.name}»` : ''}: ${list.join(', ')}.` : 'Sobre las palabras clave:',
        `- ${v('Usa', 'Usá')} concordancia exacta [palabra] para las de más intención y de frase "palabra" para captar variantes; ${v('evita', 'evitá')} la amplia al empezar.`,
        ...(list[0] && place
          ? [`- ${v('Añade', 'Agregá')} variantes locales como "${list[0]} ${place}" y de intención como "${list[0]} precio".`]
          : []),
        `- ${v('Agrupa', 'Agrupá')} por temas: un grupo de anuncios por idea, con 5–15 palabras clave cada uno.`,
        `- ${v('Revisa', 'Revisá')} cada semana el informe de términos de búsqueda: lo que funcione, ${v('añádelo', 'agregalo')}; lo irrelevante, como negativa.`,
      ];
    },
    negatives: ({ v }) => [
      'Sobre las palabras clave negativas:',
      `- ${v('Empieza', 'Empezá')} con las típicas que no compran: gratis, empleo, trabajo, curso, pdf, segunda mano (${v('quita', 'sacá')} las que sí te interesen).`,
      `- Cada semana, en «Términos de búsqueda», ${v('marca', 'marcá')} como negativas las búsquedas que gastan sin convertir.`,
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
      `Para publicarla en Google Ads: con el plan Premium, ${v('pulsa', 'tocá')} «Create in Google Ads» en el formulario y ${v('autoriza', 'autorizá')} tu cuenta.`,
      `- La campaña se crea en pausa: ${v('revisa', 'revisá')} títulos, palabras clave y presupuesto antes de activarla.`,
      `- ${v('Puedes', 'Podés')} revocar el acceso cuando quieras desde la configuración de seguridad de tu cuenta de Google.`,
    ],
    greeting: ({ campaigns, v }) => [
      `¡Hola! Soy tu asistente de publicidad${campaigns.length ? ` y conozco tus ${campaigns.length === 1 ? 'campaña' : `${campaigns.length} campañas`}` : ''}.`,
      `${v('Pregúntame', 'Preguntame')} por presupuesto, palabras clave, CPC, cómo mejorar el CTR o cómo conseguir más conversiones.`,
    ],
  },
  en: {
    results: ({ campaign }) =>
      campaign?.latestResults
        ? [
            `The latest figures of “${campaign.name}” (as Pautia last read them; Google's figures can lag up to 3 hours):`,
            campaign.latestResults,
            'The campaign page has the details and the fixes you can apply with one click.',
          ]
        : campaign?.inGoogleAds
          ? [
              `“${campaign.name}” is in Google Ads, but I haven't read its results yet. Open the campaign page to load them; then I can discuss them here.`,
            ]
          : [
              'Results come once the campaign is created in Google Ads (Premium plan) and enabled. Until then I can help with the strategy, keywords and budget.',
            ],
    campaigns: ({ campaigns, usd }) =>
      campaigns.length
        ? [
            `You have ${campaigns.length === 1 ? '1 campaign' : `${campaigns.length} campaigns`}${campaigns.length > 5 ? '; here are the 5 most recent' : ''}:`,
            ...campaigns
              .slice(0, 5)
              .map(
                (c) =>
                  `- ${c.name} (${c.status}): ${c.objective}, ${c.type}, ${c.location}, ${c.budget === null ? '-' : `${usd(c.budget)}/week`}`,
              ),
          ]
        : ['You have no campaigns yet. Click “+ Create campaign”, describe your business and I will prepare a full strategy.'],
    budget: ({ campaign, campaigns, usd }) => {
      const total = campaigns.reduce((sum, c) => sum + (c.budget ?? 0), 0);
      if (!campaign?.budget) {
        return [
          'On budget: start with at least 50 USD a week in a single Search campaign.',
          '- Daily budget = weekly ÷ 7; Google may spend up to twice that on a given day, but never more than the monthly limit.',
          '- Work it backwards: clicks you want per day × estimated CPC. 10 clicks at 0.80 USD is 8 USD a day (56 USD a week).',
        ];
      }
      const w = campaign.budget;
      return [
        `For “${campaign.name}” you have ${usd(w)} a week: about ${usd(cents(w / 7))} a day and ${usd(cents(w * 4.33))} a month.`,
        ...(campaigns.length > 1 ? [`- Across all your campaigns that is ${usd(total)} a week.`] : []),
        '- Let the campaign learn for 2 weeks before touching the budget, and change it by 20% at most each time.',
        '- If search impression share lost to budget is above 20%, focus spend on the ad group with the best cost per result instead of spreading it.',
      ];
    },
    cpc: ({ campaign, usd }) => {
      const daily = campaign?.budget ? cents(campaign.budget / 7) : 8;
      const cap = cents(Math.min(4, Math.max(0.3, daily / 10)));
      return [
        `On CPC: with ${usd(daily)} a day${campaign ? ` on “${campaign.name}”` : ''}, a ${usd(cap)} max CPC buys about ${Math.max(1, Math.floor(daily / cap))} clicks a day.`,
        '- Start with Maximize clicks and that cap; once you have about 30 conversions a month, switch to Maximize conversions.',
        '- Lower your CPC by raising Quality Score: keyword in the headline, and an ad and landing page about the same thing.',
        '- Use exact and phrase match, and add negatives so you do not pay for searches you do not want.',
      ];
    },
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
    keywords: ({ campaign }) => {
      const list = campaign ? parseKeywords(campaign.keywords, 5) : [];
      const place = campaign ? shortLocation(campaign.location).toLowerCase() : '';
      return [
        list.length ? `Your keywords${campaign ? ` in “${campaign.name}”` : ''}: ${list.join(', ')}.` : 'On keywords:',
        '- Use exact match [keyword] for the highest-intent terms and phrase match "keyword" for variants; avoid broad match at the start.',
        ...(list[0] && place ? [`- Add local variants like "${list[0]} ${place}" and intent variants like "${list[0]} price".`] : []),
        '- Group by theme: one ad group per idea, 5–15 keywords each.',
        '- Review the search terms report weekly: add what works, and add irrelevant searches as negatives.',
      ];
    },
    negatives: () => [
      'On negative keywords:',
      '- Start with the usual non-buyers: free, jobs, careers, course, pdf, used (drop any that you do want).',
      '- Every week, in “Search terms”, add the searches that spend without converting as negatives.',
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
      'To publish it in Google Ads: on the Premium plan, click “Create in Google Ads” in the form and authorize your account.',
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
      ? `Para «${campaign.name}» (${campaign.objective}, ${campaign.type}, ${campaign.location}${campaign.budget ? `, ${usd(campaign.budget)}/semana` : ''}) te recomiendo:`
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
 * The offline assistant: answers from the question's topics and the user's own campaigns, in the
 * language the question is written in (else the campaigns'). A follow-up without a topic of its
 * own ("¿y qué más?") continues the previous question's topic when the plan keeps history.
 */
export function offlineChatReply(input: ChatInput): string {
  const lastQuestion = input.history.at(-1)?.message ?? '';
  const lang: Lang =
    languageFromText(input.message) ??
    languageFromField(input.language) ??
    languageFromField(input.campaigns[0]?.language) ??
    languageFromText(lastQuestion) ??
    'en';
  let topics = topicsOf(input.message);
  if (!topics.length && lastQuestion) topics = topicsOf(lastQuestion).filter((t) => t !== 'greeting');
  const campaign = relevantCampaign(input.message, input.campaigns);
  const variety: SpanishVariety = lang === 'es' && campaign ? campaignVariety({ location: campaign.location }) : 'tuteo';
  const ctx: Ctx = {
    lang,
    variety,
    v: (tu, vos) => (variety === 'voseo' ? vos : tu),
    cta: ctaFor(campaign, lang, variety),
    campaign,
    campaigns: input.campaigns,
    usd: (n) => `${lang === 'es' ? money(n).replace('.', ',') : money(n)} USD`,
  };
  const request = copyRequest(input.message);
  if (request) return copyAnswer(request, ctx);
  const numbers = givenNumbers(input.message);
  const terms = namedTerms(input.message);
  let worked = false;
  const parts = topics.length
    ? topics.slice(0, 2).map((topic) => {
        // The user's own figures are worked through once, before the first section they fit.
        const mine = worked ? [] : yourFigures(topic, numbers, terms, ctx);
        if (mine.length) worked = true;
        return [...mine, ...SECTIONS[lang][topic](ctx)];
      })
    : [GENERAL[lang](ctx)];
  return parts.map((lines) => lines.join('\n')).join('\n\n');
}

/** A copy request answered with the copy engine, for the campaign the message names (else the newest). */
function copyAnswer(request: CopyRequest, ctx: Ctx): string {
  const { lang, campaign, v } = ctx;
  const es = lang === 'es';
  if (!campaign) {
    return es
      ? `Para escribir textos a medida necesito tu negocio: ${v('crea', 'creá')} una campaña con «+ Create campaign» y ${v('descríbelo', 'describilo')} (ofertas, garantías, horarios, años de experiencia). ${v('Luego pídeme', 'Después pedime')} títulos o descripciones.`
      : 'To write copy that fits, I need your business: create a campaign with “+ Create campaign” and describe it (offers, guarantees, hours, years in business). Then ask me for headlines or descriptions.';
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
