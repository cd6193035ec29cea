import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onRequest } from 'firebase-functions/v2/https';
import { defineSecret } from 'firebase-functions/params';
import type { Express } from 'express';
import { answerPlatformBodyErrorsAsJson } from './http/platform-body-errors.js';

/**
 * Binds options and secrets to the exported handler; nothing else. Secrets reach the code as
 * environment variables, read once by `loadConfig`.
 */
const secrets = ['OPENAI_API_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'GOOGLE_OAUTH_CLIENT_SECRET', 'TOKEN_ENCRYPTION_KEY'].map(
  (name) => defineSecret(name),
);

answerPlatformBodyErrorsAsJson();

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

let appPromise: Promise<Express> | undefined;

/** Built on the first request, so loading the module (cold start) stays cheap. */
async function getApp(): Promise<Express> {
  appPromise ??= import('./main.js').then((m) => m.buildApp());
  return appPromise;
}

export const api = onRequest(
  { secrets: process.env['FUNCTIONS_EMULATOR'] === 'true' ? [] : secrets, timeoutSeconds: 120, memory: '512MiB', cors: false },
  async (req, res) => {
    const app = await getApp();
    app(req, res);
  },
);
