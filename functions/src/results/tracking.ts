import type { ReportConversion } from '../adapters/ads-results/types.js';
import type { ConversionAction } from '../contract/campaigns.js';
import { SILENT_AFTER_DAYS, type ActionResults, type TrackingState } from '../contract/tracking.js';

/**
 * Tracking read back (pure): each of the campaign's conversion actions, its conversions from the
 * campaign and its state, from what Google Ads reports of it — the last conversion it counted and
 * the last time its tag was heard.
 */

const CALL_TYPES = new Set(['AD_CALL', 'WEBSITE_CALL', 'CLICK_TO_CALL']);
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** One action's state on `today` (YYYY-MM-DD). */
export function trackingState(
  action: Pick<ReportConversion, 'type' | 'conversions' | 'lastConversionDate' | 'lastRequestDate'>,
  today: string,
): { state: TrackingState; silentDays: number | null } {
  const counted = action.conversions > 0 || action.lastConversionDate !== null;
  // Calls need no tag: Google counts them itself, and a quiet week is no fault.
  if (CALL_TYPES.has(action.type)) return { state: counted ? 'RECORDING' : 'NO_CONVERSIONS_YET', silentDays: null };
  const heard = [action.lastRequestDate, action.lastConversionDate]
    .filter((d): d is string => !!d)
    .sort()
    .pop();
  if (!heard) return { state: 'NOT_INSTALLED', silentDays: null };
  // Days with nothing since the last day it sent something (today's visits may not have come yet).
  const quiet = Math.max(0, daysBetween(heard, today) - 1);
  if (quiet >= SILENT_AFTER_DAYS) return { state: 'SILENT', silentDays: quiet };
  return { state: counted ? 'RECORDING' : 'NO_CONVERSIONS_YET', silentDays: null };
}

/**
 * The campaign's actions as results show them: the ones created with it (`stored`, in their order)
 * and any other that counted conversions from it; each with its conversions, cost per conversion
 * (the range's `cost` over them) and state.
 */
export function actionResults(
  reported: readonly ReportConversion[] | undefined,
  stored: readonly ConversionAction[] | undefined,
  cost: number,
  today: string,
): ActionResults[] {
  if (!reported) return [];
  const mine = new Map((stored ?? []).filter((a) => a.resourceName).map((a) => [a.resourceName!, a]));
  const rows = reported.filter((r) => r.status !== 'REMOVED' && (mine.has(r.resourceName) || r.conversions > 0));
  const order = [...mine.keys()];
  rows.sort((a, b) => rank(order, a.resourceName) - rank(order, b.resourceName));
  return rows.map((r) => {
    const conversions = Math.round(r.conversions * 100) / 100;
    return {
      kind: mine.get(r.resourceName)?.kind ?? null,
      resourceName: r.resourceName,
      name: r.name,
      conversions,
      costPerConversion: conversions > 0 ? Math.round((cost / conversions) * 100) / 100 : null,
      ...trackingState(r, today),
      lastConversionDate: r.lastConversionDate,
    };
  });
}

const rank = (order: string[], name: string) => {
  const i = order.indexOf(name);
  return i === -1 ? order.length : i;
};

/** The verdict counts customers once one of the campaign's actions is installed (a call action always is). */
export function tracksCustomers(actions: readonly ActionResults[], accountTracks: boolean): boolean {
  return actions.length ? actions.some((a) => a.state !== 'NOT_INSTALLED') : accountTracks;
}
