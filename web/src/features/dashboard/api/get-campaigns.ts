import { GOOGLE_ADS_PROBLEMS, type GoogleAdsProblem } from '@contract/campaign-fields';
import type { MoneyView } from '@contract/owner-money';
import type { CampaignSummary } from '@contract/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiPaths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import type { MessageId } from '@/lib/i18n';
import { dashboardKeys } from './keys';

/** docs/product.md P4.2: the campaign list gives up after 20 s. */
export const CAMPAIGN_LIST_TIMEOUT_MS = 20_000;
/** docs/product.md P4.2: 'No pudimos cargar tus campañas.' (the Spanish interface's; translated in the English one). */
export const LIST_FAILED_MESSAGE: MessageId = 'dashboard.sidebar.loadFailed';
export const USER_NOT_FOUND_MESSAGE: MessageId = 'dashboard.sidebar.userNotFound';

/**
 * A campaign as the sidebar shows it (docs/product.md P4.2): the contract's list item with defaults
 * applied. `name` is '' when the server gave none (shown as the default name, 'Campaign', in the
 * reader's language), `status` 'Draft'; `createdAt` is milliseconds since the epoch, or null when
 * the server did not say (the SPEC also allows a bare array from other servers).
 */
export type ListEntry = Omit<CampaignSummary, 'createdAt'> & { createdAt: number | null };

/** GET /campaign/user/{uid}: an array, or an object with `campaigns` (docs/product.md P4.2); newest first. */
export async function fetchCampaigns(api: ApiClient, uid: string): Promise<ListEntry[] | null> {
  const result = await api<unknown>(apiPaths.campaigns(uid), { timeoutMs: CAMPAIGN_LIST_TIMEOUT_MS });
  if (!result.ok) return null;
  const list = Array.isArray(result.data) ? result.data : campaignsOf(result.data);
  if (!list) return null;
  return list
    .map(toListItem)
    .filter((c): c is ListEntry => c !== null)
    .sort((a, b) => (b.createdAt ?? -Infinity) - (a.createdAt ?? -Infinity));
}

export function campaignsQuery(api: ApiClient, uid: string) {
  return queryOptions({
    queryKey: dashboardKeys.campaignList(uid),
    queryFn: async () => {
      const campaigns = await fetchCampaigns(api, uid);
      if (!campaigns) throw new Error('campaign list unavailable'); // i18n-ignore: shown as LIST_FAILED_MESSAGE
      return campaigns;
    },
  });
}

type CampaignsState = { status: 'loading' } | { status: 'ready'; campaigns: ListEntry[] } | { status: 'error'; message: MessageId };

/**
 * The sidebar's list, for the stored uid (docs/product.md P4.2: without one, 'User not found.' and no request).
 * Read when the dashboard opens and again after a change to the user's campaigns (a strategy, a
 * campaign created in Google Ads); the old list stays on screen meanwhile.
 */
export function useCampaigns() {
  const api = useApiClient();
  const { uid } = useCurrentUser();
  const { data, status, isFetching, refetch } = useQuery({ ...campaignsQuery(api, uid ?? ''), enabled: Boolean(uid) });
  const state = useMemo<CampaignsState>(() => {
    if (!uid) return { status: 'error', message: USER_NOT_FOUND_MESSAGE };
    // "Try again" after a failure shows the loading line; a reload after a success keeps the list.
    if (status === 'error') return isFetching ? { status: 'loading' } : { status: 'error', message: LIST_FAILED_MESSAGE };
    if (status === 'success') return { status: 'ready', campaigns: data };
    return { status: 'loading' };
  }, [uid, data, status, isFetching]);
  const reload = useCallback(() => void refetch(), [refetch]);
  return { state, refreshing: Boolean(uid) && isFetching, reload };
}

function campaignsOf(data: unknown): unknown[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const campaigns = (data as { campaigns?: unknown }).campaigns;
  return Array.isArray(campaigns) ? campaigns : null;
}

function toListItem(raw: unknown, index: number): ListEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  return {
    id: text(c['id']) || text(c['_id']) || `campaign-${index}`,
    name: text(c['name']),
    status: text(c['status']) || 'Draft',
    createdAt: toMillis(c['createdAt']),
    objective: text(c['objective']),
    type: text(c['type']),
    location: text(c['location']),
    language: text(c['language']),
    budget: toBudget(c['budget']),
    // The contract's list item carries `problems`; an older server sent them inside `googleAds`.
    ...problemsOf(c['problems'] ?? (c['googleAds'] as { problems?: unknown } | undefined)?.problems),
    ...moneyOf(c['money']),
  };
}

/** The money the budget is read in, when the server named one it can be read in. */
function moneyOf(value: unknown): { money?: MoneyView } {
  if (typeof value !== 'object' || value === null) return {};
  const { currency, rate, owner } = value as Partial<MoneyView>;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency) || typeof rate !== 'number' || !(rate > 0)) return {};
  const ownerOk = owner && typeof owner.currency === 'string' && /^[A-Z]{3}$/.test(owner.currency) && owner.rate > 0;
  return { money: { currency, rate, ...(ownerOk ? { owner: { currency: owner.currency, rate: owner.rate } } : {}) } };
}

function problemsOf(problems: unknown): { problems?: GoogleAdsProblem[] } {
  if (!Array.isArray(problems)) return {};
  const known = GOOGLE_ADS_PROBLEMS.filter((p) => problems.includes(p));
  return known.length ? { problems: known } : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function toBudget(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** ISO strings, epoch seconds or milliseconds, and serialized Firestore timestamps. */
function toMillis(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  if (typeof value === 'object' && value !== null) {
    const t = value as { seconds?: unknown; _seconds?: unknown };
    const seconds = typeof t.seconds === 'number' ? t.seconds : t._seconds;
    if (typeof seconds === 'number') return seconds * 1000;
  }
  return null;
}
