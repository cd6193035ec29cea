import { READ_CACHE_MAX_AGE_MS } from '@contract/read-cache';

/**
 * When this browser last changed something on the server, shared by its tabs (localStorage), so reads
 * right after a change skip the backend's memory of recent answers on every instance (ADR 19).
 */
const KEY = 'pautia.lastChangeAt';
/** Slack on top of the backend's max age, for timers and clocks that are not exact. */
const MARGIN_MS = 1_000;

/** Used only where localStorage is unavailable (some private modes): this tab alone then. */
let fallback = 0;

/** Dispatched on window when this tab made a change; other tabs hear of it as a `storage` event. */
const EVENT = 'pautia:change';

export function noteChange(now = Date.now()): void {
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    fallback = now;
  }
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` after every change this browser makes, in this tab or another. Returns the unsubscribe. */
export function onChange(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener(EVENT, listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/**
 * True until the backend's max age (plus a margin) has passed since the last change. A clock that
 * went back in time counts as recent: a fresh read costs a little time, a stale one shows old data.
 */
export function changedRecently(now = Date.now()): boolean {
  let last = fallback;
  try {
    last = Number(localStorage.getItem(KEY)) || 0;
  } catch {
    // keep the fallback
  }
  return last > 0 && now - last < READ_CACHE_MAX_AGE_MS + MARGIN_MS;
}
