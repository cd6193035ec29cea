import { Router } from 'express';
import { HttpError } from '../errors.js';
import type { Services } from '../services.js';

/** Stripe events can be larger than our 100 KB JSON limit, but not without bound. */
const MAX_EVENT_BYTES = 1024 * 1024;

/**
 * `POST /api/suscripciones/webhook` — public (Stripe calls it), authenticated by the Stripe
 * signature over the raw body, which the Functions runtime keeps in `req.rawBody`.
 */
export function stripeWebhookRoutes(services: Services): Router {
  const router = Router();
  router.post('/api/suscripciones/webhook', async (req, res) => {
    if (req.rawBody && req.rawBody.length > MAX_EVENT_BYTES) throw new HttpError('PAYLOAD_TOO_LARGE', 'The event is too large.');
    res.json(await services.stripeWebhook(req.rawBody, req.get('stripe-signature')));
  });
  return router;
}
