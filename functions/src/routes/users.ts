import { Router } from 'express';
import { z } from 'zod';
import type { LanguagePreference } from '../contract/api.js';
import { INTERFACE_LANGUAGES } from '../contract/languages.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import type { Services } from '../services.js';

const languageBody = z.object({
  language: z.enum(INTERFACE_LANGUAGES, { message: `must be one of ${INTERFACE_LANGUAGES.join(', ')}` }),
});

/**
 * PUT /users/{uid}/language {language} → {language}: the language switch of a signed-in user
 * Stored on `users/{uid}`, so it follows the user to any device; error answers without
 * Accept-Language use it too.
 */
export function usersRoutes(services: Services): Router {
  const router = Router();
  router.put('/users/:uid/language', requireOwnUid, async (req, res) => {
    const { language } = parseInput(languageBody, req.body ?? {});
    const uid = currentUser(req).uid;
    await services.account.setLanguage(uid, language);
    const body: LanguagePreference = { language };
    res.json(body);
  });
  return router;
}
