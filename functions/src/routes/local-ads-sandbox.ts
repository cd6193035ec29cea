import { Router } from 'express';
import type { Services } from '../services.js';

export function localAdsSandboxRoutes(_services: Services): Router {
  const router = Router();
  return router;
}
