import { section } from './types.js';

/**
 * The offline assistant's fixed words: what a term means (one plain sentence), a verdict's level
 * and its figures' names. Answers follow the campaign's country (copy/variety.ts): voseo for
 * Argentina and Uruguay, tuteo elsewhere.
 */
const en = {
  'assistant.define.cpc': 'CPC (cost per click) is what you pay Google each time someone clicks your ad; being shown costs nothing.',
  'assistant.define.ctr':
    'CTR (click-through rate) is the share of people who click your ad after seeing it: clicks divided by impressions.',
  'assistant.define.cpa': 'CPA (cost per acquisition) is what you pay on average for each result, such as an order, a call or a form sent.',
  'assistant.define.roas': 'ROAS (return on ad spend) is the sales your ads bring divided by what they cost.',
  'assistant.define.impressions': 'An impression is one time your ad is shown to someone on Google.',
  'assistant.define.conversion': 'A conversion is the action you want from a click: an order, a call, a booking or a form sent.',
  'assistant.define.keyword': 'A keyword is a search you choose to show your ad for, such as what your customers type into Google.',
  'assistant.define.matchType':
    'The match type says how close a search must be to your keyword: exact [keyword] only that meaning, phrase "keyword" searches that include it, broad anything related.',
  'assistant.define.negative': 'A negative keyword is a search you exclude, so your ad never shows (and you never pay) for it.',
  'assistant.define.qualityScore':
    'Quality Score is Google’s 1-to-10 grade of how well your keyword, ad and landing page match; a higher one lowers what you pay per click.',
  'assistant.define.bid':
    'A bid is the most you are willing to pay for a click; Google’s automatic bidding can set it for you within your budget.',
  'assistant.define.adGroup': 'An ad group is a set of keywords on one theme with the ads written for them.',
  'assistant.define.impressionShare':
    'Impression share is the part of the searches you could have appeared in where your ad was actually shown.',
  'assistant.define.landingPage': 'The landing page is the page of your site people reach when they click your ad.',
  'assistant.level.GOOD': 'Good',
  'assistant.level.WATCH': 'Watch',
  'assistant.level.ACT': 'Act',
  'assistant.figure.COST_PER_RESULT': 'cost per result',
  'assistant.figure.RESULTS': 'results',
  'assistant.figure.CTR': 'CTR',
  'assistant.figure.COST': 'spent',
  'assistant.figure.CLICKS': 'clicks',
  'assistant.figure.CONVERSION_RATE': 'conversion rate',
  'assistant.objectiveAction.sale': 'a purchase',
  'assistant.objectiveAction.visit': 'a visit to your site',
  'assistant.objectiveAction.contact': 'a contact (a call, a message or a form)',
  'assistant.source.google': "Google's keyword planner",
  'assistant.source.estimate': "the keyword planner's benchmark estimate",
  'assistant.source.sample': 'the keyword planner (sample data, local mode)',
  // Is my budget enough: only from the keyword planner's estimate, never a made-up figure.
  'assistant.budget.noCampaign': ({ create }: { create: string }) =>
    `To tell whether a budget is enough I need what you sell and where: Google's keyword planner estimates the cost of a click from them. Create a campaign (${create}) and ask me again.`,
  'assistant.budget.noEstimate': ({ who, step, forecast }: { who: string; step: string; forecast: string }) =>
    `I don't have the keyword planner's estimate for ${who} yet, so I won't guess a figure. In the form's ${step} step, use ${forecast} with your keywords and area: it shows the average CPC Google estimates and how many clicks your budget buys.`,
  'assistant.budget.verdict.enough': ({ who, weekly }: { who: string; weekly: string }) =>
    `For ${who}, ${weekly} a week is enough to start.`,
  'assistant.budget.verdict.tight': ({ who, weekly }: { who: string; weekly: string }) =>
    `For ${who}, ${weekly} a week is tight: you will learn slowly.`,
  'assistant.budget.verdict.short': ({ who, weekly }: { who: string; weekly: string }) => `For ${who}, ${weekly} a week is not enough yet.`,
  'assistant.budget.estimate': ({
    source,
    cpc,
    weeklyClicks,
    daily,
  }: {
    source: string;
    cpc: string;
    weeklyClicks: number;
    daily: number;
  }) => `- ${source} puts the average CPC of your keywords at ${cpc}: about ${weeklyClicks} clicks a week (${daily} a day).`,
  'assistant.budget.letItLearn': '- Let it learn for two weeks before changing the budget.',
  'assistant.budget.needed': ({ clicks, weekly }: { clicks: number; weekly: string }) =>
    `- About ${clicks} clicks a day would take about ${weekly} a week; otherwise focus the spend on fewer keywords.`,
  'assistant.keywords.noCampaign': ({ create }: { create: string }) =>
    `To suggest keywords I need what you sell and where: create a campaign (${create}) and I will list them as people search them.`,
  'assistant.keywords.intro': ({ who }: { who: string }) => `For ${who}, these keywords, as people search them:`,
  'assistant.keywords.use': "- Use them in phrase and exact match, and exclude searches from people who won't buy (jobs, free, courses).",
  'assistant.nextStep.noCampaign': ({ create }: { create: string }) =>
    `Start with your first campaign: ${create}, describe your business, your area and your budget, and I will prepare the strategy.`,
  'assistant.nextStep.verdict': ({ name, level, step }: { name: string; level: string; step: string }) => `For ${name} (${level}): ${step}`,
  'assistant.nextStep.inGoogleAds': ({ name }: { name: string }) =>
    `${name} is in Google Ads: if it is paused, enable it from its page; then wait for the first results and ask me how it is doing.`,
  'assistant.nextStep.draft': ({ name }: { name: string }) =>
    `${name} is a draft without a strategy: open it and generate the strategy again.`,
  'assistant.nextStep.ready': ({ name }: { name: string }) =>
    `${name} has its strategy ready. Review headlines, keywords and budget, then create it in Google Ads from its page (Premium plan) or copy it into your account.`,
  'assistant.currency.usd': "In Pautia, the form's weekly budget and the plans' prices are in US dollars (USD).",
  'assistant.currency.notAProblem': ({ first }: { first: string }) => `Not a problem. ${first}`,
  'assistant.currency.googleBills': ({ example }: { example: string }) =>
    `- Your ad spend is billed by Google in your Google Ads account's currency${example}, chosen when the account is created and not changeable later.`,
  'assistant.currency.example': ({ code }: { code: string }) => ` (for example ${code})`,
  'assistant.currency.converted': ({ results }: { results: string }) =>
    `- When the campaign is created, Pautia converts the budget to that currency at a reference rate you see and can edit${results}.`,
  'assistant.currency.resultsIn': ({ code }: { code: string }) => `; your results are shown in ${code}`,
  'assistant.billing.stripe': ({ plan, manage }: { plan: string; manage: string }) =>
    `Your Pautia plan is charged to your card through Stripe: in ${plan} → ${manage} you change the card, see invoices or cancel.`,
  'assistant.billing.clicks': '- Clicks on your ads are not charged by Pautia: you pay Google directly, in your Google Ads account.',
  'assistant.billing.person': ({ talk }: { talk: string }) =>
    `- If a charge looks wrong, ${talk} sends your question to our team with this conversation.`,
  'assistant.howTo.intro': 'How to use Pautia:',
  'assistant.howTo.introFor': ({ name }: { name: string }) => `How to use Pautia for ${name}:`,
  'assistant.howTo.create': ({ create }: { create: string }) =>
    `1. ${create}: describe your business, your area and your weekly budget; I prepare the full strategy.`,
  'assistant.howTo.review': '2. Review the headlines, descriptions and keywords; you can edit them.',
  'assistant.howTo.publish': '3. Create it in Google Ads from the campaign page (Premium plan) or copy the strategy into your account.',
  'assistant.howTo.ask': '4. Ask me how it is doing: I read its results and tell you what to do.',
  'assistant.support.how': ({ about, link }: { about: string; link: string }) =>
    `To talk to a person${about}, use ${link}, at the top of this chat (also on your profile). Write your question: this conversation and the campaign you brought into the chat go with your request, so you don't have to explain it all again.`,
  'assistant.support.about': ({ name }: { name: string }) => ` about ${name}`,
  'assistant.support.follow': '- You follow the request there, and see how soon a person replies on your plan.',
  'assistant.support.meanwhile': '- Meanwhile, ask me anything about the product or billing: I answer at any hour.',
  'assistant.performance.noCampaign': ({ create }: { create: string }) =>
    `You have no campaigns yet, so there are no results. Create one with ${create}.`,
  'assistant.performance.countOne': ({ days, count }: { days: number; count: string }) =>
    `- In the last ${days} days it brought ${count} result (orders, calls or forms Google Ads recorded).`,
  'assistant.performance.countMany': ({ days, count }: { days: number; count: string }) =>
    `- In the last ${days} days it brought ${count} results (orders, calls or forms Google Ads recorded).`,
  'assistant.performance.verdict': ({ level, figures }: { level: string; figures: string }) => `- Verdict: ${level} · ${figures}`,
  'assistant.performance.nextStep': ({ step }: { step: string }) => `- Next step: ${step}`,
  'assistant.performance.latest': ({ name }: { name: string }) => `The latest figures of ${name}:`,
  'assistant.performance.seePage': 'Its campaign page has the verdict and the fixes you can apply.',
  'assistant.performance.notRead': ({ name }: { name: string }) =>
    `${name} is in Google Ads, but I haven't read its results yet. Open its campaign page to load them (Google can take a few hours to have the first ones) and ask me again.`,
  'assistant.performance.notInAds': ({ name, status }: { name: string; status: string }) =>
    `${name} is not in Google Ads yet (status: ${status}), so it has no results.`,
  'assistant.performance.otherHas': ({ name }: { name: string }) => `- ${name} does: ask me about it.`,
  'assistant.performance.createIt':
    '- Next step: create it in Google Ads from its page (Premium plan) or copy the strategy into your account.',
  'assistant.define.firstCampaign':
    'Once you create your first campaign, I can tell you what it means for your business, with your figures.',
  // What a term means for their campaign, from their data only.
  'assistant.forThem.cpcEstimate': ({ who, source, cpc }: { who: string; source: string; cpc: string }) =>
    `For ${who}, ${source} puts the average CPC of your keywords at ${cpc}.`,
  'assistant.forThem.cpcPaid': ({ name, cpc, days }: { name: string; cpc: string; days: number }) =>
    `On ${name} you paid ${cpc} per click on average in the last ${days} days.`,
  'assistant.forThem.cpcStrategy': ({ name }: { name: string }) =>
    `On ${name}, the strategy's bidding section says how much to offer per click.`,
  'assistant.forThem.ctr': ({ name, ctr, days }: { name: string; ctr: string; days: number }) =>
    `${name} has a CTR of ${ctr} over the last ${days} days.`,
  'assistant.forThem.ctrLater': ({ name }: { name: string }) => `You will see ${name}'s on its campaign page once it runs in Google Ads.`,
  'assistant.forThem.conversionsOne': ({ name, count, days, each }: { name: string; count: string; days: number; each: string }) =>
    `${name} had ${count} conversion in the last ${days} days${each}.`,
  'assistant.forThem.conversionsMany': ({ name, count, days, each }: { name: string; count: string; days: number; each: string }) =>
    `${name} had ${count} conversions in the last ${days} days${each}.`,
  'assistant.forThem.each': ({ cost }: { cost: string }) => `, at ${cost} each`,
  'assistant.forThem.conversion': ({ who, action }: { who: string; action: string }) =>
    `For ${who}, a conversion is ${action}: set up its tracking so Google knows which clicks pay off.`,
  'assistant.forThem.keywords': ({ name, keywords }: { name: string; keywords: string }) =>
    `${name} uses ${keywords}, in phrase and exact match in the strategy.`,
  'assistant.forThem.negative': ({ who, name }: { who: string; name: string }) =>
    `For ${who}, exclude searches from people who won't buy (jobs, free, courses); ${name}'s strategy lists its negatives.`,
  'assistant.forThem.impressions': ({ name, days }: { name: string; days: number }) =>
    `${name}'s are on its campaign page, for the last ${days} days.`,
  'assistant.forThem.impressionsLater': ({ name }: { name: string }) => `${name} will have them once it runs in Google Ads.`,
  'assistant.forThem.landingPage': ({ who, action }: { who: string; action: string }) =>
    `For ${who}, choose the page where people can make ${action}, repeating what the ad promises.`,
  'assistant.forThem.example': ({ headline }: { headline: string }) => `, such as ${headline},`,
  'assistant.forThem.qualityScore': ({ name, example }: { name: string; example: string }) =>
    `Google gives each keyword of ${name} its own once the campaign runs; headlines that repeat the keyword${example} and a page about the same thing raise it.`,
  'assistant.forThem.bidEstimate': ({ who, source, cpc }: { who: string; source: string; cpc: string }) =>
    `For ${who}, ${source} puts the average CPC at ${cpc}: with automatic bidding, Google sets each bid within your budget.`,
  'assistant.forThem.bidStrategy': ({ name }: { name: string }) =>
    `${name}'s strategy says which bidding strategy to use in its bidding section, and when to change it.`,
  'assistant.forThem.adGroup': ({ name }: { name: string }) =>
    `${name}'s strategy groups its keywords by theme, each group with its own ad.`,
  'assistant.forThem.roas': ({ who }: { who: string }) =>
    `For ${who}, ROAS needs conversion tracking to record each sale's value; without it, judge by the cost per result.`,
};

