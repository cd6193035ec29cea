import type { BillingPeriod, PaidPlan } from '@contract/plans';

/** One card on the Pricing screen (SPEC §2, §9). Prices in USD. */
export interface PriceCard {
  plan: PaidPlan;
  period: BillingPeriod;
  title: string;
  price: string;
  per: string;
  billing: string;
  cta: string;
  /** The annual card's ribbon. */
  ribbon?: string;
}

export interface PlanOffer {
  plan: PaidPlan;
  anchor: 'trial' | 'pro' | 'premium';
  name: string;
  tagline: string;
  badge?: string;
  features: string[];
  cards: PriceCard[];
}

export const PLAN_OFFERS: PlanOffer[] = [
  {
    plan: 'TRIAL',
    anchor: 'trial',
    name: 'Trial',
    tagline: 'Try it for a week before you decide.',
    features: ['1 guided campaign', 'Up to 3 AI queries', 'No chat history', 'No support'],
    cards: [
      {
        plan: 'TRIAL',
        period: 'monthly',
        title: '7-day free trial',
        price: '$0',
        per: 'for 7 days',
        billing: 'Then $20/mo unless cancelled.',
        cta: 'Start free trial',
      },
    ],
  },
  {
    plan: 'PRO',
    anchor: 'pro',
    name: 'Pro',
    tagline: 'For owners running campaigns every month.',
    badge: 'Most popular',
    features: ['Up to 5 guided campaigns/month', '20 AI queries/month', 'Chat history up to 20 queries/month', 'Standard support'],
    cards: [
      { plan: 'PRO', period: 'monthly', title: 'Monthly', price: '$20', per: '/mo', billing: 'Billed monthly.', cta: 'Choose Pro monthly' },
      {
        plan: 'PRO',
        period: 'annual',
        title: 'Save with annual',
        price: '$16',
        per: '/mo',
        billing: 'Billed $192 per year — save 20%.',
        cta: 'Choose Pro annual',
        ribbon: 'Best value',
      },
    ],
  },
  {
    plan: 'PREMIUM',
    anchor: 'premium',
    name: 'Premium',
    tagline: 'Everything, including creating campaigns in Google Ads.',
    features: ['Unlimited campaigns and AI queries', 'Chat history up to 100 queries/month', 'Create campaigns in Google Ads', 'Priority support'],
    cards: [
      { plan: 'PREMIUM', period: 'monthly', title: 'Monthly', price: '$50', per: '/mo', billing: 'Billed monthly.', cta: 'Choose Premium monthly' },
      {
        plan: 'PREMIUM',
        period: 'annual',
        title: 'Save with annual',
        price: '$40',
        per: '/mo',
        billing: 'Billed $480 per year — save 20%.',
        cta: 'Choose Premium annual',
        ribbon: 'Best value',
      },
    ],
  },
];
