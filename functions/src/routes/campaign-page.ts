import { Router } from 'express';
import { editChanges } from '../campaigns/edit.js';
import { editorCsv, exportFileName, keywordsCsv } from '../campaigns/export-csv.js';
import { campaignEditSchema, EXPORT_FORMATS, type ExportFormat } from '../contract/campaign-page.js';
import type { Campaign } from '../contract/campaigns.js';
import { PLAN_LIMITS } from '../contract/plans.js';
import { currentUser, requireOwnUid } from '../http/auth.js';
import { campaignIdSchema } from '../http/campaign-id.js';
import { HttpError } from '../errors.js';
import { parseInput } from '../http/validate.js';
import type { ReadCache } from '../http/read-cache.js';
import type { Services } from '../services.js';
import { msg } from '../i18n/messages.js';
import { problemPhrase } from '../i18n/validation.js';

const notFound = () => new HttpError('NOT_FOUND', msg('campaign.notInAccount'));

/** The campaign page (issue 14): read, edit and export one of the user's campaigns. */
export function campaignPageRoutes(services: Services, reads: ReadCache): Router {
  const router = Router();

  async function own(uid: string, id: string): Promise<Campaign> {
    const campaign = await services.campaigns.get(uid, id);
    if (!campaign) throw notFound();
    return campaign;
  }

  /** GET /campaign/user/{uid}/{campaignId} → {campaign}; 404 when it is not the user's. */
  router.get('/campaign/user/:uid/:campaignId', requireOwnUid, reads.cached(), async (req, res) => {
    res.json({ campaign: await own(currentUser(req).uid, parseInput(campaignIdSchema, req.params['campaignId'])) });
  });

  /** PATCH → the updated {campaign}; 400 {error, message, field} on bad input, nothing changed. */
  router.patch('/campaign/user/:uid/:campaignId', requireOwnUid, async (req, res) => {
    const parsed = campaignEditSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.') || 'body';
      throw new HttpError('INVALID_REQUEST', msg('request.field', { field, problem: problemPhrase(issue.message) }), { field });
    }
    const uid = currentUser(req).uid;
    let before: string[] = [];
    const campaign = await services.campaigns.update(uid, parseInput(campaignIdSchema, req.params['campaignId']), (current) => {
      before = [...(current.strategy?.headlines ?? []), ...(current.strategy?.descriptions ?? [])];
      return editChanges(current, parsed.data);
    });
    if (!campaign) throw notFound();
    // Premium: the business profile learns from the owner's ad copy edits (issue 28).
    if (parsed.data.headlines || parsed.data.descriptions) {
      const after = [...(campaign.strategy?.headlines ?? []), ...(campaign.strategy?.descriptions ?? [])];
      const user = await services.users.get(uid);
      await services.businessProfiles.learn(uid, user?.plan ?? 'BASIC', before, after).catch(() => undefined);
    }
    res.json({ campaign });
  });

  /** GET …/export?format=editor-csv|keywords-csv → text/csv attachment; Premium only. */
  router.get('/campaign/user/:uid/:campaignId/export', requireOwnUid, async (req, res) => {
    const uid = currentUser(req).uid;
    const format = String(req.query['format'] ?? '');
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
      throw new HttpError('INVALID_REQUEST', msg('request.format', { formats: EXPORT_FORMATS.join(', ') }), { field: 'format' });
    }
    const [campaign, user] = await Promise.all([own(uid, parseInput(campaignIdSchema, req.params['campaignId'])), services.users.get(uid)]);
    if (!PLAN_LIMITS[user?.plan ?? 'BASIC'].googleAds) {
      throw new HttpError('PREMIUM_REQUIRED', msg('campaign.exportPremium'));
    }
    if (!campaign.strategy) throw new HttpError('CONFLICT', msg('campaign.exportNoStrategy'));
    const csv = (format as ExportFormat) === 'editor-csv' ? editorCsv(campaign, campaign.strategy) : keywordsCsv(campaign.strategy);
    const kind = format === 'editor-csv' ? 'google-ads-editor' : 'keywords';
    res
      .status(200)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${exportFileName(campaign.name, kind)}"`)
      .set('Cache-Control', 'private, no-store')
      .send(csv);
  });

  return router;
}
