import { cents, parseKeywords, shortLocation } from '../copy/text.js';
import { moneyText } from '../i18n/money.js';
import { readPrice } from '../currency/prices.js';
import { BUNDLED_RATES } from '../contract/currency-rates.js';
import { FOLLOW_UP, fold, intentsAsked, relevantCampaign, understand, UNDERSTOOD_AT, type Intent } from './intents.js';
import {
  billingAnswer,
  budgetAnswer,
  currencyAnswer,
  defineAnswer,
  howToAnswer,
  keywordsAnswer,
  nextStepAnswer,
  performanceAnswer,
  supportAnswer,
  type AnswerContext,
} from './answers.js';
import type { AssistantBrief, ChatInput } from '../strategy/ai-port.js';
import { keywordVariants } from '../copy/keywords.js';
import { placeNames } from '../copy/engine.js';
import { copyRequest, ctaFor, givenNumbers, namedTerms, writeCopy, type CopyRequest, type GivenNumbers } from './asked.js';
import { campaignVariety, type SpanishVariety } from '../copy/variety.js';
import { readerVariety } from '../i18n/reader-variety.js';
import { languageFromField, languageFromText, type Lang } from '../contract/content-language.js';
import { control, valueLabel } from './labels.js';
import { text, variantOf } from '../i18n/messages.js';
import type { ChatSuggestion } from '../contract/api.js';
import type { FACT_GAPS } from '../contract/campaigns.js';
import { groupAsked, linesFromFacts, suggestionOf } from './copy-facts.js';

type FactGap = (typeof FACT_GAPS)[number];

/** The advice topics kept from the first assistant, answered when asked. */
type Topic = 'campaigns' | 'ctr' | 'negatives' | 'conversions' | 'googleAds' | 'greeting';

interface Ctx {
  lang: Lang;
  /** Spanish: voseo when the campaign is for Argentina or Uruguay, tú otherwise (copy/variety.ts). */
  variety: SpanishVariety;
  /** The call to action that suits the campaign's business. */
  cta: string | undefined;
  campaign: AssistantBrief | undefined;
  campaigns: AssistantBrief[];
  /** A campaign's weekly USD budget in its money (the account's, else the owner's or the place's). */
  budget: (campaign: AssistantBrief, weeklyUsd: number) => string;
  /** The money the owner's own figures in the message are in: as written ("2,000 pesos"), else the campaign's. */
  written: { currency: string; rate: number };
}

/** The catalog's text in the reader's language and the campaign's variety (`chat.*`). */
const say = ({ lang, variety }: Ctx) => variantOf(lang, variety);

/** Stored values (status, objective, type): the Spanish reader gets them in Spanish; English shows them as stored. */
const stored = (value: string, lang: Lang) => (lang === 'es' ? valueLabel(value, 'es') : value);

