import type { CampaignListItem } from '../api/get-campaigns';

const shown = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text || '-';
};

/** SPEC §2: the system message a sidebar click adds — Name, Objective, Type, Location, Language, Budget; '-' when missing. */
export function campaignSummary(c: CampaignListItem): string {
  return [
    'Campaign summary',
    `Name: ${shown(c.name)}`,
    `Objective: ${shown(c.objective)}`,
    `Type: ${shown(c.type)}`,
    `Location: ${shown(c.location)}`,
    `Language: ${shown(c.language)}`,
    `Budget: ${c.budget === null ? '-' : `$${c.budget}/week`}`,
  ].join('\n');
}
