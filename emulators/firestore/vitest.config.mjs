// Tests of the local Firestore (emulators/firestore). From the repo root:
//   npx vitest run --config emulators/firestore/vitest.config.mjs
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Repo root as root (so caches go to the root node_modules), whatever the cwd.
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['emulators/firestore/*.test.mjs', 'emulators/*.test.mjs'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
    env: {
      // Without credentials google-auth-library probes the GCE metadata server
      // and warns; we only ever talk to the local server.
      METADATA_SERVER_DETECTION: 'none',
    },
  },
});