const SECTIONS: Record<Topic, (c: Ctx) => string[]> = {
  campaigns: (c) => {
    const { campaigns, budget, lang } = c;
    const v = say(c);
    return campaigns.length
      ? [
          text('chat.campaigns.have', v, { count: campaigns.length }),
          ...campaigns.slice(0, 5).map((campaign) =>
            text('chat.campaigns.row', v, {
              name: campaign.name,
              status: valueLabel(campaign.status, lang),
              objective: stored(campaign.objective, lang),
              type: stored(campaign.type, lang),
              location: campaign.location,
              budget: campaign.budget === null ? '-' : text('chat.perWeek', v, { amount: budget(campaign, campaign.budget) }),
            }),
          ),
        ]
      : [text('chat.campaigns.none', v, { create: control('createCampaign', lang) })];
  },
  ctr: (c) => {
    const { campaign, cta } = c;
    const v = say(c);
    const quote = (t: string) => text('chat.quote', v, { text: t });
    return [
      text('chat.ctr.intro', v, { on: campaign ? text('chat.ctr.on', v, { name: campaign.name }) : '' }),
      text('chat.ctr.keyword', v, {
        example: campaign ? text('chat.ctr.example', v, { keyword: parseKeywords(campaign.keywords, 1)[0] ?? campaign.name }) : '',
        where: campaign ? ` (${shortLocation(campaign.location)})` : '',
      }),
      text('chat.ctr.all', v, { cta: cta ? quote(cta) : text('chat.ctr.defaultCta', v) }),
      text('chat.ctr.assets', v),
      text('chat.ctr.groups', v),
      ...(campaign?.headlines.length
        ? [text('chat.ctr.current', v, { headlines: campaign.headlines.slice(0, 2).map(quote).join(', ') })]
        : []),
    ];
  },
  negatives: (c) => {
    const v = say(c);
    return [
      text('chat.negatives.intro', v),
      text('chat.negatives.start', v),
      text('chat.negatives.weekly', v, { searchTerms: control('searchTerms', c.lang) }),
      text('chat.negatives.phrase', v),
    ];
  },
  conversions: (c) => {
    const v = say(c);
    return [
      text(c.campaign?.objective === 'Sales' ? 'chat.conversions.introSales' : 'chat.conversions.introLeads', v),
      text('chat.conversions.tracking', v),
      text('chat.conversions.landing', v),
      text('chat.conversions.oneAction', v),
      text('chat.conversions.rate', v),
    ];
  },
  googleAds: (c) => {
    const v = say(c);
    return [
      text('chat.googleAds.publish', v, { create: control('createInGoogleAds', c.lang) }),
      text('chat.googleAds.paused', v),
      text('chat.googleAds.revoke', v),
    ];
  },
  greeting: (c) => {
    const v = say(c);
    const count = c.campaigns.length;
    return [count ? text('chat.greeting.helloKnows', v, { count }) : text('chat.greeting.hello', v), text('chat.greeting.ask', v)];
  },
};

function general(c: Ctx): string[] {
  const { campaign, budget, lang } = c;
  const v = say(c);
  return [
    campaign
      ? text('chat.general.forCampaign', v, {
          name: campaign.name,
          objective: stored(campaign.objective, lang),
          type: stored(campaign.type, lang),
          location: campaign.location,
          budget: campaign.budget ? `, ${text('chat.perWeek', v, { amount: budget(campaign, campaign.budget) })}` : '',
        })
      : text('chat.general.intro', v),
    text('chat.general.keywords', v),
    text('chat.general.ads', v),
    text('chat.general.tracking', v),
    text('chat.general.weekly', v),
    text('chat.general.tell', v),
  ];
}

/**
 * The offline assistant: every question in the message answered for what it asks
 * (`assistant/intents.ts`), in the language the message is written in (else the campaigns'), about
 * the owner's business (profile) and campaigns, with figures only from their data (the campaign,
 * the keyword planner's estimate, the latest cached results). A follow-up without a question of
 * its own ("¿y qué más?") continues the previous question when the plan keeps history.
 */
export function offlineChatReply(input: ChatInput): string {
  return offlineChatAnswer(input).text;
}

export interface OfflineAnswer {
  text: string;
  intents: (Intent | 'copy' | 'unknown')[];
  confidence: number;
  /** Lines for one ad group the chat can add to its ad (copy requests). */
  suggestion?: ChatSuggestion;
}

