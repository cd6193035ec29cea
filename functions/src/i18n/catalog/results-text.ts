import { section } from './types.js';

/**
 * The words of the results feature (results/text.ts): suggestions, the change history and its
 * before/after, the A/B verdict and the figures the assistant reads. Amounts and figures arrive
 * already written in the reader's format; a fragment that may be left out (" over 12 clicks") is
 * its own key, and the text it goes into takes it as a parameter.
 */
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

const en = {
  'resultsText.period.days': ({ days }: { days: number }) => `in the last ${days} days`,
  'resultsText.period.this': 'in this period',

  'resultsText.NEGATIVES.title': ({ n }: { n: number }) => `Exclude ${n} search term${plural(n, '', 's')} that waste money`,
  'resultsText.NEGATIVES.clicks': ({ clicks }: { clicks: number }) => ` over ${clicks} click${plural(clicks, '', 's')}`,
  'resultsText.NEGATIVES.detail': ({ spent, clicks, period, terms }: { spent: string; clicks: string; period: string; terms: string }) =>
    `These searches cost ${spent}${clicks} ${period} without a conversion, or are not from customers (jobs, free, do-it-yourself): ${terms}. Adding them as negative keywords stops your ads showing for them. Searches with your main keywords, your products or buying intent are never excluded.`,
  'resultsText.BUDGET_RAISE.title': ({ amount }: { amount: string }) => `Raise the daily budget to ${amount}`,
  'resultsText.BUDGET_RAISE.lost': ({ when, lost }: { when: string; lost: number }) =>
    `: ${when}it missed ${lost}% of the searches it could have shown for`,
  'resultsText.BUDGET_RAISE.detail': ({ lost, from, to, weekly }: { lost: string; from: string; to: string; weekly: string }) =>
    `Your campaign is limited by its budget${lost}. Raising the daily budget from ${from} to ${to} (about ${weekly} a week) lets it show more.`,
  'resultsText.BUDGET_LOWER.title': ({ amount }: { amount: string }) => `Lower the daily budget to ${amount}`,
  'resultsText.BUDGET_LOWER.spentIn': ({ days }: { days: number }) => `In the last ${days} days, your campaign spent`,
  'resultsText.BUDGET_LOWER.spends': 'Your campaign spends',
  'resultsText.BUDGET_LOWER.detail': ({ spends, avg, from, to }: { spends: string; avg: string; from: string; to: string }) =>
    `${spends} about ${avg} a day of its ${from} budget. A daily budget of ${to} still covers it, and keeps the rest of your money free.`,
  'resultsText.HEADLINES.title': ({ n, group }: { n: number; group: string }) =>
    `Replace ${n} low-rated headline${plural(n, '', 's')} in "${group}"`,
  'resultsText.HEADLINES.shown': ({ impressions, period }: { impressions: string; period: string }) =>
    ` after ${impressions} impressions of the ad ${period}`,
  'resultsText.HEADLINES.newOne': 'New headline',
  'resultsText.HEADLINES.newMany': 'New headlines',
  'resultsText.HEADLINES.detail': ({ remove, shown, added, add }: { remove: string; shown: string; added: string; add: string }) =>
    `Google rates ${remove} as Low${shown}. ${added}: ${add}. Headlines you wrote are never replaced.`,
  'resultsText.WIDEN_MATCH.title': ({ text }: { text: string }) => `Widen "${text}" to phrase match`,
  'resultsText.WIDEN_MATCH.detail': ({ text, period }: { text: string; period: string }) =>
    `"${text}" had no impressions ${period} as an exact match. As a phrase match it also shows for searches that contain it, like "${text} near me".`,
  'resultsText.PAUSE_KEYWORD.title': ({ text }: { text: string }) => `Pause "${text}"`,
  'resultsText.PAUSE_KEYWORD.noResults': ({ text, period }: { text: string; period: string }) => `"${text}" brought no results ${period}.`,
  'resultsText.PAUSE_KEYWORD.detail': ({
    text,
    cost,
    clicks,
    period,
    target,
  }: {
    text: string;
    cost: string;
    clicks: number;
    period: string;
    target: string;
  }) =>
    `"${text}" spent ${cost} on ${clicks} clicks ${period} without a single result, more than a result should cost (${target}). Pausing it leaves that money to the keywords that bring customers.`,
  'resultsText.KEYWORD_LOW_VOLUME.title': ({ text }: { text: string }) => `Keep "${text}": few searches`,
  'resultsText.KEYWORD_LOW_VOLUME.detail': ({ text, period }: { text: string; period: string }) =>
    `"${text}" had no impressions ${period}. It is one of your main keywords, so pausing it is not the answer: in Google Ads you can raise its maximum bid, or give it a few more days.`,
  'resultsText.AB_TEST.title': ({ group }: { group: string }) => `Start the A/B test in "${group}": add ad B`,
  'resultsText.AB_TEST.detail': ({ angle, clicks }: { angle: string; clicks: number }) =>
    `Your A/B plan tries an ad B (${angle}) beside the ad you have (its lines are shown before you apply it). Google shows both in turn; once each has ${clicks} clicks, this page says which one brings more customers, with the test used and its confidence. Your ad A stays as it is, and you can undo this from the history.`,
  'resultsText.MAXIMIZE_CONVERSIONS.title': 'Bid for customers: switch to Maximize conversions',
  'resultsText.MAXIMIZE_CONVERSIONS.each': ({ amount }: { amount: string }) => ` (${amount} each)`,
  'resultsText.MAXIMIZE_CONVERSIONS.detail': ({
    conversions,
    days,
    each,
    min,
  }: {
    conversions: number;
    days: number;
    each: string;
    min: number;
  }) =>
    `The campaign recorded ${conversions} conversions in the last ${days} days${each}, more than the ${min} Google needs to learn. With Maximize conversions, Google bids more for searches that bring customers and less for those that only bring clicks. Costs may move for a few days while it learns. You can undo this from the history.`,
  'resultsText.CONVERSION_TRACKING.title': 'Set up conversion tracking',
  'resultsText.CONVERSION_TRACKING.detail':
    'Google Ads does not know which clicks became customers, so it cannot tell good searches from wasted ones. In Google Ads open Goals → Conversions → Summary → "+ New conversion action", choose Website, enter your site and follow the steps (Google tag on every page, and an event on your thank-you or contact page). Figures appear within a day.',

  'resultsText.change.enabled': 'Enabled the campaign',
  'resultsText.change.paused': 'Paused the campaign',
  'resultsText.change.budget': ({ from, to }: { from: string; to: string }) => `Changed the daily budget from ${from} to ${to}`,
  'resultsText.change.addNegatives': ({ n, terms }: { n: number; terms: string }) =>
    `Added ${n} negative keyword${plural(n, '', 's')}: ${terms}`,
  'resultsText.change.widen': ({ text }: { text: string }) => `Added "${text}" as phrase match (it had no impressions as exact match)`,
  'resultsText.change.pauseKeyword': ({ text }: { text: string }) => `Paused the keyword "${text}"`,
  'resultsText.change.inGroup': ({ group }: { group: string }) => ` in "${group}"`,
  'resultsText.change.replaceHeadlines': ({ n, group, remove, add }: { n: number; group: string; remove: string; add: string }) =>
    `Replaced ${n} headline${plural(n, '', 's')}${group}: ${remove} → ${add}`,
  'resultsText.change.removeNegatives': ({ n, terms }: { n: number; terms: string }) =>
    `Undone: removed ${n} negative keyword${plural(n, '', 's')}: ${terms}`,
  'resultsText.change.enableKeyword': ({ text }: { text: string }) => `Undone: enabled the keyword "${text}" again`,
  'resultsText.change.removeKeyword': ({ text }: { text: string }) => `Undone: removed "${text}" as phrase match`,
  'resultsText.change.addAdVariant': ({ group, headlines }: { group: string; headlines: string }) =>
    `Added ad B of the A/B test${group}: ${headlines}`,
  'resultsText.change.removeAd': ({ group }: { group: string }) => `Undone: removed ad B${group}`,
  'resultsText.change.bidding': ({ from, to }: { from: string; to: string }) => `Changed the bid strategy from ${from} to ${to}`,
  'resultsText.bidding.MAXIMIZE_CONVERSIONS': 'Maximize conversions',
  'resultsText.bidding.MAXIMIZE_CLICKS': 'Maximize clicks',

  'resultsText.state.ENABLED': 'Enabled',
  'resultsText.state.PAUSED': 'Paused',
  'resultsText.state.showing': ({ n }: { n: number }) => `Your ads show for ${n === 1 ? 'this search' : `these ${n} searches`}`,
  'resultsText.state.excludedOne': 'Excluded as negative keyword',
  'resultsText.state.excludedMany': 'Excluded as negative keywords',
  'resultsText.state.keywordOn': ({ text }: { text: string }) => `"${text}" enabled`,
  'resultsText.state.keywordOff': ({ text }: { text: string }) => `"${text}" paused`,
  'resultsText.state.exact': ({ text }: { text: string }) => `"${text}" as exact match`,
  'resultsText.state.exactAndPhrase': ({ text }: { text: string }) => `"${text}" as exact match and phrase match`,
  'resultsText.state.perDay': ({ amount }: { amount: string }) => `${amount} a day`,
  'resultsText.state.bothAds': 'Ad A and ad B, shown in turn',
  'resultsText.state.adAOnly': 'Ad A only',

  'resultsText.applied': ({ n }: { n: number }) => `Google Ads accepted the change (${n} operation${plural(n, '', 's')}).`,
  'resultsText.ab.notEnough': ({ needed, a, b }: { needed: number; a: number; b: number }) =>
    `Not enough data yet: each ad needs ${needed} clicks (A has ${a}, B has ${b}). Keep both ads running.`,
  'resultsText.ab.noDifference': 'No significant difference yet. Keep both ads running until there are more clicks.',
  'resultsText.ab.conversionRate': 'conversion rate',
  'resultsText.ab.ctr': 'click-through rate',
  'resultsText.ab.winner': ({ winner, metric, p, other }: { winner: string; metric: string; p: string; other: string }) =>
    `Ad ${winner} wins on ${metric} (p = ${p}). Keep ad ${winner} and pause ad ${other}.`,

  'resultsText.figures.LAST_7_DAYS': 'last 7 days',
  'resultsText.figures.LAST_30_DAYS': 'last 30 days',
  'resultsText.figures.sandbox': 'sandbox data',
  'resultsText.figures.google': 'Google Ads',
  'resultsText.figures.ENABLED': 'ENABLED',
  'resultsText.figures.PAUSED': 'PAUSED',
  'resultsText.figures.REMOVED': 'REMOVED',
  'resultsText.figures.head': ({
    range,
    source,
    fetchedAt,
    status,
    problems,
  }: {
    range: string;
    source: string;
    fetchedAt: string;
    status: string;
    problems: string;
  }) => `Results (${range}, ${source}, read ${fetchedAt}): status ${status}${problems}.`,
  'resultsText.figures.costPerConversion': ({ amount }: { amount: string }) => `, cost per conversion ${amount}`,
  'resultsText.figures.totals': (f: {
    impressions: string;
    clicks: string;
    ctr: string;
    cpc: string;
    cost: string;
    conversions: string;
    rate: string;
    perConversion: string;
    budget: string;
  }) =>
    `Impressions ${f.impressions}, clicks ${f.clicks}, CTR ${f.ctr}, average CPC ${f.cpc}, cost ${f.cost}, conversions ${f.conversions}, conversion rate ${f.rate}${f.perConversion}. Daily budget ${f.budget}.`,
  'resultsText.figures.previous': (f: { impressions: string; clicks: string; cost: string; conversions: string }) =>
    `Previous period: impressions ${f.impressions}, clicks ${f.clicks}, cost ${f.cost}, conversions ${f.conversions}.`,
  'resultsText.figures.suggestions': ({ titles }: { titles: string }) => `Open suggestions: ${titles}.`,
  'resultsText.figures.noSuggestions': 'No open suggestions.',
  'resultsText.stale': ({ quota, fetchedAt }: { quota: string; fetchedAt: string }) => `${quota} These figures are from ${fetchedAt}.`,
};

