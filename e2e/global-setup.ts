import type { FullConfig } from '@playwright/test';
import { startStack } from '../emulators/stack.mjs';
import { chromiumPath } from '../scripts/browser.mjs';

/** One local stack for the whole run, on free ports, with no persisted data. */
export default async function globalSetup(_config: FullConfig) {
  // The browser from the npm registry (never a system one), unpacked once here for every worker.
  process.env['PAUTIA_CHROMIUM'] = await chromiumPath();
  console.log(`e2e browser: ${process.env['PAUTIA_CHROMIUM']}`);
  const stack = await startStack({ ports: 'auto', persist: false, quiet: true });
  // Workers inherit these.
  process.env['E2E_BASE_URL'] = `http://localhost:${stack.ports.hosting}`;
  process.env['E2E_AUTH_HOST'] = `127.0.0.1:${stack.ports.auth}`;
  process.env['E2E_FIRESTORE_HOST'] = `127.0.0.1:${stack.ports.firestore}`;
  return async () => {
    await stack.stop();
  };
}