export function offlineChatAnswer(input: ChatInput): OfflineAnswer {
  const lastQuestion = input.history.at(-1)?.message ?? '';
  const lang: Lang =
    languageFromText(input.message) ??
    languageFromField(input.language) ??
    languageFromField(input.campaigns[0]?.language) ??
    languageFromText(lastQuestion) ??
    'en';
  const campaign = relevantCampaign(input.message, input.campaigns);
  // The campaign's country when one is in question, else the reader's variety (the request's), else tú.
  const variety: SpanishVariety = lang === 'es' && campaign ? campaignVariety(campaign) : (readerVariety() ?? 'tuteo');
  const ctx: Ctx = {
    lang,
    variety,
    cta: ctaFor(campaign, lang, variety),
    campaign,
    campaigns: input.campaigns,
    budget: (brief, weeklyUsd) => {
      const m = brief.money ?? { currency: 'USD', rate: 1 };
      return moneyText(cents(weeklyUsd * m.rate), m.currency, lang);
    },
    written: writtenMoney(input.message, campaign),
  };
  const answers: AnswerContext = { lang, variety, campaign, campaigns: input.campaigns, profile: input.profile };
  const request = copyRequest(input.message);
  if (request) return { ...copyAnswer(request, input.message, ctx), intents: ['copy'], confidence: 1 };
  const read = understand(input.message);
  let asked = read.asked;
  // Only an explicit "and what else?" continues the previous question; anything else not understood
  // is said so, with things to ask instead — never the previous answer again.
  const followUp = FOLLOW_UP.test(
    fold(input.message)
      .replace(/[¿?¡!]/g, '')
      .trim(),
  );
  if (!asked.length && followUp && lastQuestion) asked = intentsAsked(lastQuestion).filter((a) => a.intent !== 'greeting');
  // A request for advice in general ("tips for my business") gets the campaign's general advice.
  if (!asked.length && GENERAL_ADVICE.test(fold(input.message))) return { text: general(ctx).join('\n'), intents: [], confidence: 1 };
  if (!asked.length || (read.confidence < UNDERSTOOD_AT && !followUp)) {
    return { text: notUnderstood(ctx).join('\n'), intents: ['unknown'], confidence: read.confidence };
  }
  // How it is doing already ends with the verdict's next step: not said twice.
  if (campaign?.results && asked.some((a) => a.intent === 'performance')) asked = asked.filter((a) => a.intent !== 'nextStep');
  const numbers = givenNumbers(input.message);
  const terms = namedTerms(input.message);
  // A CPC of their own is worked through first, with the budget they gave (or their campaign's).
  if (numbers.cpc !== undefined) asked = [{ question: input.message, intent: 'figures' }, ...asked];
  const parts = asked.slice(0, 5).map(({ question, intent }) => {
    switch (intent) {
      case 'figures':
        return yourFigures('budget', numbers, [], ctx);
      case 'define':
        return defineAnswer(question, answers);
      case 'budgetEnough':
        return budgetAnswer(question, answers);
      case 'keywordsFor':
        return terms.length ? yourFigures('keywords', numbers, terms, ctx) : keywordsAnswer(answers);
      case 'performance':
        return performanceAnswer(question, answers);
      case 'nextStep':
        return nextStepAnswer(answers);
      case 'currency':
        return currencyAnswer(input.message, answers);
      case 'billing':
        return billingAnswer(answers, !asked.some((a) => a.intent === 'support'));
      case 'howTo':
        return howToAnswer(answers);
      case 'support':
        return supportAnswer(answers);
      case 'negatives': {
        const mine = yourFigures('negatives', numbers, terms, ctx);
        return [...mine, ...SECTIONS.negatives(ctx)];
      }
      default:
        return SECTIONS[intent](ctx);
    }
  });
  const partly = read.confidence < 1 && !followUp ? [[text('understand.partly', say(ctx))]] : [];
  return {
    text: [...parts, ...partly].map((lines) => lines.join('\n')).join('\n\n'),
    intents: asked.map((a) => a.intent),
    confidence: followUp ? 1 : read.confidence,
  };
}

const GENERAL_ADVICE =
  /\b(tips?|advice|something useful|recommendations?|suggestions?|consejos?|recomendaciones|sugerencias|algo util|ayudame con mi (negocio|campana)|help me with my (business|campaign))\b/;

/** An honest "I did not understand", with two or three things the owner can ask that the assistant answers well. */
function notUnderstood(ctx: Ctx): string[] {
  const v = say(ctx);
  const { campaign } = ctx;
  const group = campaign?.groups?.[0]?.name;
  return [
    text('understand.unknown', v),
    ...(campaign
      ? [
          text('understand.option.performance', v, { name: campaign.name }),
          group ? text('understand.option.copy', v, { group }) : text('understand.option.budget', v),
        ]
      : [text('understand.option.start', v)]),
    text('understand.option.define', v),
  ];
}

