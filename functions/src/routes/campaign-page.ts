import { Router } from 'express';
import { campaignEditSchema, EXPORT_FORMATS, type ExportFormat } from '../contract/campaign-page.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { campaignIdSchema } from '../http/campaign-id.js';
import { HttpError } from '../errors.js';
import { parseInput } from '../http/validate.js';
import type { ReadCache } from '../http/read-cache.js';
import type { Services } from '../services.js';
import { msg } from '../i18n/messages.js';

/** The campaign page: read, edit and export one of the user's campaigns. */
export function campaignPageRoutes(services: Services, reads: ReadCache): Router {
  const router = Router();
  const page = services.campaignPage;

  /** GET /campaign/user/{uid}/{campaignId} → {campaign}; 404 when it is not the user's. */
  router.get('/campaign/user/:uid/:campaignId', requireOwnUid, reads.cached(), async (req, res) => {
    res.json({ campaign: await page.get(currentUser(req).uid, parseInput(campaignIdSchema, req.params['campaignId'])) });
  });

  /** PATCH → the updated {campaign}; 400 {error, message, field} on bad input, nothing changed. */
  router.patch('/campaign/user/:uid/:campaignId', requireOwnUid, async (req, res) => {
    const edit = parseInput(campaignEditSchema, req.body ?? {}, { naming: 'field' });
    const id = parseInput(campaignIdSchema, req.params['campaignId']);
    res.json({ campaign: await page.edit(currentUser(req).uid, id, edit) });
  });

  /** GET …/export?format=editor-csv|keywords-csv → text/csv attachment; Premium only. */
  router.get('/campaign/user/:uid/:campaignId/export', requireOwnUid, async (req, res) => {
    const format = String(req.query['format'] ?? '');
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
      throw new HttpError('INVALID_REQUEST', msg('request.format', { formats: EXPORT_FORMATS.join(', ') }), { field: 'format' });
    }
    const id = parseInput(campaignIdSchema, req.params['campaignId']);
    const { fileName, csv } = await page.export(currentUser(req).uid, id, format as ExportFormat);
    res
      .status(200)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${fileName}"`)
      .set('Cache-Control', 'private, no-store')
      .send(csv);
  });

  return router;
}
