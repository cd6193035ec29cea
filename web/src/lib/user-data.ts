import type { UserRecord } from '@contract/api';

/** The spec's `userData` browser storage item: the sign-in answer, or a limited fallback. */
export interface StoredUserData extends Partial<UserRecord> {
  uid: string;
  name?: string;
  email?: string;
  picture?: string;
  userId?: string;
  isLimited?: boolean;
  statusCode?: number;
  reason?: 'free_limit_reached' | 'backend_unavailable';
  createdFrom?: 'firebase-only';
  ts?: number;
}

const KEY = 'userData';

export function readUserData(): StoredUserData | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { uid?: unknown }).uid === 'string') {
      return parsed as StoredUserData;
    }
    return null;
  } catch {
    return null;
  }
}

export function writeUserData(data: StoredUserData): void {
  localStorage.setItem(KEY, JSON.stringify(data));
}

export function clearUserData(): void {
  localStorage.removeItem(KEY);
}

/** The record stored when the backend refuses (403) or cannot be reached at sign-in. */
export function limitedUserData(
  user: { uid: string; displayName: string | null; email: string | null; photoURL: string | null },
  statusCode: number,
  reason: 'free_limit_reached' | 'backend_unavailable',
): StoredUserData {
  return {
    uid: user.uid,
    userId: user.uid,
    name: user.displayName ?? '',
    email: user.email ?? '',
    picture: user.photoURL ?? '',
    isLimited: true,
    statusCode,
    reason,
    canCreateCampaign: false,
    canChat: false,
    createdFrom: 'firebase-only',
    ts: Date.now(),
  };
}
