import cors from 'cors';
import { Router } from 'express';

/**
 * Firebase Hosting's rewrites buffer a streamed answer until it ends (firebase-tools#9774), so in
 * production the web app may send its two streaming requests straight to the function's own URL
 * (`VITE_STREAM_URL`), which Cloud Run streams. Those cross-origin calls are allowed from the app's
 * public origin only (`PUBLIC_URL`), on those two paths only; every other path stays same-origin.
 * The ID token travels in `Authorization` (no cookies), so no credentials mode is needed.
 */
export function streamCors(publicUrl: string | undefined): Router {
  const router = Router();
  if (!publicUrl) return router;
  const origin = new URL(publicUrl).origin;
  const allow = cors({
    origin,
    methods: ['POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    maxAge: 600,
  });
  router.use(['/campaign/user/:uid', '/chat'], (req, res, next) => {
    // Only the collection path (strategy generation), not a campaign's own paths.
    if (req.path !== '/' && req.baseUrl.startsWith('/campaign')) return next();
    if (req.method !== 'POST' && req.method !== 'OPTIONS') return next();
    return allow(req, res, next);
  });
  return router;
}
