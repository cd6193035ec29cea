import type { Strategy } from '../../contract/campaigns.js';
import { money } from '../../campaigns/text.js';
import { detectLanguage, type Lang } from './offline/language.js';

type HeadingKey =
  | 'title' | 'summary' | 'type' | 'bidding' | 'groups' | 'legend' | 'headlines' | 'descriptions'
  | 'negatives' | 'budget' | 'weekly' | 'daily' | 'split' | 'kpis' | 'next';

const HEADINGS: Record<Lang, Record<HeadingKey, string>> = {
  es: {
    title: 'Estrategia de campaña',
    summary: 'Resumen',
    type: 'Tipo de campaña recomendado',
    bidding: 'Estrategia de puja',
    groups: 'Grupos de anuncios y palabras clave',
    legend: 'Concordancia: [exacta], "de frase".',
    headlines: 'Títulos (máx. 30 caracteres)',
    descriptions: 'Descripciones (máx. 90 caracteres)',
    negatives: 'Palabras clave negativas',
    budget: 'Presupuesto',
    weekly: 'Semanal',
    daily: 'Diario',
    split: 'Reparto semanal orientativo',
    kpis: 'KPI a vigilar',
    next: 'Próximos pasos',
  },
  en: {
    title: 'Campaign strategy',
    summary: 'Summary',
    type: 'Recommended campaign type',
    bidding: 'Bidding strategy',
    groups: 'Ad groups and keywords',
    legend: 'Match types: [exact], "phrase".',
    headlines: 'Headlines (max. 30 characters)',
    descriptions: 'Descriptions (max. 90 characters)',
    negatives: 'Negative keywords',
    budget: 'Budget',
    weekly: 'Weekly',
    daily: 'Daily',
    split: 'Suggested weekly split',
    kpis: 'KPIs to watch',
    next: 'Next steps',
  },
};

/**
 * The strategy as the text the client shows (`response` of POST /campaign/user/{uid}): plain-text
 * headings, "-" bullets and numbered lists, readable as it is and harmless if rendered as Markdown.
 * `language` is the form's language field.
 */
export function renderStrategyText(strategy: Strategy, language: string): string {
  const lang = detectLanguage(language, strategy.summary);
  const h = HEADINGS[lang];
  const usd = (n: number) => `${lang === 'es' ? money(n).replace('.', ',') : money(n)} USD`;
  const keyword = (k: Strategy['adGroups'][number]['keywords'][number]) =>
    k.matchType === 'EXACT' ? `[${k.text}]` : k.matchType === 'PHRASE' ? `"${k.text}"` : k.text;

  const sections: string[][] = [
    [h.title.toUpperCase()],
    [h.summary, strategy.summary],
    [h.type, strategy.recommendedCampaignType],
    [h.bidding, strategy.bidding],
    [h.groups, ...strategy.adGroups.map((g) => `- ${g.name}: ${g.keywords.map(keyword).join(', ')}`), h.legend],
    [h.headlines, ...strategy.headlines.map((t, i) => `${i + 1}. ${t}`)],
    [h.descriptions, ...strategy.descriptions.map((t, i) => `${i + 1}. ${t}`)],
    [h.negatives, strategy.negativeKeywords.join(', ')],
    [
      h.budget,
      `- ${h.weekly}: ${usd(strategy.budget.weekly)}`,
      `- ${h.daily}: ${usd(strategy.budget.daily)}`,
      ...(strategy.budget.split.length
        ? [`${h.split}:`, ...strategy.budget.split.map((s) => `  - ${s.label}: ${usd(s.amount)}`)]
        : []),
    ],
    [h.kpis, ...strategy.kpis.map((k) => `- ${k}`)],
    [h.next, ...strategy.nextSteps.map((s, i) => `${i + 1}. ${s}`)],
  ];
  return sections
    .filter((lines) => lines.length > 1 || lines === sections[0])
    .map((lines) => lines.join('\n'))
    .join('\n\n');
}
