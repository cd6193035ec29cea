import express, { type Express } from 'express';
import { requireUser } from './http/auth.js';
import { jsonBody } from './http/body.js';
import { errorHandler, notFound } from './http/error-handler.js';
import { authRoutes } from './routes/auth.js';
import { healthRoutes } from './routes/health.js';
import type { Services } from './services.js';

/** Paths that need `Authorization: Bearer <Firebase ID token>` (DESIGN.md §4). */
export const PROTECTED_PREFIXES = ['/auth', '/campaign', '/chat', '/api/suscripciones', '/oauth2callback/start'];

/** The `api` function: one Express app serving every backend path. */
export function createApp(services: Services): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use((_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('Cache-Control', 'no-store');
    next();
  });

  // Public paths first.
  app.use(healthRoutes(services.config));

  app.use(jsonBody);
  app.use(PROTECTED_PREFIXES, requireUser(services.auth));
  app.use(authRoutes(services));

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
