import { PLAN_LIMITS, PRICE_DETAILS, type BillingPeriod, type PaidPlan, type Plan, type PriceKey } from '@contract/plans';
import type { I18n, MessageId, MessageValues } from '@/lib/i18n';

/** A message and the values it needs, translated where it is shown. */
export interface Message {
  id: MessageId;
  values?: MessageValues;
}

/** One card on the Pricing screen (docs/product.md P7.2, P7.1). Amounts come from PRICE_DETAILS, in USD. */
export interface PriceCard {
  plan: PaidPlan;
  period: BillingPeriod;
  key: PriceKey;
  title: Message;
  cta: MessageId;
  /** The annual card: 'Best value' ribbon and the primary button. */
  featured: boolean;
}

export interface PlanFeature {
  message: Message;
  /** Worded as what the plan lacks ('No chat history'): shown without the tick. */
  limitation?: boolean;
}

export interface PlanOffer {
  plan: PaidPlan;
  anchor: 'trial' | 'pro' | 'premium';
  badge?: MessageId;
  tagline: MessageId;
  features: PlanFeature[];
  cards: PriceCard[];
}

/** The name a reader sees for each tier (BASIC is "Free"). */
export const TIER_NAMES: Record<Plan, MessageId> = {
  BASIC: 'billing.tier.free',
  TRIAL: 'billing.tier.trial',
  PRO: 'billing.tier.pro',
  PREMIUM: 'billing.tier.premium',
};

const trialDays = PRICE_DETAILS['TRIAL:monthly'].trialDays ?? 7;
const limits = PLAN_LIMITS;

export const PLAN_OFFERS: PlanOffer[] = [
  {
    plan: 'TRIAL',
    anchor: 'trial',
    tagline: 'billing.offer.trial.tagline',
    features: [
      { message: { id: 'billing.feature.campaigns', values: { count: limits.TRIAL.campaigns } } },
      { message: { id: 'billing.feature.aiQueriesUpTo', values: { count: limits.TRIAL.aiQueries } } },
      { message: { id: 'billing.feature.noChatHistory' }, limitation: true },
      { message: { id: 'billing.feature.noSupport' }, limitation: true },
      { message: { id: 'billing.feature.assistantAnyHour' } },
    ],
    cards: [
      {
        plan: 'TRIAL',
        period: 'monthly',
        key: 'TRIAL:monthly',
        title: { id: 'billing.card.trialTitle', values: { days: trialDays } },
        cta: 'billing.cta.trial',
        featured: false,
      },
    ],
  },
  {
    plan: 'PRO',
    anchor: 'pro',
    tagline: 'billing.offer.pro.tagline',
    badge: 'billing.offer.popular',
    features: [
      { message: { id: 'billing.feature.campaignsPerMonth', values: { count: limits.PRO.campaigns } } },
      { message: { id: 'billing.feature.aiQueriesPerMonth', values: { count: limits.PRO.aiQueries } } },
      { message: { id: 'billing.feature.chatHistory', values: { count: limits.PRO.memory } } },
      { message: { id: 'billing.feature.standardSupport' } },
      { message: { id: 'billing.feature.standardSupportReply' } },
    ],
    cards: [
      {
        plan: 'PRO',
        period: 'monthly',
        key: 'PRO:monthly',
        title: { id: 'billing.card.monthly' },
        cta: 'billing.cta.proMonthly',
        featured: false,
      },
      {
        plan: 'PRO',
        period: 'annual',
        key: 'PRO:annual',
        title: { id: 'billing.card.annual' },
        cta: 'billing.cta.proAnnual',
        featured: true,
      },
    ],
  },
  {
    plan: 'PREMIUM',
    anchor: 'premium',
    tagline: 'billing.offer.premium.tagline',
    features: [
      { message: { id: 'billing.feature.unlimited' } },
      { message: { id: 'billing.feature.chatHistory', values: { count: limits.PREMIUM.memory } } },
      { message: { id: 'billing.feature.googleAds' } },
      { message: { id: 'billing.feature.prioritySupport' } },
      { message: { id: 'billing.feature.prioritySupportReply' } },
    ],
    cards: [
      {
        plan: 'PREMIUM',
        period: 'monthly',
        key: 'PREMIUM:monthly',
        title: { id: 'billing.card.monthly' },
        cta: 'billing.cta.premiumMonthly',
        featured: false,
      },
      {
        plan: 'PREMIUM',
        period: 'annual',
        key: 'PREMIUM:annual',
        title: { id: 'billing.card.annual' },
        cta: 'billing.cta.premiumAnnual',
        featured: true,
      },
    ],
  },
];

/** A USD price as the SPEC writes it: whole dollars without cents ("$20"), cents when there are some. */
export function usd(i18n: Pick<I18n, 'money'>, amount: number): string {
  return i18n.money(amount, 'USD', Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 });
}

/** What a card shows for its price: the amount, its period ("/mo") and how it is billed. */
export function describePrice(
  i18n: Pick<I18n, 't' | 'money' | 'percent'>,
  key: PriceKey,
): { amount: string; per: string; billing: string } {
  const price = PRICE_DETAILS[key];
  const perMonth = i18n.t('billing.card.perMonth');
  if (price.trialDays) {
    return {
      amount: usd(i18n, 0),
      per: i18n.t('billing.card.forDays', { days: price.trialDays }),
      billing: i18n.t('billing.card.trialThen', { amount: usd(i18n, price.amount) }),
    };
  }
  if (price.interval === 'year') {
    const monthly = PRICE_DETAILS[`${price.plan}:monthly` as PriceKey];
    const savings = monthly ? 1 - price.amount / (monthly.amount * 12) : 0;
    return {
      amount: usd(i18n, Math.round((price.amount / 12) * 100) / 100),
      per: perMonth,
      billing: i18n.t('billing.card.billedAnnually', { amount: usd(i18n, price.amount), savings: i18n.percent(savings, 0) }),
    };
  }
  return { amount: usd(i18n, price.amount), per: perMonth, billing: i18n.t('billing.card.billedMonthly') };
}
