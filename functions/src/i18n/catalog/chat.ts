import { section } from './types.js';

/**
 * The offline assistant's advice by topic (assistant/offline-chat.ts): campaigns, CTR, negatives,
 * conversions, publishing, a greeting, and the general advice when nothing in particular is asked.
 * Controls (`control`) and stored values (`valueLabel`) come in already written in the reader's
 * language; fragments that only appear with a campaign are entries of their own.
 */
const en = {
  'chat.quote': ({ text }: { text: string }) => `“${text}”`,
  'chat.perWeek': ({ amount }: { amount: string }) => `${amount}/week`,
  'chat.campaigns.have': ({ count }: { count: number }) =>
    `You have ${count === 1 ? '1 campaign' : `${count} campaigns`}${count > 5 ? '; here are the 5 most recent' : ''}:`,
  'chat.campaigns.row': ({
    name,
    status,
    objective,
    type,
    location,
    budget,
  }: {
    name: string;
    status: string;
    objective: string;
    type: string;
    location: string;
    budget: string;
  }) => `- ${name} (${status}): ${objective}, ${type}, ${location}, ${budget}`,
  'chat.campaigns.none': ({ create }: { create: string }) =>
    `You have no campaigns yet. Choose ${create}, describe your business and I will prepare a full strategy.`,
  'chat.ctr.intro': ({ on }: { on: string }) => `To improve CTR${on} (on Search, aim for 5% or more):`,
  'chat.ctr.on': ({ name }: { name: string }) => ` on “${name}”`,
  'chat.ctr.keyword': ({ example, where }: { example: string; where: string }) =>
    `- Put the main keyword${example} in the first headline and the location${where} in another.`,
  'chat.ctr.example': ({ keyword }: { keyword: string }) => `, e.g. “${keyword}”,`,
  'chat.ctr.all': ({ cta }: { cta: string }) => `- Use all 15 headlines and 4 descriptions, with a clear call to action (${cta}).`,
  'chat.ctr.defaultCta': '“Request a quote”, “Order today”',
  'chat.ctr.assets': '- Add assets: sitelinks, callouts and a call button; they take more space and lift clicks.',
  'chat.ctr.groups': '- Split keywords by theme into ad groups, so each ad answers what was searched.',
  'chat.ctr.current': ({ headlines }: { headlines: string }) =>
    `- Your current headlines (${headlines}) are a good base: test variants with concrete numbers or timeframes.`,
  'chat.negatives.intro': 'On negative keywords:',
  'chat.negatives.start': '- Start with the usual non-buyers: free, jobs, careers, course, pdf, used (drop any that you do want).',
  'chat.negatives.weekly': ({ searchTerms }: { searchTerms: string }) =>
    `- Every week, in ${searchTerms}, add the searches that spend without converting as negatives.`,
  'chat.negatives.phrase': '- Use phrase-match negatives to block whole families of searches without hurting the good ones.',
  'chat.conversions.introSales': 'To get more sales:',
  'chat.conversions.introLeads': 'To get more leads and sales:',
  'chat.conversions.tracking': '- Set up conversion tracking first: without it, Google cannot tell which clicks are worth paying for.',
  'chat.conversions.landing':
    '- The landing page should repeat what the ad promises, load in under 3 seconds on mobile, and have a short form or a visible call button.',
  'chat.conversions.oneAction': '- One main action per page; remove distractions.',
  'chat.conversions.rate': '- A 3–5% conversion rate is a good starting point; below that, fix the page before raising bids.',
  'chat.googleAds.publish': ({ create }: { create: string }) =>
    `To publish it in Google Ads: on the Premium plan, choose ${create} on the campaign's page or at the end of the form, and authorize your account.`,
  'chat.googleAds.paused': '- The campaign is created paused: review headlines, keywords and budget before enabling it.',
  'chat.googleAds.revoke': "- You can revoke access at any time in your Google account's security settings.",
  'chat.greeting.hello': "Hi! I'm your advertising assistant.",
  'chat.greeting.helloKnows': ({ count }: { count: number }) =>
    `Hi! I'm your advertising assistant and I know your ${count === 1 ? 'campaign' : `${count} campaigns`}.`,
  'chat.greeting.ask': 'Ask me about budget, keywords, CPC, how to improve CTR or how to get more conversions.',
  'chat.general.forCampaign': ({
    name,
    objective,
    type,
    location,
    budget,
  }: {
    name: string;
    objective: string;
    type: string;
    location: string;
    budget: string;
  }) => `For “${name}” (${objective}, ${type}, ${location}${budget}) I recommend:`,
  'chat.general.intro': 'To get the most out of Google Ads I recommend:',
  'chat.general.keywords': '1. Specific keywords in exact and phrase match, grouped by theme.',
  'chat.general.ads': '2. Ads with the keyword and the location in the headlines, and a clear call to action.',
  'chat.general.tracking': '3. Conversion tracking in place and a fast landing page that repeats what the ad promises.',
  'chat.general.weekly': '4. Reviewing search terms weekly and adding negatives.',
  'chat.general.tell': 'Tell me what worries you (budget, keywords, CPC, CTR or conversions) and I will give you concrete steps.',
  // A copy request (assistant/asked.ts) answered with the copy engine's lines.
  'chat.copy.noCampaign': ({ create }: { create: string }) =>
    `To write copy that fits, I need your business: create a campaign with ${create} and describe it (offers, guarantees, hours, years in business). Then ask me for headlines or descriptions.`,
  'chat.copy.intro.headlines': ({ name }: { name: string }) => `Headlines for “${name}” (max. 30 characters), ready for Google Ads:`,
  'chat.copy.intro.descriptions': ({ name }: { name: string }) => `Descriptions for “${name}” (max. 90 characters), ready for Google Ads:`,
  'chat.copy.intro.callouts': ({ name }: { name: string }) => `Callouts for “${name}” (max. 25 characters), ready for Google Ads:`,
  'chat.copy.focusMissing': ({ focus }: { focus: string }) =>
    `- Your business description does not mention “${focus}”: add it to the campaign (with its terms) and I will use it; I don't write offers you can't back up.`,
  'chat.copy.rules': '- No exclamation marks, shouting capitals or phone numbers: Google rejects them. For calls, use a call asset.',
  // The user's own figures, worked through.
  'chat.figures.perPeriod': ({ daily, weekly, monthly }: { daily: string; weekly: string; monthly: string }) =>
    `With your figures: ${daily} a day is ${weekly} a week and ${monthly} a month.`,
  'chat.figures.clicks': ({
    cpc,
    daily,
    clicks,
    monthly,
    conversions,
  }: {
    cpc: string;
    daily: string;
    clicks: number;
    monthly: number;
    conversions: string;
  }) => `- At ${cpc} a click, ${daily} a day buys about ${clicks} clicks a day (${monthly} a month)${conversions}.`,
  'chat.figures.conversions': ({ rate, count, each }: { rate: number; count: number; each: string }) =>
    `; at a ${rate}% conversion rate, about ${count} conversions a month (${each} each)`,
  'chat.figures.fewClicks': ({ budget }: { budget: string }) =>
    `- That is under 10 clicks a day: to learn quickly, raise the budget to about ${budget} a day or focus on fewer keywords.`,
  'chat.figures.tenClicks': ({ cpc, cost }: { cpc: string; cost: string }) => `- At ${cpc} a click, 10 clicks a day cost ${cost} a day.`,
  'chat.figures.negatives': ({ terms, term }: { terms: string; term: string }) =>
    `Add them as phrase-match negatives: ${terms}; that also blocks their variants (“cheap ${term}”, “${term} near me”).`,
  'chat.figures.keywords': 'Your keywords, as people search them:',
};

