import { defineConfig } from 'vitest/config';

/**
 * Files that must have the stack to themselves: they reload or load it as a whole, or count what every
 * user's requests leave behind. They run one after another, after the rest of the integration files.
 * - load.test.ts: 20 users for 30 s through the Functions emulator; its timing needs a calm stack.
 * - restart.test.ts: touches lib/index.js, which reloads the Functions emulator of every stack
 *   started from this checkout mid-run (the shared one and those other files start).
 * - two-stacks.test.ts: two persisted stacks started, stopped and started again (heavy).
 * - hostile-input.test.ts: counts the whole stripeEvents collection, which billing tests add to.
 * - usage-lease.test.ts: leases of 6 s against the wall clock; a crowded machine lets one expire
 *   before the test has looked at it.
 */
const SERIAL = [
  'test/load.test.ts',
  'test/restart.test.ts',
  'test/two-stacks.test.ts',
  'test/hostile-input.test.ts',
  'test/usage-lease.test.ts',
];
const GLOBAL_SETUP = ['./test/global-setup.ts'];

/**
 * Three projects: `unit` (src/**: pure, no stack, no emulator; `npm run test:unit`), `integration`
 * (test/**: against the local stack, files in parallel: each signs in users of its own) and `serial`
 * (the files above, one at a time on the same stack). Groups run in order: unit, integration, serial.
 * A run that selects only unit files (`vitest run --project unit`, or `vitest run src/…`) starts nothing.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        // Pure and independent files: every core (Vitest's default leaves one free).
        test: { name: 'unit', include: ['src/**/*.test.ts'], maxWorkers: '100%', sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: SERIAL,
          globalSetup: GLOBAL_SETUP,
          // Mostly waiting on the stack: three files at once keep a 2-core machine busy, not swamped
          // (the Functions emulator starts a worker process per concurrent request).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'serial',
          include: SERIAL,
          globalSetup: GLOBAL_SETUP,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
