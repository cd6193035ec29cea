import { Router } from 'express';
import type { HealthResponse } from '../contract/api.js';
import type { Config } from '../config.js';

export function healthRoutes(config: Config): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    const body: HealthResponse = { ok: true, mode: config.mode, providers: config.providers };
    // Local mode only: tells the web app where the Auth emulator listens (ports are overridable).
    if (config.mode === 'local' && config.authEmulatorHost) body.emulators = { auth: config.authEmulatorHost };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
