import { Router } from 'express';
import type { HealthResponse } from '../contract/api.js';
import type { Config } from '../config.js';

export function healthRoutes(config: Config): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    const body: HealthResponse = {
      ok: true,
      mode: config.mode,
      providers: config.providers,
      ...(config.providers.ai === 'openai' ? { model: config.openai.model } : {}),
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