export const resultsText = section({
  en,
  voseo: {
    'resultsText.period.days': ({ days }) => `en los últimos ${days} días`,
    'resultsText.period.this': 'en este período',

    'resultsText.NEGATIVES.title': ({ n }) => `Excluí ${n} ${plural(n, 'búsqueda que desperdicia', 'búsquedas que desperdician')} dinero`,
    'resultsText.NEGATIVES.clicks': ({ clicks }) => ` en ${clicks} ${plural(clicks, 'clic', 'clics')}`,
    'resultsText.NEGATIVES.detail': ({ spent, clicks, period, terms }) =>
      `Estas búsquedas costaron ${spent}${clicks} ${period} sin una conversión, o no son de clientes (empleo, gratis, hacerlo uno mismo): ${terms}. Si las agregás como palabras clave negativas, tus anuncios dejan de mostrarse para ellas. Las búsquedas con tus palabras clave principales, tus productos o intención de compra no se excluyen.`,
    'resultsText.BUDGET_RAISE.title': ({ amount }) => `Subí el presupuesto diario a ${amount}`,
    'resultsText.BUDGET_RAISE.lost': ({ when, lost }) => `: ${when}se perdió el ${lost} % de las búsquedas en las que podía mostrarse`,
    'resultsText.BUDGET_RAISE.detail': ({ lost, from, to, weekly }) =>
      `Tu campaña está limitada por su presupuesto${lost}. Si subís el presupuesto diario de ${from} a ${to} (unos ${weekly} por semana), se muestra más.`,
    'resultsText.BUDGET_LOWER.title': ({ amount }) => `Bajá el presupuesto diario a ${amount}`,
    'resultsText.BUDGET_LOWER.spentIn': ({ days }) => `En los últimos ${days} días, tu campaña gastó`,
    'resultsText.BUDGET_LOWER.spends': 'Tu campaña gasta',
    'resultsText.BUDGET_LOWER.detail': ({ spends, avg, from, to }) =>
      `${spends} unos ${avg} por día de sus ${from} de presupuesto. Un presupuesto diario de ${to} alcanza igual y deja libre el resto de tu dinero.`,
    'resultsText.HEADLINES.title': ({ n, group }) =>
      `Reemplazá ${n} ${plural(n, 'título con calificación baja', 'títulos con calificación baja')} en "${group}"`,
    'resultsText.HEADLINES.shown': ({ impressions, period }) => ` después de ${impressions} impresiones del anuncio ${period}`,
    'resultsText.HEADLINES.newOne': 'Título nuevo',
    'resultsText.HEADLINES.newMany': 'Títulos nuevos',
    'resultsText.HEADLINES.detail': ({ remove, shown, added, add }) =>
      `Google califica ${remove} como Bajo${shown}. ${added}: ${add}. Los títulos que escribiste vos no se tocan.`,
    'resultsText.WIDEN_MATCH.title': ({ text }) => `Ampliá "${text}" a concordancia de frase`,
    'resultsText.WIDEN_MATCH.detail': ({ text, period }) =>
      `"${text}" no tuvo impresiones ${period} como concordancia exacta. Como concordancia de frase también se muestra en búsquedas que la contienen, como "${text} cerca de mí".`,
    'resultsText.PAUSE_KEYWORD.title': ({ text }) => `Pausá "${text}"`,
    'resultsText.PAUSE_KEYWORD.noResults': ({ text, period }) => `"${text}" no trajo resultados ${period}.`,
    'resultsText.PAUSE_KEYWORD.detail': ({ text, cost, clicks, period, target }) =>
      `"${text}" gastó ${cost} en ${clicks} clics ${period} sin un solo resultado, más de lo que debería costar uno (${target}). Pausarla deja ese dinero para las palabras clave que traen clientes.`,
    'resultsText.KEYWORD_LOW_VOLUME.title': ({ text }) => `Mantené "${text}": pocas búsquedas`,
    'resultsText.KEYWORD_LOW_VOLUME.detail': ({ text, period }) =>
      `"${text}" no tuvo impresiones ${period}. Es una de tus palabras clave principales, así que no conviene pausarla: en Google Ads podés subir su puja máxima o esperar unos días más.`,
    'resultsText.AB_TEST.title': ({ group }) => `Empezá la prueba A/B en "${group}": agregá el anuncio B`,
    'resultsText.AB_TEST.detail': ({ angle, clicks }) =>
      `Tu plan A/B prueba un anuncio B (${angle}) junto al anuncio que ya tenés (ves sus textos antes de aplicarlo). Google muestra los dos por turnos; cuando cada uno tenga ${clicks} clics, acá vas a ver cuál trae más clientes, con el test usado y su nivel de confianza. Tu anuncio A no cambia, y podés deshacerlo desde el historial.`,
    'resultsText.MAXIMIZE_CONVERSIONS.title': 'Pujar por clientes: pasar a Maximizar conversiones',
    'resultsText.MAXIMIZE_CONVERSIONS.each': ({ amount }) => ` (${amount} cada una)`,
    'resultsText.MAXIMIZE_CONVERSIONS.detail': ({ conversions, days, each, min }) =>
      `La campaña registró ${conversions} conversiones en los últimos ${days} días${each}, más de las ${min} que Google necesita para aprender. Con Maximizar conversiones, Google puja más por las búsquedas que traen clientes y menos por las que solo traen clics. Los primeros días el costo puede moverse mientras aprende. Se puede deshacer desde el historial.`,
    'resultsText.CONVERSION_TRACKING.title': 'Configurá el seguimiento de conversiones',
    'resultsText.CONVERSION_TRACKING.detail':
      'Google Ads no sabe qué clics se convirtieron en clientes, así que no puede distinguir las búsquedas buenas de las desperdiciadas. En Google Ads abrí Objetivos → Conversiones → Resumen → "+ Nueva acción de conversión", elegí Sitio web, ingresá tu sitio y seguí los pasos (la etiqueta de Google en todas las páginas y un evento en tu página de agradecimiento o de contacto). Las cifras aparecen en un día.',

    'resultsText.change.enabled': 'Campaña activada',
    'resultsText.change.paused': 'Campaña pausada',
    'resultsText.change.budget': ({ from, to }) => `Presupuesto diario cambiado de ${from} a ${to}`,
    'resultsText.change.addNegatives': ({ n, terms }) =>
      `${n} ${plural(n, 'palabra clave negativa agregada', 'palabras clave negativas agregadas')}: ${terms}`,
    'resultsText.change.widen': ({ text }) =>
      `"${text}" agregada como concordancia de frase (no tenía impresiones como concordancia exacta)`,
    'resultsText.change.pauseKeyword': ({ text }) => `Palabra clave "${text}" pausada`,
    'resultsText.change.inGroup': ({ group }) => ` en "${group}"`,
    'resultsText.change.replaceHeadlines': ({ n, group, remove, add }) =>
      `${n} ${plural(n, 'título reemplazado', 'títulos reemplazados')}${group}: ${remove} → ${add}`,
    'resultsText.change.removeNegatives': ({ n, terms }) =>
      `Deshecho: ${n} ${plural(n, 'palabra clave negativa quitada', 'palabras clave negativas quitadas')}: ${terms}`,
    'resultsText.change.enableKeyword': ({ text }) => `Deshecho: palabra clave "${text}" activada de nuevo`,
    'resultsText.change.removeKeyword': ({ text }) => `Deshecho: quitada "${text}" en concordancia de frase`,
    'resultsText.change.addAdVariant': ({ group, headlines }) => `Anuncio B de la prueba A/B agregado${group}: ${headlines}`,
    'resultsText.change.removeAd': ({ group }) => `Deshecho: anuncio B quitado${group}`,
    'resultsText.change.bidding': ({ from, to }) => `Estrategia de puja cambiada de ${from} a ${to}`,
    'resultsText.bidding.MAXIMIZE_CONVERSIONS': 'Maximizar conversiones',
    'resultsText.bidding.MAXIMIZE_CLICKS': 'Maximizar clics',

    'resultsText.state.ENABLED': 'Activa',
    'resultsText.state.PAUSED': 'En pausa',
    'resultsText.state.showing': ({ n }) => `Tus anuncios se muestran para ${n === 1 ? 'esta búsqueda' : `estas ${n} búsquedas`}`,
    'resultsText.state.excludedOne': 'Excluida como palabra clave negativa',
    'resultsText.state.excludedMany': 'Excluidas como palabras clave negativas',
    'resultsText.state.keywordOn': ({ text }) => `"${text}" activa`,
    'resultsText.state.keywordOff': ({ text }) => `"${text}" en pausa`,
    'resultsText.state.exact': ({ text }) => `"${text}" en concordancia exacta`,
    'resultsText.state.exactAndPhrase': ({ text }) => `"${text}" en concordancia exacta y de frase`,
    'resultsText.state.perDay': ({ amount }) => `${amount} por día`,
    'resultsText.state.bothAds': 'Anuncio A y anuncio B, mostrados por turnos',
    'resultsText.state.adAOnly': 'Solo el anuncio A',

    'resultsText.applied': ({ n }) => `Google Ads aceptó el cambio (${n} ${plural(n, 'operación', 'operaciones')}).`,
    'resultsText.ab.notEnough': ({ needed, a, b }) =>
      `Todavía no hay datos suficientes: cada anuncio necesita ${needed} clics (A tiene ${a}, B tiene ${b}). Dejá los dos anuncios activos.`,
    'resultsText.ab.noDifference': 'Todavía no hay una diferencia significativa. Dejá los dos anuncios activos hasta tener más clics.',
    'resultsText.ab.conversionRate': 'tasa de conversión',
    'resultsText.ab.ctr': 'tasa de clics (CTR)',
    'resultsText.ab.winner': ({ winner, metric, p, other }) =>
      `El anuncio ${winner} gana en ${metric} (p = ${p}). Dejá el anuncio ${winner} y pausá el anuncio ${other}.`,

    'resultsText.figures.LAST_7_DAYS': 'últimos 7 días',
    'resultsText.figures.LAST_30_DAYS': 'últimos 30 días',
    'resultsText.figures.sandbox': 'datos de prueba (sandbox)',
    'resultsText.figures.google': 'Google Ads',
    'resultsText.figures.ENABLED': 'activa',
    'resultsText.figures.PAUSED': 'en pausa',
    'resultsText.figures.REMOVED': 'eliminada',
    'resultsText.figures.head': ({ range, source, fetchedAt, status, problems }) =>
      `Resultados (${range}, ${source}, leídos el ${fetchedAt}): estado ${status}${problems}.`,
    'resultsText.figures.costPerConversion': ({ amount }) => `, costo por conversión ${amount}`,
    'resultsText.figures.totals': (f) =>
      `Impresiones ${f.impressions}, clics ${f.clicks}, CTR ${f.ctr}, CPC medio ${f.cpc}, costo ${f.cost}, conversiones ${f.conversions}, tasa de conversión ${f.rate}${f.perConversion}. Presupuesto diario ${f.budget}.`,
    'resultsText.figures.previous': (f) =>
      `Período anterior: impresiones ${f.impressions}, clics ${f.clicks}, costo ${f.cost}, conversiones ${f.conversions}.`,
    'resultsText.figures.suggestions': ({ titles }) => `Sugerencias abiertas: ${titles}.`,
    'resultsText.figures.noSuggestions': 'No hay sugerencias abiertas.',
    'resultsText.stale': ({ quota, fetchedAt }) => `${quota} Estas cifras son del ${fetchedAt}.`,
  },
  tuteo: {
    'resultsText.NEGATIVES.title': ({ n }) => `Excluye ${n} ${plural(n, 'búsqueda que desperdicia', 'búsquedas que desperdician')} dinero`,
    'resultsText.NEGATIVES.detail': ({ spent, clicks, period, terms }) =>
      `Estas búsquedas costaron ${spent}${clicks} ${period} sin una conversión, o no son de clientes (empleo, gratis, hacerlo uno mismo): ${terms}. Si las agregas como palabras clave negativas, tus anuncios dejan de mostrarse para ellas. Las búsquedas con tus palabras clave principales, tus productos o intención de compra no se excluyen.`,
    'resultsText.BUDGET_RAISE.title': ({ amount }) => `Sube el presupuesto diario a ${amount}`,
    'resultsText.BUDGET_RAISE.detail': ({ lost, from, to, weekly }) =>
      `Tu campaña está limitada por su presupuesto${lost}. Si subes el presupuesto diario de ${from} a ${to} (unos ${weekly} por semana), se muestra más.`,
    'resultsText.BUDGET_LOWER.title': ({ amount }) => `Baja el presupuesto diario a ${amount}`,
    'resultsText.HEADLINES.title': ({ n, group }) =>
      `Reemplaza ${n} ${plural(n, 'título con calificación baja', 'títulos con calificación baja')} en "${group}"`,
    'resultsText.HEADLINES.detail': ({ remove, shown, added, add }) =>
      `Google califica ${remove} como Bajo${shown}. ${added}: ${add}. Los títulos que escribiste tú no se tocan.`,
    'resultsText.WIDEN_MATCH.title': ({ text }) => `Amplía "${text}" a concordancia de frase`,
    'resultsText.PAUSE_KEYWORD.title': ({ text }) => `Pausa "${text}"`,
    'resultsText.KEYWORD_LOW_VOLUME.title': ({ text }) => `Mantén "${text}": pocas búsquedas`,
    'resultsText.KEYWORD_LOW_VOLUME.detail': ({ text, period }) =>
      `"${text}" no tuvo impresiones ${period}. Es una de tus palabras clave principales, así que no conviene pausarla: en Google Ads puedes subir su puja máxima o esperar unos días más.`,
    'resultsText.AB_TEST.title': ({ group }) => `Empieza la prueba A/B en "${group}": agrega el anuncio B`,
    'resultsText.AB_TEST.detail': ({ angle, clicks }) =>
      `Tu plan A/B prueba un anuncio B (${angle}) junto al anuncio que ya tienes (ves sus textos antes de aplicarlo). Google muestra los dos por turnos; cuando cada uno tenga ${clicks} clics, aquí vas a ver cuál trae más clientes, con el test usado y su nivel de confianza. Tu anuncio A no cambia, y puedes deshacerlo desde el historial.`,
    'resultsText.CONVERSION_TRACKING.title': 'Configura el seguimiento de conversiones',
    'resultsText.CONVERSION_TRACKING.detail':
      'Google Ads no sabe qué clics se convirtieron en clientes, así que no puede distinguir las búsquedas buenas de las desperdiciadas. En Google Ads abre Objetivos → Conversiones → Resumen → "+ Nueva acción de conversión", elige Sitio web, ingresa tu sitio y sigue los pasos (la etiqueta de Google en todas las páginas y un evento en tu página de agradecimiento o de contacto). Las cifras aparecen en un día.',
    'resultsText.ab.notEnough': ({ needed, a, b }) =>
      `Todavía no hay datos suficientes: cada anuncio necesita ${needed} clics (A tiene ${a}, B tiene ${b}). Deja los dos anuncios activos.`,
    'resultsText.ab.noDifference': 'Todavía no hay una diferencia significativa. Deja los dos anuncios activos hasta tener más clics.',
    'resultsText.ab.winner': ({ winner, metric, p, other }) =>
      `El anuncio ${winner} gana en ${metric} (p = ${p}). Deja el anuncio ${winner} y pausa el anuncio ${other}.`,
  },
});
