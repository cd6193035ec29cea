import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Config } from './config.js';
import type { UserRecord } from './contract/api.js';
import { HttpError } from './http/errors.js';
import { usersRepo } from './repos/users.js';

/**
 * The composition root: every route gets its collaborators from here, built once per instance.
 * Third-party providers are chosen here from configuration, and only here.
 */
export function createServices(config: Config, deps: { db: Firestore; auth: Auth }) {
  const users = usersRepo(deps.db);

  async function userRecord(uid: string): Promise<UserRecord> {
    const user = await users.get(uid);
    if (!user) throw new HttpError('NOT_FOUND', 'No account found. Please sign in again.');
    return {
      uid,
      name: user.name,
      email: user.email,
      picture: user.picture,
      plan: user.plan,
      canChat: true,
      canCreateCampaign: true,
    };
  }

  return { config, db: deps.db, auth: deps.auth, users, userRecord };
}

export type Services = ReturnType<typeof createServices>;
