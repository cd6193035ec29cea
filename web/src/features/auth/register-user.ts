import type { UserRecord } from '@contract/api';
import type { BusinessProfileResponse } from '@contract/business-profile';
import { apiPaths, paths } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';
import { changeLanguage, currentLanguage, followCountry } from '@/lib/i18n';
import type { SessionUser } from '@/lib/session';
import { limitedUserData, type StoredUserData } from '@/lib/user-data';

/**
 * After Google sign-in: register with the backend and decide where the user goes.
 * `store` keeps the record (lib/account.ts storeAccount: the query cache and `userData`).
 * Success → stored user data, '/'. 403 → limited record (free_limit_reached), /pricing.
 * Anything else → limited fallback record (backend_unavailable), '/'.
 */
export async function registerUser(api: ApiClient, user: SessionUser, store: (record: StoredUserData) => void): Promise<string> {
  const result = await api<UserRecord>(apiPaths.authGoogle, {
    method: 'POST',
    body: {
      uid: user.uid,
      name: user.displayName ?? '',
      email: user.email ?? '',
      picture: user.photoURL ?? '',
      language: currentLanguage(),
    },
  });
  if (result.ok) {
    store(result.data);
    // The language chosen on any device follows the user.
    if (result.data.language && result.data.language !== currentLanguage()) await changeLanguage(result.data.language);
    // Their business's country picks their Spanish on this browser too (read alongside, never waited for).
    void api<BusinessProfileResponse>(apiPaths.businessProfile(user.uid)).then((profile) =>
      profile.ok ? followCountry(profile.data.country) : undefined,
    );
    return paths.home;
  }
  if (result.status === 403) {
    store(limitedUserData(user, 403, 'free_limit_reached'));
    return paths.pricing;
  }
  store(limitedUserData(user, result.status, 'backend_unavailable'));
  return paths.home;
}
