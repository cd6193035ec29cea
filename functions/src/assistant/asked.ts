/**
 * What the user's own question says: copy requests ("write 3 headlines about our
 * financing"), the numbers they give (CPC, budget per day/week/month, conversion rate) and the
 * terms they name. The offline assistant answers with these instead of templates.
 */
import type { Objective } from '../contract/campaign-fields.js';
import { OBJECTIVES } from '../contract/campaign-fields.js';
import { businessName, parseKeywords } from '../copy/text.js';
import { adCopyPlan, businessKind, CALLOUT_MAX, callToAction, type CopyBrief } from '../copy/engine.js';
import type { AssistantBrief } from '../strategy/ai-port.js';
import type { SpanishVariety } from '../copy/variety.js';
import type { Lang } from '../contract/content-language.js';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const amount = (raw: string) => Number(raw.replace(',', '.'));

export interface CopyRequest {
  field: 'headlines' | 'descriptions' | 'callouts';
  count: number;
  /** What the copy should be about ("financing"), folded; '' for anything. */
  focus: string;
}

const WRITE =
  /\b(write|escribe|escribeme|escribi|escribir|escribirme|escribime|escribis|redactar|redacta|redactame|dame|pasame|pásame|give me|giv me|gimme|suggest|sugiere|sugiereme|crea|create|genera|generate|propon|proponme|need|necesito|quiero|want|make|haz|hazme|ideas? (for|de|para))\b/;
const FIELD: [CopyRequest['field'], RegExp][] = [
  ['descriptions', /\b(descriptions?|descripcion(es)?)\b/],
  ['callouts', /\b(callouts?|textos destacados|destacados)\b/],
  // Typed in a hurry: "headlnes", "hedlines", "titlos".
  ['headlines', /\b(headlines?|headl?n?i?n?es|hea?dlines?|titul(o|os|ares)|titlos?|titles?|ad copy|anuncios?|copy|textos?)\b/],
];

/** A request to write ad copy, or undefined when the message asks something else. */
export function copyRequest(message: string): CopyRequest | undefined {
  const text = fold(message);
  const field = FIELD.find(([, re]) => re.test(text))?.[0];
  if (!field || !WRITE.test(text)) return undefined;
  const count = Number(/\b(\d{1,2})\b/.exec(text)?.[1] ?? (field === 'descriptions' ? 2 : field === 'callouts' ? 4 : 5));
  const focus =
    /\b(?:about|on|for|highlighting|sobre|para|de|del|acerca de|con|que destaquen?|destacando)\s+(?:our|my|your|the|nuestra?s?|mis?|tus?|sus?|la|el|los|las|lo)?\s*([\p{L}\d%/-]{3,}(?:\s+(?:(?:de|del|of)\s+)?[\p{L}\d%/-]{3,})?)\s*[?.!]?$/u.exec(
      text,
    )?.[1] ?? '';
  return { field, count: Math.min(15, Math.max(1, count)), focus: /^(ads?|anuncios?|google)$/.test(focus) ? '' : focus };
}

/** The copy brief for a stored campaign (its description when stored, else name and keywords). */
export function briefFor(campaign: AssistantBrief, lang: Lang, variety: SpanishVariety = 'tuteo'): CopyBrief {
  const objective: Objective = (OBJECTIVES as readonly string[]).includes(campaign.objective) ? (campaign.objective as Objective) : 'Leads';
  const description = campaign.description || `${campaign.name}. ${campaign.keywords}`;
  return {
    lang,
    objective,
    description,
    keywords: parseKeywords(campaign.keywords, 10),
    location: campaign.location,
    name: businessName(description) ?? (campaign.name.split(' – ')[0] || undefined),
    variety,
  };
}

/** The engine's copy for the request, lines about the focus first. */
export function writeCopy(
  request: CopyRequest,
  campaign: AssistantBrief,
  lang: Lang,
  variety: SpanishVariety = 'tuteo',
): { lines: string[]; focusFound: boolean } {
  const plan = adCopyPlan(briefFor(campaign, lang, variety));
  // Callouts are selling points: a campaign with confirmed facts claims only its own.
  const never = (campaign.facts?.neverSay ?? []).map(fold).filter(Boolean);
  const factCallouts = campaign.facts?.sellingPoints.filter((p) => p.length <= CALLOUT_MAX && !never.some((w) => fold(p).includes(w)));
  const pool =
    request.field === 'headlines'
      ? [...plan.headlines, ...plan.abTest.headlines]
      : request.field === 'descriptions'
        ? [...plan.descriptions, ...plan.abTest.descriptions]
        : (factCallouts ?? plan.callouts);
  const unique = [...new Set(pool)];
  const stem = request.focus ? fold(request.focus).slice(0, 6) : '';
  const stems = stem ? [stem, ...synonyms(stem)] : [];
  const about = unique.filter((l) => stems.some((s) => fold(l).includes(s)));
  const rest = unique.filter((l) => !about.includes(l));
  return { lines: [...about, ...rest].slice(0, request.count), focusFound: !stem || about.length > 0 };
}

