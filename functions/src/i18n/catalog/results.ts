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
};

export const results = section({
  en,
  voseo: {
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
    'results.serving.CAMPAIGN_PAUSED': 'La campaña está en pausa, así que sus anuncios no se muestran. Actívala para empezar.',
    'results.serving.HAS_ADS_DISAPPROVED': 'Google rechazó algunos anuncios por sus políticas de publicidad. Revísalos en Google Ads.',
  },
});
