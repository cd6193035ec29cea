import type { CampaignType, Objective } from '@contract/campaign-fields';
import type { GoogleAdsProblem } from '@contract/campaign-fields';
import type { I18n, MessageId } from '@/lib/i18n';
import type { ListEntry } from '../api/get-campaigns';
import { CAMPAIGN_TYPE_LABELS, OBJECTIVE_LABELS } from '@/lib/campaign-labels';
import { viewMoney } from '@/components/strategy/owner-money';

/** The statuses the server writes, as the reader reads them; any other is shown as it is. */
const STATUS_LABELS: Record<string, MessageId> = {
  Draft: 'dashboard.status.draft',
  // i18n-ignore: the stored value (its label is translated)
  'Strategy ready': 'dashboard.status.ready',
  // i18n-ignore: the stored value (its label is translated)
  'In Google Ads (paused)': 'dashboard.status.inGoogleAds',
  // i18n-ignore: the stored value (its label is translated)
  'In Google Ads (enabled)': 'dashboard.status.inGoogleAdsEnabled',
  // i18n-ignore: the stored value (its label is translated)
  'In Google Ads (removed)': 'dashboard.status.inGoogleAdsRemoved',
};

/** What keeps a campaign in Google Ads from serving fully, beside its status. */
export const PROBLEM_LABELS: Record<GoogleAdsProblem, MessageId> = {
  LIMITED_BY_BUDGET: 'dashboard.problem.LIMITED_BY_BUDGET',
  ADS_DISAPPROVED: 'dashboard.problem.ADS_DISAPPROVED',
  ADS_LIMITED_BY_POLICY: 'dashboard.problem.ADS_LIMITED_BY_POLICY',
  UNDER_REVIEW: 'dashboard.problem.UNDER_REVIEW',
  BILLING: 'dashboard.problem.BILLING',
};

type Translate = Pick<I18n, 't'>;

export const campaignName = ({ t }: Translate, c: ListEntry) => c.name || t('dashboard.campaign.defaultName');
export const statusLabel = ({ t }: Translate, status: string) => (STATUS_LABELS[status] ? t(STATUS_LABELS[status]) : status);
/** The stored value is the SPEC's (e.g. 'Website traffic'); its label is the reader's. Unknown values as they are. */
export const objectiveLabel = ({ t }: Translate, value: string) =>
  value in OBJECTIVE_LABELS ? t(OBJECTIVE_LABELS[value as Objective]) : value;
export const typeLabel = ({ t }: Translate, value: string) =>
  value in CAMPAIGN_TYPE_LABELS ? t(CAMPAIGN_TYPE_LABELS[value as CampaignType]) : value;

const shown = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text || '-';
};

/**
 * docs/product.md P4.2: the system message a sidebar click adds — Name, Objective, Type, Location, Language,
 * Budget; '-' when missing. Written in the reader's language (it stays in the history as shown).
 */
export function campaignSummary(i18n: Pick<I18n, 't' | 'money'>, c: ListEntry): string {
  const { t, money } = i18n;
  return [
    t('dashboard.summary.title'),
    t('dashboard.summary.name', { value: shown(campaignName(i18n, c)) }),
    t('dashboard.summary.objective', { value: shown(c.objective && objectiveLabel(i18n, c.objective)) }),
    t('dashboard.summary.type', { value: shown(c.type && typeLabel(i18n, c.type)) }),
    t('dashboard.summary.location', { value: shown(c.location) }),
    t('dashboard.summary.language', { value: shown(c.language) }),
    t('dashboard.summary.budget', {
      value: c.budget === null ? '-' : t('dashboard.summary.perWeek', { amount: viewMoney(money, c.budget, c.money, { owner: true }) }),
    }),
  ].join('\n');
}
