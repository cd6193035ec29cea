/**
 * The offline assistant's answers to the beginner's questions, each for the
 * question asked, in the message's language, about the owner's business and campaigns: what a term
 * means (one plain sentence, then what it means for their campaign), whether a budget is enough
 * (the keyword planner's estimate, never an invented figure), which keywords to use, how the
 * campaign is doing (the results' verdict: a level, three numbers in the account's currency, one
 * next step), what to do next, currency and billing, how to use Pautia. Pure: no I/O.
 */
import type { Objective } from '../contract/campaign-fields.js';
import { OBJECTIVES } from '../contract/campaign-fields.js';
import type { Lang } from '../contract/content-language.js';
import type { VerdictFigure } from '../contract/results.js';
import { keywordVariants } from '../copy/keywords.js';
import { businessName, parseKeywords, shortLocation } from '../copy/text.js';
import { placeNames } from '../copy/engine.js';
import type { SpanishVariety } from '../copy/variety.js';
import { text as catalogText, variantOf } from '../i18n/messages.js';
import { moneyText, numberText, percentText } from '../i18n/money.js';
import type { BusinessProfile } from '../contract/business-profile.js';
import type { AssistantBrief } from '../strategy/ai-port.js';
import { givenNumbers } from './asked.js';
import { readPrice } from '../currency/prices.js';
import { BUNDLED_RATES } from '../contract/currency-rates.js';
import { fold, termsAsked, type Term } from './intents.js';
import { control, valueLabel } from './labels.js';

export interface AnswerContext {
  lang: Lang;
  /** Spanish answers follow the campaign's country (copy/variety.ts). */
  variety: SpanishVariety;
  campaign: AssistantBrief | undefined;
  campaigns: AssistantBrief[];
  profile: BusinessProfile | undefined;
}

const quote = (lang: Lang, text: string) => catalogText('chat.quote', variantOf(lang), { text });
const usd = (n: number, lang: Lang) => moneyText(n, 'USD', lang);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The business's name: the profile's, else the one in the campaign's description, else the campaign's name. */
export function businessOf(ctx: AnswerContext): string | undefined {
  const fromProfile = ctx.profile?.businessName?.trim();
  if (fromProfile) return fromProfile;
  const c = ctx.campaign;
  if (!c) return undefined;
  return (c.description && businessName(c.description)) || c.name.split(' – ')[0] || c.name;
}

/** "«Panadería La Espiga» in Córdoba" / "«Panadería La Espiga» en Córdoba". */
function who(ctx: AnswerContext): string {
  const name = businessOf(ctx);
  const place = placeOf(ctx);
  if (!name) return '';
  return place ? catalogText('copy.inPlace', variantOf(ctx.lang), { what: quote(ctx.lang, name), place }) : quote(ctx.lang, name);
}

function placeOf(ctx: AnswerContext): string {
  if (ctx.campaign?.location) return shortLocation(ctx.campaign.location);
  return ctx.profile?.places[0] ?? '';
}

/* ---------------------------------------------------------------- what a term means */

/** The catalog's words in the answer's language and variety. */
const say = (ctx: Pick<AnswerContext, 'lang' | 'variety'>) => variantOf(ctx.lang, ctx.variety);

/** One plain sentence, then what it means for their campaign (from their data only). */
export function defineAnswer(question: string, ctx: AnswerContext): string[] {
  const { campaign } = ctx;
  const out: string[] = [];
  for (const term of termsAsked(question)) {
    out.push(catalogText(`assistant.define.${term}`, say(ctx)));
    const forThem = forTheirCampaign(term, ctx);
    if (forThem) out.push(forThem);
  }
  if (!campaign && out.length) {
    out.push(catalogText('assistant.define.firstCampaign', say(ctx)));
  }
  return out;
}

