import { section } from './types.js';

/**
 * The interface's own words as the server names them (the assistant's answers, the pre-flight):
 * each is the web catalog's text for the same control or value, word for word
 * (assistant/labels.test.ts compares them with web/src/locales). Labels and values read the same
 * in both Spanish varieties.
 */
const en = {
  'label.createCampaign': '+ Create campaign',
  'label.myPlan': 'My Plan',
  'label.manageBilling': 'Manage billing and invoices',
  'label.createInGoogleAds': 'Create in Google Ads',
  'label.talkToPerson': 'Talk to a person',
  'label.searchTerms': 'Search terms',
  'label.forecastClicks': 'Forecast clicks',
  'label.budgetStep': 'Budget & Links',
  'label.suggestKeywords': 'Suggest keywords',
  'label.addToGroup': 'Add to this group',
  'value.Draft': 'Draft',
  'value.Strategy ready': 'Strategy ready',
  'value.In Google Ads (paused)': 'In Google Ads (paused)',
  'value.In Google Ads (enabled)': 'In Google Ads (enabled)',
  'value.In Google Ads (removed)': 'In Google Ads (removed)',
  'value.Sales': 'Sales',
  'value.Leads': 'Leads',
  'value.Website traffic': 'Website traffic',
  'value.Search': 'Search',
  'value.Display': 'Display',
  'value.Shopping': 'Shopping',
  'value.Video': 'Video',
  'value.Performance': 'Performance',
  'value.App': 'App',
  'plan.BASIC': 'Free',
  'plan.TRIAL': 'Trial',
  'plan.PRO': 'Pro',
  'plan.PREMIUM': 'Premium',
  /** "Payment failed — your {plan} is on hold": the plan named inside a sentence. */
  'billing.planInSentence': (p: { plan: string }) => `${p.plan} plan`,
};

export const labels = section({
  en,
  voseo: {
    'label.createCampaign': '+ Crear campaña',
    'label.myPlan': 'Mi plan',
    'label.manageBilling': 'Administrar facturación y facturas',
    'label.createInGoogleAds': 'Crear en Google Ads',
    'label.talkToPerson': 'Hablar con una persona',
    'label.searchTerms': 'Términos de búsqueda',
    'label.forecastClicks': 'Pronosticar clics',
    'label.budgetStep': 'Presupuesto y enlaces',
    'label.suggestKeywords': 'Sugerir palabras clave',
    'label.addToGroup': 'Agregar a este grupo',
    'value.Draft': 'Borrador',
    'value.Strategy ready': 'Estrategia lista',
    'value.In Google Ads (paused)': 'En Google Ads (pausada)',
    'value.In Google Ads (enabled)': 'En Google Ads (activa)',
    'value.In Google Ads (removed)': 'En Google Ads (eliminada)',
    'value.Sales': 'Ventas',
    'value.Leads': 'Clientes potenciales',
    'value.Website traffic': 'Tráfico al sitio web',
    'value.Search': 'Búsqueda',
    'value.Display': 'Display',
    'value.Shopping': 'Shopping',
    'value.Video': 'Video',
    'value.Performance': 'Máximo rendimiento',
    'value.App': 'Aplicaciones',
    'plan.BASIC': 'Gratis',
    'plan.TRIAL': 'Prueba',
    'plan.PRO': 'Pro',
    'plan.PREMIUM': 'Premium',
    'billing.planInSentence': (p) => `plan ${p.plan}`,
  },
  tuteo: {},
});
