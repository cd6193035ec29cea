/** Section headings in the campaign's language (the strategy is written in it). */
export type CampaignLang = 'es' | 'en';

export function campaignLang(language: string): CampaignLang {
  return /^(es|español|espanol|spanish)/i.test(language.trim()) ? 'es' : 'en';
}

export const HEADINGS: Record<CampaignLang, Record<string, string>> = {
  es: {
    summary: 'Resumen',
    preview: 'Vista previa del anuncio',
    headlines: 'Títulos',
    descriptions: 'Descripciones',
    adGroups: 'Grupos de anuncios y palabras clave',
    negatives: 'Palabras clave negativas',
    budget: 'Presupuesto',
    weekly: 'Semanal',
    daily: 'Diario',
    kpis: 'KPIs',
    nextSteps: 'Próximos pasos',
    bidding: 'Puja',
    details: 'Estado y fechas',
    callouts: 'Textos destacados',
    abTest: 'Prueba A/B',
    variantB: 'Anuncio B',
    hypothesis: 'Hipótesis',
    metric: 'Métrica',
    decide: 'Clics por variante antes de decidir',
  },
  en: {
    summary: 'Summary',
    preview: 'Ad preview',
    headlines: 'Headlines',
    descriptions: 'Descriptions',
    adGroups: 'Ad groups and keywords',
    negatives: 'Negative keywords',
    budget: 'Budget',
    weekly: 'Weekly',
    daily: 'Daily',
    kpis: 'KPIs',
    nextSteps: 'Next steps',
    bidding: 'Bidding',
    details: 'Status and dates',
    callouts: 'Callouts',
    abTest: 'A/B test',
    variantB: 'Ad B',
    hypothesis: 'Hypothesis',
    metric: 'Metric',
    decide: 'Clicks per variant before deciding',
  },
};

export const MATCH_LABELS = { EXACT: 'Exact', PHRASE: 'Phrase', BROAD: 'Broad' } as const;

/** SPEC §9's upgrade button label for each plan below Premium. */
export const UPGRADE_LABELS: Record<string, string> = { BASIC: 'See Premium Plans', TRIAL: 'Unlock Full Access', PRO: 'Go Premium' };