function forTheirCampaign(term: Term, ctx: AnswerContext): string | undefined {
  const { lang, campaign } = ctx;
  if (!campaign) return undefined;
  const v = say(ctx);
  const name = quote(lang, campaign.name);
  const figures = campaign.results;
  const keywords = parseKeywords(campaign.keywords, 3);
  switch (term) {
    case 'cpc': {
      const m = campaign.market;
      if (m)
        return catalogText('assistant.forThem.cpcEstimate', v, {
          who: who(ctx),
          source: sourceText(m.source, lang),
          cpc: usd(m.averageCpc, lang),
        });
      if (figures && figures.totals.clicks > 0) {
        const cpc = round2(figures.totals.cost / figures.totals.clicks);
        return catalogText('assistant.forThem.cpcPaid', v, { name, cpc: moneyText(cpc, figures.currency, lang), days: figures.rangeDays });
      }
      return catalogText('assistant.forThem.cpcStrategy', v, { name });
    }
    case 'ctr': {
      if (figures && figures.totals.impressions > 0) {
        const ctr = figures.totals.clicks / figures.totals.impressions;
        return catalogText('assistant.forThem.ctr', v, { name, ctr: percentText(ctr, lang), days: figures.rangeDays });
      }
      return catalogText('assistant.forThem.ctrLater', v, { name });
    }
    case 'conversion':
    case 'cpa': {
      if (figures) {
        const n = figures.totals.conversions;
        return catalogText(n === 1 ? 'assistant.forThem.conversionsOne' : 'assistant.forThem.conversionsMany', v, {
          name,
          count: numberText(n, lang),
          days: figures.rangeDays,
          each:
            n > 0
              ? catalogText('assistant.forThem.each', v, { cost: moneyText(round2(figures.totals.cost / n), figures.currency, lang) })
              : '',
        });
      }
      return catalogText('assistant.forThem.conversion', v, { who: who(ctx), action: objectiveAction(campaign, lang) });
    }
    case 'keyword':
    case 'matchType':
      return keywords.length
        ? catalogText('assistant.forThem.keywords', v, { name, keywords: keywords.map((k) => `"${k}"`).join(', ') })
        : undefined;
    case 'negative':
      return catalogText('assistant.forThem.negative', v, { who: who(ctx), name });
    case 'impressions':
    case 'impressionShare':
      return figures
        ? catalogText('assistant.forThem.impressions', v, { name, days: figures.rangeDays })
        : catalogText('assistant.forThem.impressionsLater', v, { name });
    case 'landingPage':
      return catalogText('assistant.forThem.landingPage', v, { who: who(ctx), action: objectiveAction(campaign, lang) });
    case 'qualityScore': {
      const headline = campaign.headlines[0];
      const example = headline ? catalogText('assistant.forThem.example', v, { headline: quote(lang, headline) }) : '';
      return catalogText('assistant.forThem.qualityScore', v, { name, example });
    }
    case 'bid': {
      const m = campaign.market;
      if (m)
        return catalogText('assistant.forThem.bidEstimate', v, {
          who: who(ctx),
          source: sourceText(m.source, lang),
          cpc: usd(m.averageCpc, lang),
        });
      return catalogText('assistant.forThem.bidStrategy', v, { name });
    }
    case 'adGroup':
      return catalogText('assistant.forThem.adGroup', v, { name });
    case 'roas':
      return catalogText('assistant.forThem.roas', v, { who: who(ctx) });
  }
}

function objectiveAction(campaign: AssistantBrief, lang: Lang): string {
  const objective = campaign.objective as Objective;
  const key = objective === 'Sales' ? 'sale' : objective === 'Website traffic' ? 'visit' : 'contact';
  return catalogText(`assistant.objectiveAction.${key}`, variantOf(lang));
}

function sourceText(source: 'google' | 'estimate' | 'sample', lang: Lang): string {
  return catalogText(`assistant.source.${source}`, variantOf(lang));
}

/* ---------------------------------------------------------------- is my budget enough */

/** Clicks a day that let a small campaign learn within a couple of weeks. */
export const ENOUGH_CLICKS_A_DAY = 10;

