import { section } from './types.js';

/** The results page's words from the server: Google's serving reasons, an applied change, the A/B test. */
const en = {
  'results.notAccepted': 'Google Ads did not accept the change.',
  'results.abMethod': 'two-proportion z-test (two-sided, 95% confidence)',
  'results.serving.other': (p: { reason: string }) => `Google Ads reports: ${p.reason}.`,
  'results.serving.CAMPAIGN_PAUSED': 'The campaign is paused, so its ads do not show. Enable it to start.',
  'results.serving.CAMPAIGN_REMOVED': 'The campaign was removed in Google Ads.',
  'results.serving.CAMPAIGN_PENDING': 'The campaign has not started yet (its start date is in the future).',
  'results.serving.CAMPAIGN_ENDED': 'The campaign has ended (its end date has passed).',
  'results.serving.BUDGET_CONSTRAINED': 'Limited by budget: the ads stop showing once the day’s budget is spent.',
  'results.serving.BUDGET_MISCONFIGURED': 'The budget is not set up correctly in Google Ads.',
  'results.serving.BIDDING_STRATEGY_LIMITED': 'The bid strategy is limited: it cannot reach its goal with the current settings.',
  'results.serving.BIDDING_STRATEGY_LEARNING': 'The bid strategy is still learning; results may vary for a few days.',
  'results.serving.SEARCH_VOLUME_LIMITED': 'Few people search for these keywords: the ads rarely show.',
  'results.serving.AD_GROUPS_PAUSED': 'All its ad groups are paused.',
  'results.serving.NO_AD_GROUPS': 'It has no ad groups.',
  'results.serving.KEYWORDS_PAUSED': 'All its keywords are paused.',
  'results.serving.NO_KEYWORDS': 'It has no keywords.',
  'results.serving.AD_GROUP_ADS_PAUSED': 'All its ads are paused.',
  'results.serving.NO_AD_GROUP_ADS': 'It has no ads.',
  'results.serving.HAS_ADS_DISAPPROVED': 'Some ads were disapproved under Google’s advertising policies. Check them in Google Ads.',
  'results.serving.HAS_ADS_LIMITED_BY_POLICY': 'Some ads are limited by Google’s advertising policies.',
  'results.serving.MOST_ADS_UNDER_REVIEW': 'Most ads are being reviewed by Google (usually within a business day).',
  'results.serving.MISSING_LOCATION_TARGETING': 'It has no location to show in.',
  'results.serving.BILLING':
    'Billing is not set up in Google Ads: no ads run until you add a payment method (Google Ads → Billing → Setup).',
  // The verdict on a campaign's results (results/verdict.ts): its title, what it means, the next step.
  'results.verdict.REMOVED.title': 'The campaign was removed in Google Ads',
  'results.verdict.REMOVED.detail': 'It no longer shows ads or brings results.',
  'results.verdict.REMOVED.step': 'To advertise again, create a new campaign.',
  'results.verdict.PAUSED.title': 'The campaign is paused: it brings no results',
  'results.verdict.PAUSED.detail': ({ cost, days }: { cost: string; days: number }) =>
    `While it is paused your ads do not show. It spent ${cost} in the last ${days} days.`,
  'results.verdict.PAUSED.step': 'Enable it when you want your ads to show again.',
  'results.verdict.NO_TRACKING.title': 'It is too soon to say whether it pays',
  'results.verdict.NO_TRACKING.detail': ({ clicks, cost }: { clicks: number; cost: string }) =>
    `It had ${clicks} clicks for ${cost}, but Google Ads does not know how many became customers.`,
  'results.verdict.NO_TRACKING.step': 'Set up conversion tracking (see the suggestions).',
  'results.verdict.TOO_EARLY.title': 'Too early to judge',
  'results.verdict.TOO_EARLY.detail': ({ clicks, days, needed }: { clicks: number; days: number; needed: number }) =>
    `${clicks} clicks in ${days} days: about ${needed} are needed to tell whether it pays.`,
  'results.verdict.TOO_EARLY.step': 'Let it run a few more days without changes.',
  'results.verdict.NO_RESULTS_YET.title': 'No results yet',
  'results.verdict.NO_RESULTS_YET.detail': ({ cost, clicks, target }: { cost: string; clicks: number; target: string }) =>
    `It spent ${cost} on ${clicks} clicks without a result. Your target is ${target} per result.`,
  'results.verdict.NO_RESULTS_YET.step': 'Check that your landing page works and is clear.',
  'results.verdict.NO_RESULTS.title': 'It spends without bringing results',
  'results.verdict.NO_RESULTS.detail': ({ cost, clicks, days, target }: { cost: string; clicks: number; days: number; target: string }) =>
    `It spent ${cost} on ${clicks} clicks in ${days} days without a single result, more than you want to pay for one (${target}).`,
  'results.verdict.NO_RESULTS.step': 'Exclude searches that are not from customers and check your landing page.',
  'results.verdict.ON_TARGET.title': ({ n, cpr }: { n: number; cpr: string }) =>
    `Going well: ${n} result${n === 1 ? '' : 's'} at ${cpr} each`,
  'results.verdict.ON_TARGET.detail': ({ cpr, target, rate, typical }: { cpr: string; target: string; rate: string; typical: string }) =>
    `Each result costs ${cpr}, within your target of ${target}. Its conversion rate is ${rate} (typical on Google: ${typical}).`,
  'results.verdict.ON_TARGET.step': 'Keep it running as it is; look again next week.',
  'results.verdict.ABOVE_TARGET.title': ({ cpr }: { cpr: string }) => `Each result costs ${cpr}, a little above your target`,
  'results.verdict.ABOVE_TARGET.detail': ({ target, n, days }: { target: string; n: number; days: number }) =>
    `That is somewhat above your target of ${target} (${n} result${n === 1 ? '' : 's'} in ${days} days).`,
  'results.verdict.ABOVE_TARGET.step': 'Exclude the searches that bring no customers.',
  'results.verdict.FAR_ABOVE_TARGET.title': ({ cpr }: { cpr: string }) => `Each result costs ${cpr}, well above your target`,
  'results.verdict.FAR_ABOVE_TARGET.detail': ({ target, n, cost, days }: { target: string; n: number; cost: string; days: number }) =>
    `That is well above your target of ${target} (${n} result${n === 1 ? '' : 's'} for ${cost} in ${days} days).`,
  'results.verdict.FAR_ABOVE_TARGET.step': 'Exclude the searches that spend without results and check your landing page.',
};