export const chat = section({
  en,
  voseo: {
    'chat.copy.noCampaign': ({ create }) =>
      `Para escribir textos a medida necesito tu negocio: creá una campaña con ${create} y describilo (ofertas, garantías, horarios, años de experiencia). Después pedime títulos o descripciones.`,
    'chat.copy.intro.headlines': ({ name }) => `Títulos para «${name}» (máx. 30 caracteres), listos para Google Ads:`,
    'chat.copy.intro.descriptions': ({ name }) => `Descripciones para «${name}» (máx. 90 caracteres), listos para Google Ads:`,
    'chat.copy.intro.callouts': ({ name }) => `Textos destacados para «${name}» (máx. 25 caracteres), listos para Google Ads:`,
    'chat.copy.focusMissing': ({ focus }) =>
      `- La descripción de tu negocio no menciona «${focus}»: agregalo a la campaña (con sus condiciones) y lo voy a usar en los textos; no escribo ofertas que no puedas respaldar.`,
    'chat.copy.rules':
      '- Sin signos de exclamación, mayúsculas llamativas ni teléfonos: Google los rechaza. Para llamadas, usá un recurso de llamada.',
    'chat.figures.perPeriod': ({ daily, weekly, monthly }) =>
      `Con tus cifras: ${daily} al día son ${weekly} por semana y ${monthly} al mes.`,
    'chat.figures.clicks': ({ cpc, daily, clicks, monthly, conversions }) =>
      `- A ${cpc} por clic, ${daily} al día compran unos ${clicks} clics diarios (${monthly} al mes)${conversions}.`,
    'chat.figures.conversions': ({ rate, count, each }) =>
      // Both figures with the decimal comma the answer's amounts use ("2,5 %", not "2.5 %" beside "2,5 conversiones").
      `; con un ${String(rate).replace('.', ',')} % de conversión, unas ${String(count).replace('.', ',')} conversiones al mes (${each} cada una)`,
    'chat.figures.fewClicks': ({ budget }) =>
      `- Son menos de 10 clics al día: para aprender rápido, subí el presupuesto a unos ${budget} al día o concentrate en menos palabras clave.`,
    'chat.figures.tenClicks': ({ cpc, cost }) => `- A ${cpc} por clic, 10 clics al día cuestan ${cost} al día.`,
    'chat.figures.negatives': ({ terms, term }) =>
      `Agregá como negativas de frase: ${terms}; bloquean también sus variantes («${term} barato», «${term} cerca»).`,
    'chat.figures.keywords': 'Tus palabras clave, como las busca la gente:',
    'chat.quote': ({ text }) => `«${text}»`,
    'chat.perWeek': ({ amount }) => `${amount}/semana`,
    'chat.campaigns.have': ({ count }) =>
      `Tenés ${count === 1 ? '1 campaña' : `${count} campañas`}${count > 5 ? '; estas son las 5 más recientes' : ''}:`,
    'chat.campaigns.row': ({ name, status, objective, type, location, budget }) =>
      `- ${name} (${status}): ${objective}, ${type}, ${location}, ${budget}`,
    'chat.campaigns.none': ({ create }) =>
      `Todavía no tenés campañas. Tocá ${create}, describí tu negocio y te preparo una estrategia completa.`,
    'chat.ctr.intro': ({ on }) => `Para mejorar el CTR${on} (en Búsqueda, apuntá a un 5 % o más):`,
    'chat.ctr.on': ({ name }) => ` de «${name}»`,
    'chat.ctr.keyword': ({ example, where }) =>
      `- Poné la palabra clave principal${example} en el primer título y la ubicación${where} en otro.`,
    'chat.ctr.example': ({ keyword }) => `, por ejemplo «${keyword}»,`,
    'chat.ctr.all': ({ cta }) => `- Usá los 15 títulos y 4 descripciones, con una llamada a la acción clara (${cta}).`,
    'chat.ctr.defaultCta': '«Pedí tu presupuesto», «Hacé tu pedido»',
    'chat.ctr.assets': '- Agregá recursos: enlaces de sitio, textos destacados y llamada; ocupan más espacio y suben los clics.',
    'chat.ctr.groups': '- Separá las palabras clave por temas en grupos de anuncios, para que cada anuncio responda a lo que se busca.',
    'chat.ctr.current': ({ headlines }) =>
      `- Tus títulos actuales (${headlines}) son un buen punto de partida: probá variantes con cifras o plazos concretos.`,
    'chat.negatives.intro': 'Sobre las palabras clave negativas:',
    'chat.negatives.start':
      '- Empezá con las típicas que no compran: gratis, empleo, trabajo, curso, pdf, segunda mano (sacá las que sí te interesen).',
    'chat.negatives.weekly': ({ searchTerms }) =>
      `- Cada semana, en ${searchTerms}, marcá como negativas las búsquedas que gastan sin convertir.`,
    'chat.negatives.phrase': '- Usá negativas de frase para bloquear familias enteras de búsquedas sin frenar las buenas.',
    'chat.conversions.introSales': 'Para conseguir más ventas:',
    'chat.conversions.introLeads': 'Para conseguir más contactos y ventas:',
    'chat.conversions.tracking': '- Activá el seguimiento de conversiones antes que nada: sin él, Google no sabe qué clics valen.',
    'chat.conversions.landing':
      '- La página de destino debe repetir lo que promete el anuncio, cargar en menos de 3 segundos en el móvil y tener un formulario corto o un botón de llamada visible.',
    'chat.conversions.oneAction': '- Una sola acción principal por página; quita distracciones.',
    'chat.conversions.rate':
      '- Una tasa de conversión del 3–5 % es un buen punto de partida; por debajo, revisá la página antes de subir la puja.',
    'chat.googleAds.publish': ({ create }) =>
      `Para publicarla en Google Ads: con el plan Premium, tocá ${create} en la página de la campaña o al final del formulario y autorizá tu cuenta.`,
    'chat.googleAds.paused': '- La campaña se crea en pausa: revisá títulos, palabras clave y presupuesto antes de activarla.',
    'chat.googleAds.revoke': '- Podés revocar el acceso cuando quieras desde la configuración de seguridad de tu cuenta de Google.',
    'chat.greeting.hello': '¡Hola! Soy tu asistente de publicidad.',
    'chat.greeting.helloKnows': ({ count }) =>
      `¡Hola! Soy tu asistente de publicidad y conozco tus ${count === 1 ? 'campaña' : `${count} campañas`}.`,
    'chat.greeting.ask': 'Preguntame por presupuesto, palabras clave, CPC, cómo mejorar el CTR o cómo conseguir más conversiones.',
    'chat.general.forCampaign': ({ name, objective, type, location, budget }) =>
      `Para «${name}» (${objective}, ${type}, ${location}${budget}) te recomiendo:`,
    'chat.general.intro': 'Para aprovechar Google Ads al máximo te recomiendo:',
    'chat.general.keywords': '1. Palabras clave concretas en concordancia exacta y de frase, agrupadas por tema.',
    'chat.general.ads': '2. Anuncios con la palabra clave y la ubicación en los títulos, y una llamada a la acción clara.',
    'chat.general.tracking': '3. Seguimiento de conversiones activo y una página de destino rápida que repita lo que promete el anuncio.',
    'chat.general.weekly': '4. Revisar cada semana los términos de búsqueda y añadir negativas.',
    'chat.general.tell': 'Si me decís qué te preocupa (presupuesto, palabras clave, CPC, CTR o conversiones), te doy pasos concretos.',
  },
  tuteo: {
    'chat.copy.noCampaign': ({ create }) =>
      `Para escribir textos a medida necesito tu negocio: crea una campaña con ${create} y descríbelo (ofertas, garantías, horarios, años de experiencia). Luego pídeme títulos o descripciones.`,
    'chat.copy.focusMissing': ({ focus }) =>
      `- La descripción de tu negocio no menciona «${focus}»: añádelo a la campaña (con sus condiciones) y lo voy a usar en los textos; no escribo ofertas que no puedas respaldar.`,
    'chat.copy.rules':
      '- Sin signos de exclamación, mayúsculas llamativas ni teléfonos: Google los rechaza. Para llamadas, usa un recurso de llamada.',
    'chat.figures.fewClicks': ({ budget }) =>
      `- Son menos de 10 clics al día: para aprender rápido, sube el presupuesto a unos ${budget} al día o céntrate en menos palabras clave.`,
    'chat.figures.negatives': ({ terms, term }) =>
      `Añade como negativas de frase: ${terms}; bloquean también sus variantes («${term} barato», «${term} cerca»).`,
    'chat.campaigns.have': ({ count }) =>
      `Tienes ${count === 1 ? '1 campaña' : `${count} campañas`}${count > 5 ? '; estas son las 5 más recientes' : ''}:`,
    'chat.campaigns.none': ({ create }) =>
      `Todavía no tienes campañas. Pulsa ${create}, describe tu negocio y te preparo una estrategia completa.`,
    'chat.ctr.intro': ({ on }) => `Para mejorar el CTR${on} (en Búsqueda, apunta a un 5 % o más):`,
    'chat.ctr.keyword': ({ example, where }) =>
      `- Pon la palabra clave principal${example} en el primer título y la ubicación${where} en otro.`,
    'chat.ctr.all': ({ cta }) => `- Usa los 15 títulos y 4 descripciones, con una llamada a la acción clara (${cta}).`,
    'chat.ctr.defaultCta': '«Pide tu presupuesto», «Haz tu pedido»',
    'chat.ctr.assets': '- Añade recursos: enlaces de sitio, textos destacados y llamada; ocupan más espacio y suben los clics.',
    'chat.ctr.groups': '- Separa las palabras clave por temas en grupos de anuncios, para que cada anuncio responda a lo que se busca.',
    'chat.ctr.current': ({ headlines }) =>
      `- Tus títulos actuales (${headlines}) son un buen punto de partida: prueba variantes con cifras o plazos concretos.`,
    'chat.negatives.start':
      '- Empieza con las típicas que no compran: gratis, empleo, trabajo, curso, pdf, segunda mano (quita las que sí te interesen).',
    'chat.negatives.weekly': ({ searchTerms }) =>
      `- Cada semana, en ${searchTerms}, marca como negativas las búsquedas que gastan sin convertir.`,
    'chat.negatives.phrase': '- Usa negativas de frase para bloquear familias enteras de búsquedas sin frenar las buenas.',
    'chat.conversions.tracking': '- Activa el seguimiento de conversiones antes que nada: sin él, Google no sabe qué clics valen.',
    'chat.conversions.rate':
      '- Una tasa de conversión del 3–5 % es un buen punto de partida; por debajo, revisa la página antes de subir la puja.',
    'chat.googleAds.publish': ({ create }) =>
      `Para publicarla en Google Ads: con el plan Premium, pulsa ${create} en la página de la campaña o al final del formulario y autoriza tu cuenta.`,
    'chat.googleAds.paused': '- La campaña se crea en pausa: revisa títulos, palabras clave y presupuesto antes de activarla.',
    'chat.googleAds.revoke': '- Puedes revocar el acceso cuando quieras desde la configuración de seguridad de tu cuenta de Google.',
    'chat.greeting.ask': 'Pregúntame por presupuesto, palabras clave, CPC, cómo mejorar el CTR o cómo conseguir más conversiones.',
    'chat.general.intro': 'Para sacar partido a Google Ads te recomiendo:',
    'chat.general.tell': 'Si me dices qué te preocupa (presupuesto, palabras clave, CPC, CTR o conversiones), te doy pasos concretos.',
  },
});
