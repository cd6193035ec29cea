import { Router } from 'express';
import type { ScheduledJobs } from '../../stand-ins.js';

const NAMES = ['alerts', 'weekly-report', 'outbox', 'reservations'] as const;
type JobName = (typeof NAMES)[number];

/**
 * "Run now" for the scheduled functions, local only and without sign-in (like every stand-in page):
 * POST /local/schedules/{alerts|weekly-report|outbox|reservations}/run runs the job at once and
 * answers what it did. `?force=1` lets the weekly report go out again within the week (it never
 * mails an owner who unsubscribed); `?uid=` runs alerts or the report for one account only. The stack's timer (emulators/start.mjs) calls the same paths.
 */
export function localScheduleRoutes(jobs: ScheduledJobs): Router {
  const router = Router();
  router.post('/local/schedules/:name/run', async (req, res) => {
    const name = req.params['name'] as JobName;
    if (!(NAMES as readonly string[]).includes(name)) {
      res.status(404).json({ error: 'NOT_FOUND', message: `No scheduled job "${String(req.params['name'])}". Jobs: ${NAMES.join(', ')}.` });
      return;
    }
    const force = req.query['force'] === '1' || req.query['force'] === 'true';
    const only = typeof req.query['uid'] === 'string' && req.query['uid'] ? { uid: req.query['uid'] } : {};
    const origin = `${req.protocol}://${req.get('x-forwarded-host') ?? req.get('host') ?? 'localhost'}`;
    const started = Date.now();
    const result =
      name === 'weekly-report'
        ? await jobs['weekly-report']({ origin, force, ...only })
        : name === 'alerts'
          ? await jobs.alerts({ origin, ...only })
          : await jobs[name]();
    res.status(200).json({ job: name, force, ms: Date.now() - started, result });
  });
  return router;
}
