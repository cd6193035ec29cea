import type { CampaignType, Objective } from '@contract/campaign-fields';
import type { MessageId } from '@/lib/i18n';

/** The form's values stay the SPEC's (they go in the payload); only what the reader sees is translated. */
export const OBJECTIVE_LABELS: Record<Objective, MessageId> = {
  Sales: 'dashboard.objective.sales',
  Leads: 'dashboard.objective.leads',
  'Website traffic': 'dashboard.objective.traffic', // i18n-ignore: the SPEC's value (its label is translated)
};

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, MessageId> = {
  Search: 'dashboard.type.search',
  Display: 'dashboard.type.display',
  Shopping: 'dashboard.type.shopping',
  Video: 'dashboard.type.video',
  Performance: 'dashboard.type.performance',
  App: 'dashboard.type.app',
};
