import { Router } from 'express';
import { notificationIdSchema, preferencesPatchSchema } from '../contract/notifications.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { parseInput } from '../http/validate.js';
import { answerLanguage } from '../i18n/request-language.js';
import type { Services } from '../services.js';

/**
 * The in-app alerts and the mail switches, own only (403 for another user's uid):
 * GET /notifications/{uid} → {notifications, unread} newest first, in the reader's language;
 * POST /notifications/{uid}/{id}/read → 204 (400 for an id that cannot be one, 404 for none);
 * GET /notifications/{uid}/preferences and PUT (any of weeklyReport, alertEmails, alerts{kind}).
 */
export function notificationsRoutes(services: Services): Router {
  const router = Router();

  router.get('/notifications/:uid', requireOwnUid, async (req, res) => {
    const language = await answerLanguage(req, services.languages.get);
    res.set('Cache-Control', 'private, no-store').json(await services.notifications.list(currentUser(req).uid, language));
  });

  router.get('/notifications/:uid/preferences', requireOwnUid, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await services.notifications.preferences(currentUser(req).uid));
  });

  router.put('/notifications/:uid/preferences', requireOwnUid, async (req, res) => {
    const patch = parseInput(preferencesPatchSchema, req.body ?? {});
    res.json(await services.notifications.updatePreferences(currentUser(req).uid, patch));
  });

  router.post('/notifications/:uid/:id/read', requireOwnUid, async (req, res) => {
    const { id } = parseInput(
      notificationIdSchema.transform((id) => ({ id })),
      req.params['id'],
    );
    await services.notifications.markRead(currentUser(req).uid, id);
    res.status(204).end();
  });

  return router;
}
