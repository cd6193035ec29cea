import type { Auth, DecodedIdToken } from 'firebase-admin/auth';

/** Who a Firebase ID token says the caller is; throws when it does not verify. */
export function identityService(auth: Auth) {
  return {
    verify: (token: string): Promise<DecodedIdToken> => auth.verifyIdToken(token),
  };
}

export type IdentityService = ReturnType<typeof identityService>;
