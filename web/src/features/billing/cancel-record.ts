/**
 * The per-user local record of a pending cancelation (docs/product.md P7.4): remembered when the server
 * reports `cancel_at_period_end`, so My Plan keeps showing it while the change propagates.
 */
export interface CancelRecord {
  cancel_at_period_end: true;
  current_period_end: number | null;
  /** The subscription the cancelation was scheduled for: the record means nothing for another. */
  subscription_id: string | null;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

const key = (uid: string) => `subscriptionCancel:${uid}`;

export function readCancelRecord(uid: string): CancelRecord | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(uid)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const r = parsed as Record<string, unknown>;
    if (r['cancel_at_period_end'] !== true || typeof r['savedAt'] !== 'number') return null;
    const end = typeof r['current_period_end'] === 'number' ? r['current_period_end'] : null;
    const subscription = typeof r['subscription_id'] === 'string' ? r['subscription_id'] : null;
    return { cancel_at_period_end: true, current_period_end: end, subscription_id: subscription, savedAt: r['savedAt'] };
  } catch {
    return null;
  }
}

export function saveCancelRecord(uid: string, currentPeriodEnd: number | null, subscriptionId: string | null): void {
  const record: CancelRecord = {
    cancel_at_period_end: true,
    current_period_end: currentPeriodEnd,
    subscription_id: subscriptionId,
    savedAt: Date.now(),
  };
  localStorage.setItem(key(uid), JSON.stringify(record));
}

export function clearCancelRecord(uid: string): void {
  localStorage.removeItem(key(uid));
}

/**
 * Whether to trust a stored record when the server does not report a pending cancelation: only for
 * the subscription the server reports now (a record of a replaced subscription, or one without an
 * id, says nothing about a new one), and only while the period it was for has not ended.
 */
export function isRecordCurrent(record: CancelRecord, subscriptionId: string | null, nowMs = Date.now()): boolean {
  if (!subscriptionId || record.subscription_id !== subscriptionId) return false;
  return record.current_period_end === null || record.current_period_end * 1000 > nowMs;
}
