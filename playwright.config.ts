import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/browser.mjs';

/**
 * End-to-end journeys in the Chromium shipped by the `@sparticuz/chromium` npm package (scripts/browser.mjs)
 * against the local stack, which global-setup starts on free ports (the web app must be built first:
 * `npm run build`). Global setup unpacks the browser once and passes its path to the workers in
 * PAUTIA_CHROMIUM, so parallel workers never race on the unpacking.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env['E2E_BASE_URL'],
    trace: 'retain-on-failure',
    launchOptions: {
      // Set by e2e/global-setup.ts before any worker starts.
      executablePath: process.env['PAUTIA_CHROMIUM'],
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