export const results = section({
  en,
  voseo: {
    'results.verdict.REMOVED.title': 'La campaña se eliminó en Google Ads',
    'results.verdict.REMOVED.detail': 'Ya no muestra anuncios ni va a traer resultados.',
    'results.verdict.REMOVED.step': 'Si querés volver a anunciar, creá una campaña nueva.',
    'results.verdict.PAUSED.title': 'La campaña está en pausa: no trae resultados',
    'results.verdict.PAUSED.detail': ({ cost, days }) =>
      `Mientras está en pausa, tus anuncios no se muestran. En los últimos ${days} días gastó ${cost}.`,
    'results.verdict.PAUSED.step': 'Activala cuando quieras que tus anuncios vuelvan a mostrarse.',
    'results.verdict.NO_TRACKING.title': 'Todavía no se puede saber si rinde',
    'results.verdict.NO_TRACKING.detail': ({ clicks, cost }) =>
      `Tuvo ${clicks} clics por ${cost}, pero Google Ads no sabe cuántos se convirtieron en clientes.`,
    'results.verdict.NO_TRACKING.step': 'Configurá el seguimiento de conversiones (ver sugerencias).',
    'results.verdict.TOO_EARLY.title': 'Es pronto para juzgar',
    'results.verdict.TOO_EARLY.detail': ({ clicks, days, needed }) =>
      `${clicks} clics en ${days} días: hacen falta unos ${needed} para saber si la campaña rinde.`,
    'results.verdict.TOO_EARLY.step': 'Dejala andar unos días más sin cambios.',
    'results.verdict.NO_RESULTS_YET.title': 'Todavía sin resultados',
    'results.verdict.NO_RESULTS_YET.detail': ({ cost, clicks, target }) =>
      `Gastó ${cost} en ${clicks} clics sin un resultado. Tu objetivo es ${target} por resultado.`,
    'results.verdict.NO_RESULTS_YET.step': 'Revisá que tu página de destino funcione y sea clara.',
    'results.verdict.NO_RESULTS.title': 'Gasta sin traer resultados',
    'results.verdict.NO_RESULTS.detail': ({ cost, clicks, days, target }) =>
      `Gastó ${cost} en ${clicks} clics en ${days} días sin un solo resultado, más de lo que querés pagar por uno (${target}).`,
    'results.verdict.NO_RESULTS.step': 'Excluí las búsquedas que no son de clientes y revisá tu página de destino.',
    'results.verdict.ON_TARGET.title': ({ n, cpr }) => `Va bien: ${n} ${n === 1 ? 'resultado' : 'resultados'} a ${cpr} cada uno`,
    'results.verdict.ON_TARGET.detail': ({ cpr, target, rate, typical }) =>
      `Cada resultado cuesta ${cpr}, dentro de tu objetivo de ${target}. La tasa de conversión es ${rate} (lo típico en Google es ${typical}).`,
    'results.verdict.ON_TARGET.step': 'Dejala andar así; revisala otra vez la semana que viene.',
    'results.verdict.ABOVE_TARGET.title': ({ cpr }) => `Cada resultado cuesta ${cpr}, algo más que tu objetivo`,
    'results.verdict.ABOVE_TARGET.detail': ({ target, n, days }) =>
      `Es algo más que tu objetivo de ${target} (${n} ${n === 1 ? 'resultado' : 'resultados'} en ${days} días).`,
    'results.verdict.ABOVE_TARGET.step': 'Excluí las búsquedas que no traen clientes.',
    'results.verdict.FAR_ABOVE_TARGET.title': ({ cpr }) => `Cada resultado cuesta ${cpr}, mucho más que tu objetivo`,
    'results.verdict.FAR_ABOVE_TARGET.detail': ({ target, n, cost, days }) =>
      `Es mucho más que tu objetivo de ${target} (${n} ${n === 1 ? 'resultado' : 'resultados'} por ${cost} en ${days} días).`,
    'results.verdict.FAR_ABOVE_TARGET.step': 'Excluí las búsquedas que gastan sin resultados y revisá tu página de destino.',
    'results.notAccepted': 'Google Ads no aceptó el cambio.',
    'results.abMethod': 'test z de dos proporciones (bilateral, 95 % de confianza)',
    'results.serving.other': (p) => `Google Ads informa: ${p.reason}.`,
    'results.serving.CAMPAIGN_PAUSED': 'La campaña está en pausa, así que sus anuncios no se muestran. Activala para empezar.',
    'results.serving.CAMPAIGN_REMOVED': 'La campaña se eliminó en Google Ads.',
    'results.serving.CAMPAIGN_PENDING': 'La campaña todavía no empezó (su fecha de inicio es futura).',
    'results.serving.CAMPAIGN_ENDED': 'La campaña terminó (ya pasó su fecha de finalización).',
    'results.serving.BUDGET_CONSTRAINED':
      'Limitada por el presupuesto: los anuncios dejan de mostrarse cuando se gasta el presupuesto del día.',
    'results.serving.BUDGET_MISCONFIGURED': 'El presupuesto no está bien configurado en Google Ads.',
    'results.serving.BIDDING_STRATEGY_LIMITED':
      'La estrategia de puja está limitada: no puede alcanzar su objetivo con la configuración actual.',
    'results.serving.BIDDING_STRATEGY_LEARNING': 'La estrategia de puja todavía está aprendiendo; los resultados pueden variar unos días.',
    'results.serving.SEARCH_VOLUME_LIMITED': 'Poca gente busca estas palabras clave: los anuncios casi no se muestran.',
    'results.serving.AD_GROUPS_PAUSED': 'Todos sus grupos de anuncios están en pausa.',
    'results.serving.NO_AD_GROUPS': 'No tiene grupos de anuncios.',
    'results.serving.KEYWORDS_PAUSED': 'Todas sus palabras clave están en pausa.',
    'results.serving.NO_KEYWORDS': 'No tiene palabras clave.',
    'results.serving.AD_GROUP_ADS_PAUSED': 'Todos sus anuncios están en pausa.',
    'results.serving.NO_AD_GROUP_ADS': 'No tiene anuncios.',
    'results.serving.HAS_ADS_DISAPPROVED': 'Google rechazó algunos anuncios por sus políticas de publicidad. Revisalos en Google Ads.',
    'results.serving.HAS_ADS_LIMITED_BY_POLICY': 'Algunos anuncios están limitados por las políticas de publicidad de Google.',
    'results.serving.MOST_ADS_UNDER_REVIEW': 'Google está revisando la mayoría de los anuncios (suele tardar un día hábil).',
    'results.serving.MISSING_LOCATION_TARGETING': 'No tiene ninguna ubicación donde mostrarse.',
    'results.serving.BILLING':
      'La facturación no está configurada en Google Ads: no se publica ningún anuncio hasta que agregues un medio de pago (Google Ads → Facturación → Configuración).',
  },
  tuteo: {
    'results.verdict.REMOVED.step': 'Si quieres volver a anunciar, crea una campaña nueva.',
    'results.verdict.PAUSED.step': 'Actívala cuando quieras que tus anuncios vuelvan a mostrarse.',
    'results.verdict.NO_TRACKING.step': 'Configura el seguimiento de conversiones (ver sugerencias).',
    'results.verdict.TOO_EARLY.step': 'Déjala andar unos días más sin cambios.',
    'results.verdict.NO_RESULTS_YET.step': 'Revisa que tu página de destino funcione y sea clara.',
    'results.verdict.NO_RESULTS.detail': ({ cost, clicks, days, target }) =>
      `Gastó ${cost} en ${clicks} clics en ${days} días sin un solo resultado, más de lo que quieres pagar por uno (${target}).`,
    'results.verdict.NO_RESULTS.step': 'Excluye las búsquedas que no son de clientes y revisa tu página de destino.',
    'results.verdict.ON_TARGET.step': 'Déjala andar así; revísala otra vez la semana que viene.',
    'results.verdict.ABOVE_TARGET.step': 'Excluye las búsquedas que no traen clientes.',
    'results.verdict.FAR_ABOVE_TARGET.step': 'Excluye las búsquedas que gastan sin resultados y revisa tu página de destino.',
    'results.serving.CAMPAIGN_PAUSED': 'La campaña está en pausa, así que sus anuncios no se muestran. Actívala para empezar.',
    'results.serving.HAS_ADS_DISAPPROVED': 'Google rechazó algunos anuncios por sus políticas de publicidad. Revísalos en Google Ads.',
  },
});