export function budgetAnswer(question: string, ctx: AnswerContext): string[] {
  const { lang, campaign } = ctx;
  const v = say(ctx);
  const given = givenNumbers(question);
  if (!campaign) return [catalogText('assistant.budget.noCampaign', v, { create: control('createCampaign', lang) })];
  // Amounts in the owner's money (the account's, else the place's); the planner's CPCs are in US dollars.
  const money = campaign.money ?? { currency: 'USD', rate: 1 };
  const shown = (usdAmount: number) => moneyText(round2(usdAmount * money.rate), money.currency, lang);
  // An amount the owner wrote is in the money they wrote it in ("2,000 pesos", "150 bucks"), else in theirs.
  const writtenIn = given.dailyBudget !== undefined ? (readPrice(question, money.countryCode)?.currency ?? money.currency) : money.currency;
  const writtenRate = writtenIn === money.currency ? money.rate : (BUNDLED_RATES.rates[writtenIn] ?? money.rate);
  const asked = given.dailyBudget !== undefined ? (given.dailyBudget * 7) / writtenRate : undefined;
  const weekly = asked ?? campaign.budget ?? undefined;
  const m = campaign.market;
  if (!m || weekly === undefined) {
    return [
      catalogText('assistant.budget.noEstimate', v, {
        who: who(ctx),
        step: control('budgetStep', lang),
        forecast: control('forecastClicks', lang),
      }),
    ];
  }
  const weeklyClicks = Math.floor(weekly / m.averageCpc);
  const daily = Math.floor(weeklyClicks / 7);
  const level = daily >= ENOUGH_CLICKS_A_DAY ? 'enough' : daily >= 3 ? 'tight' : 'short';
  const needed = round2(m.averageCpc * ENOUGH_CLICKS_A_DAY * 7);
  // The owner's own weekly figure as they wrote it, when it is in their money.
  const weeklyText =
    asked !== undefined && writtenIn === money.currency && given.budgetPeriod === 'week' && given.budgetAmount !== undefined
      ? moneyText(given.budgetAmount, money.currency, lang)
      : shown(weekly);
  return [
    catalogText(`assistant.budget.verdict.${level}`, v, { who: who(ctx), weekly: weeklyText }),
    catalogText('assistant.budget.estimate', v, {
      source: capital(sourceText(m.source, lang)),
      cpc: shown(m.averageCpc),
      weeklyClicks,
      daily,
    }),
    level === 'enough'
      ? catalogText('assistant.budget.letItLearn', v)
      : catalogText('assistant.budget.needed', v, { clicks: ENOUGH_CLICKS_A_DAY, weekly: shown(needed) }),
  ];
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/* ---------------------------------------------------------------- which keywords */

export function keywordsAnswer(ctx: AnswerContext): string[] {
  const { lang, campaign } = ctx;
  const v = say(ctx);
  if (!campaign) return [catalogText('assistant.keywords.noCampaign', v, { create: control('createCampaign', lang) })];
  const list = parseKeywords(campaign.keywords, 4);
  const place = placeNames(campaign.location)[0] ?? '';
  const objective: Objective = (OBJECTIVES as readonly string[]).includes(campaign.objective) ? (campaign.objective as Objective) : 'Leads';
  const variants = list.slice(0, 3).map(
    (k) =>
      `- ${keywordVariants(k, place, lang, objective)
        .slice(0, 4)
        .map((x) => `"${x}"`)
        .join(', ')}`,
  );
  return [
    catalogText('assistant.keywords.intro', v, { who: who(ctx) }),
    ...(variants.length ? variants : [`- "${campaign.name.toLowerCase()}"`]),
    catalogText('assistant.keywords.use', v),
  ];
}

/* ---------------------------------------------------------------- how is it doing */

function figureText(f: VerdictFigure, currency: string, lang: Lang): string {
  const label = catalogText(`assistant.figure.${f.key}`, variantOf(lang));
  if (f.value === null) return `${label}: –`;
  const value =
    f.key === 'COST' || f.key === 'COST_PER_RESULT'
      ? moneyText(f.value, currency, lang)
      : f.key === 'CTR' || f.key === 'CONVERSION_RATE'
        ? percentText(f.value, lang)
        : numberText(f.value, lang);
  return `${label}: ${value}`;
}

export function performanceAnswer(question: string, ctx: AnswerContext): string[] {
  const { lang, campaign, campaigns } = ctx;
  const v = say(ctx);
  if (!campaign) return [catalogText('assistant.performance.noCampaign', v, { create: control('createCampaign', lang) })];
  const name = quote(lang, campaign.name);
  const figures = campaign.results;
  if (figures) {
    const verdict = figures.verdict[lang];
    const asksCount = /cuant|how many/.test(fold(question));
    const n = figures.totals.conversions;
    return [
      `${name}: ${verdict.title}.`,
      ...(asksCount
        ? [
            catalogText(n === 1 ? 'assistant.performance.countOne' : 'assistant.performance.countMany', v, {
              days: figures.rangeDays,
              count: numberText(n, lang),
            }),
          ]
        : []),
      catalogText('assistant.performance.verdict', v, {
        level: catalogText(`assistant.level.${verdict.level}`, variantOf(lang)),
        figures: verdict.figures.map((f) => figureText(f, figures.currency, lang)).join(' · '),
      }),
      catalogText('assistant.performance.nextStep', v, { step: verdict.nextStep }),
    ];
  }
  // Figures kept only as text (no verdict behind them): shown in the reply's language, never the other's.
  const text = lang === 'es' ? campaign.latestResultsEs : campaign.latestResults;
  if (text) return [catalogText('assistant.performance.latest', v, { name }), text, catalogText('assistant.performance.seePage', v)];
  if (campaign.inGoogleAds) return [catalogText('assistant.performance.notRead', v, { name })];
  const other = campaigns.find((c) => c !== campaign && c.results);
  return [
    catalogText('assistant.performance.notInAds', v, { name, status: valueLabel(campaign.status, lang) }),
    ...(other ? [catalogText('assistant.performance.otherHas', v, { name: quote(lang, other.name) })] : []),
    catalogText('assistant.performance.createIt', v),
  ];
}

/* ---------------------------------------------------------------- what next */

export function nextStepAnswer(ctx: AnswerContext): string[] {
  const { lang, campaign } = ctx;
  const v = say(ctx);
  if (!campaign) return [catalogText('assistant.nextStep.noCampaign', v, { create: control('createCampaign', lang) })];
  const name = quote(lang, campaign.name);
  if (campaign.results) {
    const verdict = campaign.results.verdict[lang];
    return [
      catalogText('assistant.nextStep.verdict', v, {
        name,
        level: catalogText(`assistant.level.${verdict.level}`, variantOf(lang)),
        step: verdict.nextStep,
      }),
    ];
  }
  if (campaign.inGoogleAds) return [catalogText('assistant.nextStep.inGoogleAds', v, { name })];
  if (campaign.status === 'Draft' || !campaign.headlines.length) return [catalogText('assistant.nextStep.draft', v, { name })];
  return [catalogText('assistant.nextStep.ready', v, { name })];
}

/* ---------------------------------------------------------------- currency, billing, how to */

const CURRENCY_NAMES: [RegExp, string][] = [
  [/\bpounds?\b|\blibras?\b|\bgbp\b/, 'GBP'],
  [/\beuros?\b|\beur\b/, 'EUR'],
  [/\bmxn\b|pesos mexicanos/, 'MXN'],
  [/\bars\b|pesos argentinos/, 'ARS'],
  [/\bclp\b|pesos chilenos/, 'CLP'],
  [/\bcop\b|pesos colombianos/, 'COP'],
];

export function currencyAnswer(message: string, ctx: AnswerContext): string[] {
  const v = say(ctx);
  const text = fold(message);
  const named = CURRENCY_NAMES.find(([re]) => re.test(text))?.[1];
  const account = ctx.campaigns.find((c) => c.results)?.results?.currency;
  // "I pay in pounds. Is that a problem?": the yes-or-no first.
  const worried = /problem|issue|inconveniente|se puede|can i (pay|use)|puedo (pagar|usar)/.test(text);
  const first = catalogText('assistant.currency.usd', v);
  return [
    worried ? catalogText('assistant.currency.notAProblem', v, { first }) : first,
    catalogText('assistant.currency.googleBills', v, {
      example: named ? catalogText('assistant.currency.example', v, { code: named }) : '',
    }),
    catalogText('assistant.currency.converted', v, {
      results: account ? catalogText('assistant.currency.resultsIn', v, { code: account }) : '',
    }),
  ];
}

/** `offerPerson`: false when the same message already asks for a person (answered on its own). */
export function billingAnswer(ctx: AnswerContext, offerPerson = true): string[] {
  const { lang } = ctx;
  const v = say(ctx);
  return [
    catalogText('assistant.billing.stripe', v, { plan: control('myPlan', lang), manage: control('manageBilling', lang) }),
    catalogText('assistant.billing.clicks', v),
    // A person, for what the answer cannot settle (a charge that looks wrong).
    ...(offerPerson ? [catalogText('assistant.billing.person', v, { talk: control('talkToPerson', lang) })] : []),
  ];
}

export function howToAnswer(ctx: AnswerContext): string[] {
  const { lang } = ctx;
  const v = say(ctx);
  const name = businessOf(ctx);
  return [
    name ? catalogText('assistant.howTo.introFor', v, { name: quote(lang, name) }) : catalogText('assistant.howTo.intro', v),
    catalogText('assistant.howTo.create', v, { create: control('createCampaign', lang) }),
    catalogText('assistant.howTo.review', v),
    catalogText('assistant.howTo.publish', v),
    catalogText('assistant.howTo.ask', v),
  ];
}

/** Reaching a person: the support request, with the conversation and the campaign attached. */
export function supportAnswer(ctx: AnswerContext): string[] {
  const { lang } = ctx;
  const v = say(ctx);
  const name = businessOf(ctx);
  return [
    catalogText('assistant.support.how', v, {
      about: name ? catalogText('assistant.support.about', v, { name: quote(lang, name) }) : '',
      link: control('talkToPerson', lang),
    }),
    catalogText('assistant.support.follow', v),
    catalogText('assistant.support.meanwhile', v),
  ];
}
