import { section } from './types.js';

/** The headings of the strategy as plain text (`response` of POST /campaign/user/{uid}). */
const en = {
  'strategy.heading.title': 'Campaign strategy',
  'strategy.heading.summary': 'Summary',
  'strategy.heading.type': 'Recommended campaign type',
  'strategy.heading.bidding': 'Bidding strategy',
  'strategy.heading.groups': 'Ad groups and keywords',
  'strategy.heading.legend': 'Match types: [exact], "phrase".',
  'strategy.heading.headlines': 'Headlines (max. 30 characters)',
  'strategy.heading.descriptions': 'Descriptions (max. 90 characters)',
  'strategy.heading.negatives': 'Negative keywords',
  'strategy.heading.budget': 'Budget',
  'strategy.heading.weekly': 'Weekly',
  'strategy.heading.daily': 'Daily',
  'strategy.heading.split': 'Suggested weekly split',
  'strategy.heading.kpis': 'KPIs to watch',
  'strategy.heading.next': 'Next steps',
};

export const strategy = section({
  en,
  voseo: {
    'strategy.heading.title': 'Estrategia de campaña',
    'strategy.heading.summary': 'Resumen',
    'strategy.heading.type': 'Tipo de campaña recomendado',
    'strategy.heading.bidding': 'Estrategia de puja',
    'strategy.heading.groups': 'Grupos de anuncios y palabras clave',
    'strategy.heading.legend': 'Concordancia: [exacta], "de frase".',
    'strategy.heading.headlines': 'Títulos (máx. 30 caracteres)',
    'strategy.heading.descriptions': 'Descripciones (máx. 90 caracteres)',
    'strategy.heading.negatives': 'Palabras clave negativas',
    'strategy.heading.budget': 'Presupuesto',
    'strategy.heading.weekly': 'Semanal',
    'strategy.heading.daily': 'Diario',
    'strategy.heading.split': 'Reparto semanal orientativo',
    'strategy.heading.kpis': 'KPI a vigilar',
    'strategy.heading.next': 'Próximos pasos',
  },
  tuteo: {},
});
