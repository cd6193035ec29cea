import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Tests share one stack; files run one after another to keep the 2-core machine calm.
    fileParallelism: false,
  },
});
