import { Router } from 'express';
import { z } from 'zod';
import type { UserRecord } from '../contract/api.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import { log } from '../logs.js';
import type { Services } from '../services.js';

const signInBody = z.object({
  uid: z.string().min(1).max(128),
  name: z.string().max(256).optional(),
  email: z.string().max(320).optional(),
  picture: z.string().max(2048).optional(),
});

export function authRoutes(services: Services): Router {
  const router = Router();
  router.post('/auth/google', requireOwnUid, async (req, res) => {
    const body = parseInput(signInBody, req.body ?? {});
    const token = currentUser(req);
    // The token is the identity; the body may only fill what the token lacks.
    const identity = {
      uid: token.uid,
      name: token.name ?? body.name ?? '',
      email: token.email ?? body.email ?? '',
      picture: token.picture ?? body.picture ?? '',
    };
    const { created } = await services.users.upsertOnSignIn(identity);
    log.userSignedIn(token.uid, created);
    const record: UserRecord = await services.userRecord(token.uid);
    res.json(record);
  });
  return router;
}
