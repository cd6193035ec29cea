import express, { Router } from 'express';
import { z } from 'zod';
import type { LocalConversionsRepo, SandboxConversion } from './store.js';
import { SIMULATED_HISTORY_DAYS } from '../results/simulator.js';

/**
 * The sandbox's tags, played locally (local only, no sign-in; mounted only while the sandbox is the
 * Google Ads provider): each conversion action's simulated tag is not installed (as created), firing
 * since N days ago, or silent for N days, so the tracking states and the verdict can be seen and tested.
 *
 * GET  /local/google-ads/conversion-actions?customer={id} → {actions}
 * POST /local/google-ads/conversion-actions/{customerId}/{actionId}/tag {state, days?} → the action's tag
 */
export const TAG_STATES = ['not-installed', 'firing', 'silent'] as const;
/** A tag set firing without `days` fires since before the simulated history starts. */
const FIRING_SINCE_DAYS = SIMULATED_HISTORY_DAYS + 30;
const DEFAULT_SILENT_DAYS = 10;

const body = z.object({
  state: z.enum(TAG_STATES, { message: `must be one of ${TAG_STATES.join(', ')}` }),
  days: z.coerce.number().int().min(0).max(400).optional(),
});
const idPart = z.string().regex(/^\d{1,20}$/);

const dayBefore = (today: number, days: number) => new Date(today - days * 86_400_000).toISOString().slice(0, 10);

/** The tag's days for a state, as of `now`. */
export function tagDays(
  state: (typeof TAG_STATES)[number],
  days: number | undefined,
  now: number,
): Pick<SandboxConversion, 'firingFrom' | 'silentFrom'> {
  if (state === 'not-installed') return { firingFrom: null, silentFrom: null };
  if (state === 'firing') return { firingFrom: dayBefore(now, days ?? FIRING_SINCE_DAYS), silentFrom: null };
  const silent = days ?? DEFAULT_SILENT_DAYS;
  return { firingFrom: dayBefore(now, Math.max(FIRING_SINCE_DAYS, silent + 1)), silentFrom: dayBefore(now, silent) };
}

export function localTagRoutes(store: LocalConversionsRepo, clock: () => number = Date.now): Router {
  const router = Router();
  const parse = [express.json({ limit: '1kb' }), express.urlencoded({ extended: false, limit: '1kb' })];

  router.get('/local/google-ads/conversion-actions', async (req, res) => {
    const customer = idPart.safeParse(req.query['customer']);
    if (!customer.success) return res.status(400).json({ error: 'INVALID_REQUEST', message: 'customer must be a customer id (digits)' });
    const actions = await store.conversionActions(customer.data);
    res.set('Cache-Control', 'no-store').json({
      actions: actions.map((a) => ({
        resourceName: a.resourceName,
        name: a.name,
        type: a.type,
        callSeconds: a.callSeconds,
        firingFrom: a.firingFrom,
        silentFrom: a.silentFrom,
      })),
    });
  });

  router.post('/local/google-ads/conversion-actions/:customerId/:actionId/tag', ...parse, async (req, res) => {
    const customerId = idPart.safeParse(req.params['customerId']);
    const actionId = idPart.safeParse(req.params['actionId']);
    const input = body.safeParse(req.body ?? {});
    if (!customerId.success || !actionId.success || !input.success) {
      return res.status(400).json({ error: 'INVALID_REQUEST', message: input.success ? 'unknown action' : input.error.issues[0]!.message });
    }
    const resourceName = `customers/${customerId.data}/conversionActions/${actionId.data}`;
    const tag = tagDays(input.data.state, input.data.days, clock());
    if (!(await store.setTag(resourceName, tag))) return res.status(404).json({ error: 'NOT_FOUND', message: 'no such conversion action' });
    res.json({ resourceName, state: input.data.state, ...tag });
  });

  return router;
}