/**
 * A copy request answered with the copy engine, for the campaign the message names (else the
 * newest). For one of its ad groups (named, or the service it is for) the lines come from the facts
 * the owner confirmed when the campaign has them (assistant/copy-facts.ts), with the group as a
 * suggestion the chat can add to its ad; a service no group is for gets the groups that exist.
 */
function copyAnswer(request: CopyRequest, message: string, ctx: Ctx): { text: string; suggestion?: ChatSuggestion } {
  const { lang } = ctx;
  const v = say(ctx);
  const campaign = ctx.campaign;
  if (!campaign) return { text: text('chat.copy.noCampaign', v, { create: control('createCampaign', lang) }) };
  // The copy is for the campaign's ads, so it is in the campaign's language; the reply around it follows the question.
  const copyLang = languageFromField(campaign.language) ?? lang;
  const copyVariety: SpanishVariety = copyLang === 'es' ? campaignVariety(campaign) : 'tuteo';
  const groups = campaign.groups ?? [];
  const forGroup = request.field !== 'callouts';
  const named = forGroup ? groupAsked(message, campaign) : undefined;
  // "Write 3 headlines" for a campaign of one group is for that group.
  const group = named ?? (forGroup && groups.length === 1 && !request.focus ? groups[0] : undefined);
  const field = request.field === 'descriptions' ? 'descriptions' : 'headlines';
  if (group && campaign.facts) {
    const made = linesFromFacts({ request, campaign, facts: campaign.facts, group, lang: copyLang, variety: copyVariety });
    if (!made.lines.length) {
      return { text: text('understand.copy.noneLeft', v, { group: group.name, field: text(`understand.copy.field.${field}`, v) }) };
    }
    const room = made.max - made.current;
    return {
      // Blocks apart, so the notes after the list are not read as part of its last item (Markdown).
      text: [
        text(`understand.copy.fromFacts.${field}`, v, { group: group.name, name: campaign.name }),
        made.lines.map((l, i) => `${i + 1}. ${l}`).join('\n'),
        ...(made.lines.length < request.count
          ? [
              text('understand.copy.short', v, {
                count: made.lines.length,
                gaps:
                  made.missing.map((g) => text(`understand.copy.gap.${g as FactGap}`, v)).join(', ') || text('understand.copy.gap.any', v),
              }),
            ]
          : []),
        room <= 0
          ? text('understand.copy.full', v, { group: group.name, max: made.max, field: text(`understand.copy.field.${field}`, v) })
          : text('understand.copy.addButton', v, { button: control('addToGroup', lang), group: group.name }),
      ].join('\n\n'),
      ...withSuggestion(suggestionOf(campaign, group, request.field, made.lines)),
    };
  }
  if (!group && campaign.facts && groups.length > 1 && forGroup) {
    return {
      text: [
        request.focus
          ? text('understand.copy.noGroup', v, { focus: request.focus, name: campaign.name })
          : text('understand.copy.whichGroup', v, { name: campaign.name }),
        groups
          .slice(0, 10)
          .map((g) => `- ${g.name}`)
          .join('\n'),
        text('understand.copy.example', v, { group: groups[0]!.name }),
      ].join('\n\n'),
    };
  }
  if (group && field === 'headlines') {
    const focused = { ...request, focus: request.focus || fold(group.name) };
    const { lines } = writeCopy(focused, campaign, copyLang, copyVariety);
    return {
      text: [
        text('understand.copy.forGroup', v, { group: group.name, name: campaign.name }),
        lines.map((l, i) => `${i + 1}. ${l}`).join('\n'),
        text('understand.copy.addButton', v, { button: control('addToGroup', lang), group: group.name }),
      ].join('\n\n'),
      ...withSuggestion(suggestionOf(campaign, group, request.field, lines)),
    };
  }
  const { lines, focusFound } = writeCopy(request, campaign, copyLang, copyVariety);
  return {
    text: [
      text(`chat.copy.intro.${request.field}`, v, { name: campaign.name }),
      ...lines.map((l, i) => `${i + 1}. ${l}`),
      ...(focusFound ? [] : [text('chat.copy.focusMissing', v, { focus: request.focus })]),
      text('chat.copy.rules', v),
    ].join('\n'),
  };
}

