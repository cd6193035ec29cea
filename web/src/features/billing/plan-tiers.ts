import { normalizePlan, PRICE_DETAILS, type Plan } from '@contract/plans';
import type { MessageId } from '@/lib/i18n';
import type { Message } from './pricing-catalog';

export { TIER_NAMES } from './pricing-catalog';

/** The tier a status answer describes (docs/product.md P6.1); anything unreadable is BASIC. */
export function tierOf(status: { plan?: unknown; status?: unknown } | undefined | null): Plan {
  return normalizePlan(status?.plan, status?.status);
}

/** What My Plan says about each tier (docs/product.md P7.4, P6.3). */
export const TIER_CONTENT: Record<Plan, { headline: MessageId; subtitle: Message; features: MessageId[]; upgradeLabel: MessageId | null }> =
  {
    BASIC: {
      headline: 'billing.plan.basic.headline',
      subtitle: { id: 'billing.plan.basic.subtitle' },
      features: ['billing.plan.feature.builder', 'billing.plan.feature.basicKeywords', 'billing.plan.feature.copyTemplates'],
      upgradeLabel: 'billing.plan.basic.upgrade',
    },
    TRIAL: {
      headline: 'billing.plan.trial.headline',
      subtitle: { id: 'billing.plan.trial.subtitle', values: { days: PRICE_DETAILS['TRIAL:monthly'].trialDays ?? 7 } },
      features: ['billing.plan.feature.limited', 'billing.plan.feature.priority'],
      upgradeLabel: 'billing.plan.trial.upgrade',
    },
    PRO: {
      headline: 'billing.plan.pro.headline',
      subtitle: { id: 'billing.plan.pro.subtitle' },
      features: [
        'billing.plan.feature.everythingFree',
        'billing.plan.feature.advancedKeywords',
        'billing.plan.feature.abTesting',
        'billing.plan.feature.priority',
      ],
      upgradeLabel: 'billing.plan.pro.upgrade',
    },
    PREMIUM: {
      headline: 'billing.plan.premium.headline',
      subtitle: { id: 'billing.plan.premium.subtitle' },
      features: [
        'billing.plan.feature.everythingPro',
        'billing.plan.feature.analytics',
        'billing.plan.feature.export',
        'billing.plan.feature.customModel',
        'billing.plan.feature.accountManager',
      ],
      upgradeLabel: null,
    },
  };

/** A period end (seconds since the epoch) as epoch milliseconds, or null when there is none. */
export function periodEndMs(seconds: number | null | undefined): number | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return seconds * 1000;
}