export const assistant = section({
  en,
  voseo: {
    'assistant.define.firstCampaign': 'Cuando crees tu primera campaña te digo qué significa para tu negocio, con tus cifras.',
    'assistant.forThem.cpcEstimate': ({ who, source, cpc }) =>
      `Para ${who}, ${source} estima un CPC promedio de ${cpc} para tus palabras clave.`,
    'assistant.forThem.cpcPaid': ({ name, cpc, days }) => `En ${name} pagaste en promedio ${cpc} por clic en los últimos ${days} días.`,
    'assistant.forThem.cpcStrategy': ({ name }) => `En ${name}, la sección de pujas de la estrategia dice cuánto ofrecer por clic.`,
    'assistant.forThem.ctr': ({ name, ctr, days }) => `El CTR de ${name} es ${ctr} en los últimos ${days} días.`,
    'assistant.forThem.ctrLater': ({ name }) => `Vas a ver el de ${name} en la página de la campaña cuando esté en Google Ads.`,
    'assistant.forThem.conversionsOne': ({ name, count, days, each }) =>
      `${name} tuvo ${count} conversión en los últimos ${days} días${each}.`,
    'assistant.forThem.conversionsMany': ({ name, count, days, each }) =>
      `${name} tuvo ${count} conversiones en los últimos ${days} días${each}.`,
    'assistant.forThem.each': ({ cost }) => `, a ${cost} cada una`,
    'assistant.forThem.conversion': ({ who, action }) =>
      `Para ${who}, una conversión es ${action}: configurá su seguimiento para que Google sepa qué clics valen.`,
    'assistant.forThem.keywords': ({ name, keywords }) =>
      `Las de ${name} son ${keywords}; la estrategia las usa en concordancia de frase y exacta.`,
    'assistant.forThem.negative': ({ who, name }) =>
      `Para ${who}, excluí las búsquedas de quien no te va a comprar (empleo, gratis, cursos); la lista de negativas está en la estrategia de ${name}.`,
    'assistant.forThem.impressions': ({ name, days }) => `Las de ${name} están en la página de la campaña, con los últimos ${days} días.`,
    'assistant.forThem.impressionsLater': ({ name }) => `${name} las va a tener cuando esté en Google Ads.`,
    'assistant.forThem.landingPage': ({ who, action }) =>
      `Para ${who}, elegí la página donde se puede hacer ${action}, que repita lo que promete el anuncio.`,
    'assistant.forThem.example': ({ headline }) => `, como ${headline},`,
    'assistant.forThem.qualityScore': ({ name, example }) =>
      `Google le pone una a cada palabra clave de ${name} cuando la campaña corre; los títulos que repiten la palabra clave${example} y una página sobre lo mismo la suben.`,
    'assistant.forThem.bidEstimate': ({ who, source, cpc }) =>
      `Para ${who}, ${source} estima un CPC promedio de ${cpc}: con pujas automáticas, Google ajusta cada puja a tu presupuesto.`,
    'assistant.forThem.bidStrategy': ({ name }) =>
      `La sección de pujas de la estrategia de ${name} dice qué estrategia de puja usar y cuándo cambiarla.`,
    'assistant.forThem.adGroup': ({ name }) =>
      `La estrategia de ${name} agrupa sus palabras clave por tema, y cada grupo tiene su propio anuncio.`,
    'assistant.forThem.roas': ({ who }) =>
      `Para ${who}, el ROAS necesita que el seguimiento de conversiones registre el valor de cada venta; sin eso, medí por el costo por resultado.`,
    'assistant.performance.noCampaign': ({ create }) => `Todavía no tenés campañas, así que no hay resultados. Creá una con ${create}.`,
    'assistant.performance.countOne': ({ days, count }) =>
      `- En los últimos ${days} días trajo ${count} resultado (pedidos, llamadas o formularios que Google Ads registró).`,
    'assistant.performance.countMany': ({ days, count }) =>
      `- En los últimos ${days} días trajo ${count} resultados (pedidos, llamadas o formularios que Google Ads registró).`,
    'assistant.performance.verdict': ({ level, figures }) => `- Veredicto: ${level} · ${figures}`,
    'assistant.performance.nextStep': ({ step }) => `- Próximo paso: ${step}`,
    'assistant.performance.latest': ({ name }) => `Las cifras más recientes de ${name}:`,
    'assistant.performance.seePage': 'En la página de la campaña tenés el veredicto y las mejoras que podés aplicar.',
    'assistant.performance.notRead': ({ name }) =>
      `${name} ya está en Google Ads, pero todavía no leí sus resultados. Abrí la página de la campaña para cargarlos (Google puede tardar unas horas en tener los primeros) y volvé a preguntarme.`,
    'assistant.performance.notInAds': ({ name, status }) =>
      `${name} todavía no está en Google Ads (estado: ${status}), así que no tiene resultados.`,
    'assistant.performance.otherHas': ({ name }) => `- ${name} sí tiene: preguntame por ella.`,
    'assistant.performance.createIt':
      '- Próximo paso: creala en Google Ads desde su página (plan Premium) o copiá la estrategia a tu cuenta.',
    'assistant.nextStep.noCampaign': ({ create }) =>
      `Empezá por tu primera campaña: ${create}, describí tu negocio, tu zona y tu presupuesto, y te preparo la estrategia.`,
    'assistant.nextStep.verdict': ({ name, level, step }) => `Para ${name} (${level}): ${step}`,
    'assistant.nextStep.inGoogleAds': ({ name }) =>
      `${name} ya está en Google Ads: si está en pausa, activala desde su página; después esperá los primeros resultados y preguntame cómo le va.`,
    'assistant.nextStep.draft': ({ name }) => `${name} es un borrador sin estrategia: abrila y generá la estrategia de nuevo.`,
    'assistant.nextStep.ready': ({ name }) =>
      `${name} tiene la estrategia lista. Revisá títulos, palabras clave y presupuesto, y después creala en Google Ads desde su página (plan Premium) o copiala a tu cuenta.`,
    'assistant.currency.usd': 'En Pautia el presupuesto semanal del formulario y el precio de los planes están en dólares (USD).',
    'assistant.currency.notAProblem': ({ first }) => `No es un problema. ${first}`,
    'assistant.currency.googleBills': ({ example }) =>
      `- Tu gasto en anuncios lo cobra Google en la moneda de tu cuenta de Google Ads${example}, que se elige al crear la cuenta y después no se puede cambiar.`,
    'assistant.currency.example': ({ code }) => ` (por ejemplo ${code})`,
    'assistant.currency.converted': ({ results }) =>
      `- Al crear la campaña, Pautia convierte el presupuesto a esa moneda con un tipo de cambio de referencia que ves y podés corregir${results}.`,
    'assistant.currency.resultsIn': ({ code }) => `; tus resultados se muestran en ${code}`,
    'assistant.billing.stripe': ({ plan, manage }) =>
      `Tu plan de Pautia se cobra con tarjeta a través de Stripe: en ${plan} → ${manage} cambiás la tarjeta, ves las facturas o cancelás.`,
    'assistant.billing.clicks':
      '- Los clics de tus anuncios no los cobra Pautia: los pagás directamente a Google, en tu cuenta de Google Ads.',
    'assistant.billing.person': ({ talk }) =>
      `- Si un cobro no te parece correcto, ${talk} le manda tu pregunta a nuestro equipo con esta conversación.`,
    'assistant.howTo.intro': 'Así se usa Pautia:',
    'assistant.howTo.introFor': ({ name }) => `Así se usa Pautia para ${name}:`,
    'assistant.howTo.create': ({ create }) =>
      `1. ${create}: describí tu negocio, tu zona y tu presupuesto semanal; te preparo la estrategia completa.`,
    'assistant.howTo.review': '2. Revisá títulos, descripciones y palabras clave; podés editarlos.',
    'assistant.howTo.publish': '3. Creala en Google Ads desde la página de la campaña (plan Premium) o copiá la estrategia a tu cuenta.',
    'assistant.howTo.ask': '4. Preguntame cómo le va: leo sus resultados y te digo qué hacer.',
    'assistant.support.how': ({ about, link }) =>
      `Para hablar con una persona${about}, usá ${link}, arriba de este chat (también en tu perfil). Escribí tu pregunta: esta conversación y la campaña que hayas traído al chat van con tu pedido, así no tenés que explicar todo de nuevo.`,
    'assistant.support.about': ({ name }) => ` sobre ${name}`,
    'assistant.support.follow': '- Ahí mismo seguís el pedido y ves en cuánto tiempo responde una persona con tu plan.',
    'assistant.support.meanwhile':
      '- Mientras tanto, preguntame lo que quieras del producto o de la facturación: respondo a cualquier hora.',
    'assistant.objectiveAction.sale': 'una compra',
    'assistant.objectiveAction.visit': 'una visita a tu sitio',
    'assistant.objectiveAction.contact': 'un contacto (una llamada, un mensaje o un formulario)',
    'assistant.source.google': 'el planificador de palabras clave de Google',
    'assistant.source.estimate': 'la estimación de referencia del planificador',
    'assistant.source.sample': 'el planificador (datos de muestra, modo local)',
    'assistant.budget.noCampaign': ({ create }) =>
      `Para saber si un presupuesto alcanza necesito tu rubro y tu zona: el planificador de palabras clave de Google estima con ellos cuánto cuesta cada clic. Creá una campaña (${create}) y volvé a preguntarme.`,
    'assistant.budget.noEstimate': ({ who, step, forecast }) =>
      `Todavía no tengo la estimación del planificador de palabras clave para ${who}, así que no te voy a dar una cifra inventada. En el paso ${step} del formulario, usá ${forecast} con tus palabras clave y tu zona: ahí ves el CPC promedio que estima Google y cuántos clics compra tu presupuesto.`,
    'assistant.budget.verdict.enough': ({ who, weekly }) => `Para ${who}, ${weekly} por semana alcanza para empezar.`,
    'assistant.budget.verdict.tight': ({ who, weekly }) => `Para ${who}, ${weekly} por semana alcanza justo: vas a aprender despacio.`,
    'assistant.budget.verdict.short': ({ who, weekly }) => `Para ${who}, ${weekly} por semana no alcanza todavía.`,
    'assistant.budget.estimate': ({ source, cpc, weeklyClicks, daily }) =>
      `- ${source} estima un CPC promedio de ${cpc} para tus palabras clave: son unos ${weeklyClicks} clics por semana (${daily} por día).`,
    'assistant.budget.letItLearn': '- Dejala aprender dos semanas antes de cambiar el presupuesto.',
    'assistant.budget.needed': ({ clicks, weekly }) =>
      `- Para unos ${clicks} clics por día harían falta unos ${weekly} por semana; si no, concentrá el gasto en menos palabras clave.`,
    'assistant.keywords.noCampaign': ({ create }) =>
      `Para proponerte palabras clave necesito saber qué vendés y dónde: creá una campaña (${create}) y te armo la lista como la busca la gente.`,
    'assistant.keywords.intro': ({ who }) => `Para ${who}, estas palabras clave, como las busca la gente:`,
    'assistant.keywords.use':
      '- Usalas en concordancia de frase y exacta, y excluí las búsquedas de quien no compra (empleo, gratis, cursos).',
    'assistant.define.cpc':
      'El CPC (costo por clic) es lo que le pagás a Google cada vez que alguien hace clic en tu anuncio; que se muestre no cuesta nada.',
    'assistant.define.ctr':
      'El CTR (tasa de clics) es la parte de la gente que hace clic en tu anuncio después de verlo: clics dividido impresiones.',
    'assistant.define.cpa':
      'El CPA (costo por adquisición) es lo que pagás en promedio por cada resultado: un pedido, una llamada o un formulario enviado.',
    'assistant.define.roas':
      'El ROAS (retorno de la inversión publicitaria) son las ventas que traen tus anuncios divididas por lo que costaron.',
    'assistant.define.impressions': 'Una impresión es cada vez que tu anuncio se le muestra a alguien en Google.',
    'assistant.define.conversion':
      'Una conversión es la acción que buscás después de un clic: un pedido, una llamada, una reserva o un formulario enviado.',
    'assistant.define.keyword':
      'Una palabra clave es una búsqueda para la que elegís mostrar tu anuncio, como lo que tus clientes escriben en Google.',
    'assistant.define.matchType':
      'La concordancia dice cuánto se tiene que parecer una búsqueda a tu palabra clave: exacta [palabra] solo ese sentido, de frase "palabra" búsquedas que la incluyen, amplia cualquier cosa relacionada.',
    'assistant.define.negative':
      'Una palabra clave negativa es una búsqueda que excluís, para que tu anuncio nunca se muestre (ni pagues) por ella.',
    'assistant.define.qualityScore':
      'El nivel de calidad es la nota de 1 a 10 que Google le pone a cuánto coinciden tu palabra clave, tu anuncio y tu página; cuanto más alto, menos pagás por clic.',
    'assistant.define.bid':
      'La puja es lo máximo que estás dispuesto a pagar por un clic; las pujas automáticas de Google la fijan por vos dentro de tu presupuesto.',
    'assistant.define.adGroup':
      'Un grupo de anuncios es un conjunto de palabras clave de un mismo tema con los anuncios escritos para ellas.',
    'assistant.define.impressionShare':
      'La cuota de impresiones es la parte de las búsquedas en las que podías aparecer en las que tu anuncio se mostró de verdad.',
    'assistant.define.landingPage': 'La página de destino es la página de tu sitio a la que llega la gente cuando hace clic en tu anuncio.',
    'assistant.level.GOOD': 'Bien',
    'assistant.level.WATCH': 'A vigilar',
    'assistant.level.ACT': 'Hay que actuar',
    'assistant.figure.COST_PER_RESULT': 'costo por resultado',
    'assistant.figure.RESULTS': 'resultados',
    'assistant.figure.CTR': 'CTR',
    'assistant.figure.COST': 'gastado',
    'assistant.figure.CLICKS': 'clics',
    'assistant.figure.CONVERSION_RATE': 'tasa de conversión',
  },
  tuteo: {
    'assistant.forThem.conversion': ({ who, action }) =>
      `Para ${who}, una conversión es ${action}: configura su seguimiento para que Google sepa qué clics valen.`,
    'assistant.forThem.negative': ({ who, name }) =>
      `Para ${who}, excluye las búsquedas de quien no te va a comprar (empleo, gratis, cursos); la lista de negativas está en la estrategia de ${name}.`,
    'assistant.forThem.landingPage': ({ who, action }) =>
      `Para ${who}, elige la página donde se puede hacer ${action}, que repita lo que promete el anuncio.`,
    'assistant.forThem.roas': ({ who }) =>
      `Para ${who}, el ROAS necesita que el seguimiento de conversiones registre el valor de cada venta; sin eso, mide por el costo por resultado.`,
    'assistant.performance.noCampaign': ({ create }) => `Todavía no tienes campañas, así que no hay resultados. Crea una con ${create}.`,
    'assistant.performance.seePage': 'En la página de la campaña tienes el veredicto y las mejoras que puedes aplicar.',
    'assistant.performance.notRead': ({ name }) =>
      `${name} ya está en Google Ads, pero todavía no leí sus resultados. Abre la página de la campaña para cargarlos (Google puede tardar unas horas en tener los primeros) y vuelve a preguntarme.`,
    'assistant.performance.otherHas': ({ name }) => `- ${name} sí tiene: pregúntame por ella.`,
    'assistant.performance.createIt':
      '- Próximo paso: créala en Google Ads desde su página (plan Premium) o copia la estrategia a tu cuenta.',
    'assistant.nextStep.noCampaign': ({ create }) =>
      `Empieza por tu primera campaña: ${create}, describe tu negocio, tu zona y tu presupuesto, y te preparo la estrategia.`,
    'assistant.nextStep.inGoogleAds': ({ name }) =>
      `${name} ya está en Google Ads: si está en pausa, actívala desde su página; después espera los primeros resultados y pregúntame cómo le va.`,
    'assistant.nextStep.draft': ({ name }) => `${name} es un borrador sin estrategia: ábrela y genera la estrategia de nuevo.`,
    'assistant.nextStep.ready': ({ name }) =>
      `${name} tiene la estrategia lista. Revisa títulos, palabras clave y presupuesto, y después créala en Google Ads desde su página (plan Premium) o cópiala a tu cuenta.`,
    'assistant.currency.converted': ({ results }) =>
      `- Al crear la campaña, Pautia convierte el presupuesto a esa moneda con un tipo de cambio de referencia que ves y puedes corregir${results}.`,
    'assistant.billing.stripe': ({ plan, manage }) =>
      `Tu plan de Pautia se cobra con tarjeta a través de Stripe: en ${plan} → ${manage} cambias la tarjeta, ves las facturas o cancelas.`,
    'assistant.billing.clicks':
      '- Los clics de tus anuncios no los cobra Pautia: los pagas directamente a Google, en tu cuenta de Google Ads.',
    'assistant.howTo.create': ({ create }) =>
      `1. ${create}: describe tu negocio, tu zona y tu presupuesto semanal; te preparo la estrategia completa.`,
    'assistant.howTo.review': '2. Revisa títulos, descripciones y palabras clave; puedes editarlos.',
    'assistant.howTo.publish': '3. Créala en Google Ads desde la página de la campaña (plan Premium) o copia la estrategia a tu cuenta.',
    'assistant.howTo.ask': '4. Pregúntame cómo le va: leo sus resultados y te digo qué hacer.',
    'assistant.support.how': ({ about, link }) =>
      `Para hablar con una persona${about}, usa ${link}, arriba de este chat (también en tu perfil). Escribe tu pregunta: esta conversación y la campaña que hayas traído al chat van con tu pedido, así no tienes que explicar todo de nuevo.`,
    'assistant.support.follow': '- Ahí mismo sigues el pedido y ves en cuánto tiempo responde una persona con tu plan.',
    'assistant.support.meanwhile':
      '- Mientras tanto, pregúntame lo que quieras del producto o de la facturación: respondo a cualquier hora.',
    'assistant.budget.noCampaign': ({ create }) =>
      `Para saber si un presupuesto alcanza necesito tu rubro y tu zona: el planificador de palabras clave de Google estima con ellos cuánto cuesta cada clic. Crea una campaña (${create}) y vuelve a preguntarme.`,
    'assistant.budget.noEstimate': ({ who, step, forecast }) =>
      `Todavía no tengo la estimación del planificador de palabras clave para ${who}, así que no te voy a dar una cifra inventada. En el paso ${step} del formulario, usa ${forecast} con tus palabras clave y tu zona: ahí ves el CPC promedio que estima Google y cuántos clics compra tu presupuesto.`,
    'assistant.budget.letItLearn': '- Déjala aprender dos semanas antes de cambiar el presupuesto.',
    'assistant.budget.needed': ({ clicks, weekly }) =>
      `- Para unos ${clicks} clics por día harían falta unos ${weekly} por semana; si no, concentra el gasto en menos palabras clave.`,
    'assistant.keywords.noCampaign': ({ create }) =>
      `Para proponerte palabras clave necesito saber qué vendes y dónde: crea una campaña (${create}) y te armo la lista como la busca la gente.`,
    'assistant.keywords.use':
      '- Úsalas en concordancia de frase y exacta, y excluye las búsquedas de quien no compra (empleo, gratis, cursos).',
    'assistant.define.cpc':
      'El CPC (costo por clic) es lo que le pagas a Google cada vez que alguien hace clic en tu anuncio; que se muestre no cuesta nada.',
    'assistant.define.cpa':
      'El CPA (costo por adquisición) es lo que pagas en promedio por cada resultado: un pedido, una llamada o un formulario enviado.',
    'assistant.define.conversion':
      'Una conversión es la acción que buscas después de un clic: un pedido, una llamada, una reserva o un formulario enviado.',
    'assistant.define.keyword':
      'Una palabra clave es una búsqueda para la que eliges mostrar tu anuncio, como lo que tus clientes escriben en Google.',
    'assistant.define.negative':
      'Una palabra clave negativa es una búsqueda que excluyes, para que tu anuncio nunca se muestre (ni pagues) por ella.',
    'assistant.define.qualityScore':
      'El nivel de calidad es la nota de 1 a 10 que Google le pone a cuánto coinciden tu palabra clave, tu anuncio y tu página; cuanto más alto, menos pagas por clic.',
    'assistant.define.bid':
      'La puja es lo máximo que estás dispuesto a pagar por un clic; las pujas automáticas de Google la fijan por ti dentro de tu presupuesto.',
  },
});