/** The money the owner's figures are written in: a code or word they wrote ("pesos", "AUD"), else the campaign's. */
function writtenMoney(message: string, campaign: AssistantBrief | undefined): Ctx['written'] {
  const own = campaign?.money ?? { currency: 'USD', rate: 1 };
  const said = readPrice(message, own.countryCode)?.currency;
  const rate = said && said !== own.currency ? BUNDLED_RATES.rates[said] : undefined;
  return said && rate ? { currency: said, rate } : { currency: own.currency, rate: own.rate };
}

const withSuggestion = (suggestion: ChatSuggestion | undefined) => (suggestion ? { suggestion } : {});

/** The user's own numbers and terms, worked through, before the section's general advice. */
function yourFigures(topic: string, n: GivenNumbers, terms: string[], ctx: Ctx): string[] {
  const { written } = ctx;
  const usd = (amount: number) => moneyText(amount, written.currency, ctx.lang);
  const v = say(ctx);
  if ((topic === 'budget' || topic === 'cpc') && (n.dailyBudget !== undefined || n.cpc !== undefined)) {
    const daily = n.dailyBudget ?? (ctx.campaign?.budget ? (ctx.campaign.budget * written.rate) / 7 : undefined);
    const lines: string[] = [];
    if (daily !== undefined && n.dailyBudget !== undefined) {
      lines.push(
        text('chat.figures.perPeriod', v, {
          daily: usd(cents(daily)),
          weekly: usd(cents(daily * 7)),
          monthly: usd(cents(daily * 30.4)),
        }),
      );
    }
    if (daily !== undefined && n.cpc) {
      const clicks = Math.floor(daily / n.cpc);
      const conv = n.conversionRate !== undefined ? Math.round(clicks * 30.4 * n.conversionRate * 10) / 10 : undefined;
      lines.push(
        text('chat.figures.clicks', v, {
          cpc: usd(n.cpc),
          daily: usd(cents(daily)),
          clicks,
          monthly: Math.round(clicks * 30.4),
          conversions:
            conv === undefined
              ? ''
              : text('chat.figures.conversions', v, {
                  rate: Math.round(n.conversionRate! * 1000) / 10,
                  count: conv,
                  each: usd(cents((daily * 30.4) / Math.max(conv, 0.1))),
                }),
        }),
      );
      if (clicks < 10) lines.push(text('chat.figures.fewClicks', v, { budget: usd(cents(n.cpc * 10)) }));
    } else if (n.cpc && daily === undefined) {
      lines.push(text('chat.figures.tenClicks', v, { cpc: usd(n.cpc), cost: usd(cents(n.cpc * 10)) }));
    }
    return lines;
  }
  if (topic === 'negatives' && terms.length) {
    return [text('chat.figures.negatives', v, { terms: terms.map((t) => `"${t}"`).join(', '), term: terms[0]! })];
  }
  if (topic === 'keywords' && terms.length) {
    const place = placeNames(ctx.campaign?.location ?? '')[0] ?? '';
    const objective =
      ctx.campaign?.objective === 'Sales' || ctx.campaign?.objective === 'Website traffic' ? ctx.campaign.objective : 'Leads';
    return [
      text('chat.figures.keywords', v),
      ...terms.map(
        (t) =>
          `- [${t}], ${keywordVariants(t, place, ctx.lang, objective)
            .map((v) => `"${v}"`)
            .join(', ')}`,
      ),
    ];
  }
  return [];
}
