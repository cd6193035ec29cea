import type { UserRecord } from '../contract/api.js';
import type { InterfaceLanguage } from '../contract/languages.js';
import { PLAN_LIMITS } from '../contract/plans.js';
import type { UsageMeterResponse } from '../contract/usage.js';
import { HttpError } from '../errors.js';
import { msg } from '../i18n/messages.js';
import type { storedLanguages } from '../i18n/request-language.js';
import { log } from '../logs.js';
import type { UsersRepo } from '../repos/users.js';
import { usageMeter } from '../usage/meter.js';
import type { UsageService } from '../usage/usage.js';

const FREE = PLAN_LIMITS.BASIC;

/**
 * The signed-in account: sign-in, the record the app shows, the interface language, and what the
 * plan has left. The user document is read here, never by routes.
 */
export function accountService(deps: { users: UsersRepo; usage: UsageService; languages: ReturnType<typeof storedLanguages> }) {
  const { users, usage, languages } = deps;

  async function record(uid: string): Promise<UserRecord> {
    const [user, allowance] = await Promise.all([users.get(uid), usage.status(uid)]);
    if (!user) throw new HttpError('NOT_FOUND', msg('account.notFound'));
    languages.remember(uid, user.language);
    return {
      uid,
      name: user.name,
      email: user.email,
      picture: user.picture,
      plan: user.plan,
      canChat: allowance.canChat,
      canCreateCampaign: allowance.canCreateCampaign,
      ...(user.language ? { language: user.language } : {}),
    };
  }

  return {
    record,

    /**
     * The user document created or refreshed (last login), then the account's record; a Free user
     * with the whole free allowance used (no strategy and no AI query left) is refused with 403
     * free_limit_reached (docs/product.md P5, ADR 4), the document refreshed all the same.
     */
    async signIn(
      identity: { uid: string; name: string; email: string; picture: string },
      language: InterfaceLanguage | undefined,
    ): Promise<UserRecord> {
      const { created } = await users.upsertOnSignIn(identity, language);
      log.userSignedIn(identity.uid, created);
      const signedIn = await record(identity.uid);
      if (signedIn.plan === 'BASIC' && !signedIn.canChat && !signedIn.canCreateCampaign) {
        throw new HttpError(
          'free_limit_reached',
          msg('auth.freeLimit', { campaigns: FREE.campaigns ?? 0, aiQueries: FREE.aiQueries ?? 0 }),
        );
      }
      return signedIn;
    },

    /** The language switch: stored on the user document, so it follows the user to any device. */
    async setLanguage(uid: string, language: InterfaceLanguage): Promise<void> {
      if (!(await users.setLanguage(uid, language))) throw new HttpError('NOT_FOUND', msg('account.notFound'));
      languages.remember(uid, language);
    },

    /** What the plan has left and when it renews (read-only). */
    async usageMeter(uid: string): Promise<UsageMeterResponse> {
      const [status, user] = await Promise.all([usage.status(uid), users.get(uid)]);
      return usageMeter(status, user?.subscription, Math.floor(Date.now() / 1000));
    },

    /** The user's plan (Free when there is no user document). */
    async plan(uid: string) {
      return (await users.get(uid))?.plan ?? 'BASIC';
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
