import { Router } from 'express';
import { z } from 'zod';
import type { UserRecord } from '../contract/api.js';
import { INTERFACE_LANGUAGES } from '../contract/languages.js';
import { safeText } from '../contract/safe-text.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';

const signInBody = z.object({
  uid: z.string().min(1).max(128),
  /** Read only when the token has no name, and then checked as `bodyIdentity` says. */
  name: z.string().max(256).optional(),
  /** Read only when the token has no e-mail, and then checked as `bodyIdentity` says. */
  email: z.string().max(320).optional(),
  picture: z.string().max(2048).optional(),
  /** The interface language the browser shows now (issue 24): stored when the user has none yet. */
  language: z.enum(INTERFACE_LANGUAGES, { message: `must be one of ${INTERFACE_LANGUAGES.join(', ')}` }).optional(),
});

/** The body's name and e-mail, when the token lacks its own: an address, and text a person can read back. */
const bodyName = z.object({ name: safeText(z.string().trim().max(256)) });
const bodyEmail = z.object({ email: z.email({ message: 'must be an e-mail address' }).max(320) });

export function authRoutes(services: Services): Router {
  const router = Router();
  router.post('/auth/google', requireOwnUid, async (req, res) => {
    const body = parseInput(signInBody, req.body ?? {});
    const token = currentUser(req);
    // The token is the identity; the body may only fill what the token lacks, and is checked then
    // (a 400 names the field). What the token carries, the body cannot change.
    const identity = {
      uid: token.uid,
      name: token.name ?? (body.name === undefined ? '' : parseInput(bodyName, { name: body.name }).name),
      email: token.email ?? (body.email === undefined ? '' : parseInput(bodyEmail, { email: body.email.trim() }).email),
      picture: token.picture ?? body.picture ?? '',
    };
    // 403 free_limit_reached when the Free allowance is used up (the user document is refreshed first).
    const record: UserRecord = await services.account.signIn(identity, body.language);
    res.json(record);
  });
  return router;
}