function synonyms(stem: string): string[] {
  const groups = [
    ['financ', 'plazos', 'payment', '0%'],
    ['24/7', '24 h', 'urgen', 'emergen'],
    ['garant', 'warrant', 'guarant'],
    ['envio', 'shipp', 'deliver', 'entrega'],
    ['precio', 'price', 'pricing', 'rate', 'desde', 'from'],
    ['experi', 'years', 'anos', 'since', 'desde'],
    ['sourdo', 'masa madre'],
    ['visit', 'visita', 'consult'],
  ];
  return groups.filter((g) => g.some((w) => stem.startsWith(w.slice(0, 5)) || w.startsWith(stem.slice(0, 5)))).flat();
}

export interface GivenNumbers {
  cpc?: number;
  /** Budget per day, from whatever period the user gave. */
  dailyBudget?: number;
  budgetPeriod?: 'day' | 'week' | 'month';
  budgetAmount?: number;
  /** Conversion rate, 0–1. */
  conversionRate?: number;
}

/** The numbers the user wrote in the question. */
export function givenNumbers(message: string): GivenNumbers {
  const text = fold(message).replace(/(\d),(\d{3})\b/g, '$1$2');
  const out: GivenNumbers = {};
  const n = '(\\d+(?:[.,]\\d+)?)';
  const cur = '\\s*(?:usd|us\\$|\\$|€|eur|euros?|dolares|dollars?|pesos?|bucks?|mxn|ars|aud|cad|nzd|clp|cop|uyu|pen|gbp|brl)?';
  const cpc =
    new RegExp(`(?:cpc|cost per click|coste por clic|costo por clic|precio por clic)[^\\d]{0,25}?\\$?${n}`).exec(text) ??
    new RegExp(`\\$?${n}${cur}\\s*(?:per click|por clic|a click|el clic|cpc)`).exec(text);
  if (cpc) out.cpc = amount(cpc[1]!);
  const budget = new RegExp(`\\$?${n}${cur}\\s*(?:a|per|al|por|each|cada|/)\\s*(?:la\\s+|el\\s+)?(day|dia|week|semana|month|mes)`).exec(
    text,
  );
  if (budget) {
    const value = amount(budget[1]!);
    const period = /day|dia/.test(budget[2]!) ? 'day' : /week|semana/.test(budget[2]!) ? 'week' : 'month';
    out.budgetAmount = value;
    out.budgetPeriod = period;
    out.dailyBudget = period === 'day' ? value : period === 'week' ? value / 7 : value / 30.4;
  }
  const rate =
    /(\d+(?:[.,]\d+)?)\s*%\s*(?:conversion|de conversion|tasa de conversion|conv)/.exec(text) ??
    /(?:conversion rate|tasa de conversion)[^\d]{0,15}(\d+(?:[.,]\d+)?)\s*%/.exec(text);
  if (rate) out.conversionRate = amount(rate[1]!) / 100;
  return out;
}

/** Terms the user named: in quotes, or listed after a colon / "like" / "como". */
export function namedTerms(message: string): string[] {
  const quoted = [...message.matchAll(/["“«']([^"”»']{2,60})["”»']/g)].map((m) => m[1]!.trim().toLowerCase());
  if (quoted.length) return [...new Set(quoted)].slice(0, 10);
  const afterColon = message.includes(':')
    ? message
        .slice(message.lastIndexOf(':') + 1)
        .replace(/[?.!]+\s*$/, '')
        .trim()
    : '';
  const list = afterColon || (/\b(?:like|such as|como|tipo|for|por|para)\b\s+([^?.!]+?)\s*[?.!]*$/i.exec(message)?.[1] ?? '');
  return list.includes(',') || /\b(y|and|or|o)\b/.test(list)
    ? [
        ...new Set(
          list
            .split(/,|\s+(?:y|and|or|o)\s+/)
            .map((t) => t.trim().toLowerCase())
            .filter((t) => t.length >= 2 && t.split(' ').length <= 4),
        ),
      ].slice(0, 10)
    : [];
}

/** The call to action that suits this campaign's business. */
export function ctaFor(campaign: AssistantBrief | undefined, lang: Lang, variety: SpanishVariety = 'tuteo'): string | undefined {
  if (!campaign) return undefined;
  const brief = briefFor(campaign, lang, variety);
  return callToAction(businessKind(`${brief.description} ${brief.keywords.join(' ')}`), brief.objective, lang, variety).headline;
}
