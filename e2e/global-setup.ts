import type { FullConfig } from '@playwright/test';
import { startStack } from '../emulators/stack.mjs';

/** One local stack for the whole run, on free ports, with no persisted data. */
export default async function globalSetup(_config: FullConfig) {
  const stack = await startStack({ ports: 'auto', persist: false, quiet: true });
  // Workers inherit these.
  process.env['E2E_BASE_URL'] = `http://localhost:${stack.ports.hosting}`;
  process.env['E2E_AUTH_HOST'] = `127.0.0.1:${stack.ports.auth}`;
  process.env['E2E_FIRESTORE_HOST'] = `127.0.0.1:${stack.ports.firestore}`;
  return async () => {
    await stack.stop();
  };
}
