import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

const backendPort = process.env['PAUTIA_BACKEND_PORT'] ?? '5000';
const backend = `http://127.0.0.1:${backendPort}`;
/** In `npm run dev`, Vite serves the app and forwards the backend paths to the local stack. */
const backendPaths = ['/health', '/auth', '/campaign', '/chat', '/api', '/oauth2callback', '/local'];

/**
 * reactfire imports every Firebase product it has hooks for. The web app uses only Auth (the client
 * never touches Firestore, Storage, Functions, RTDB or Remote Config: DESIGN.md §1), so those imports,
 * when they come from reactfire, resolve to stubs that throw if ever called. Saves ~100 KB gzip.
 * See docs/adr/0003-reactfire-unused-products.md.
 */
const unusedByReactfire: Record<string, string[]> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/firestore': ['onSnapshot', 'queryEqual'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
  'firebase/storage': ['getDownloadURL', 'ref'],
};

function stubUnusedFirebaseProducts(): Plugin {
  const prefix = '\0unused-firebase:';
  return {
    name: 'pautia:stub-unused-firebase-products',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source in unusedByReactfire && importer?.includes('/reactfire/')) return prefix + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const product = id.slice(prefix.length);
      return (unusedByReactfire[product] ?? [])
        .map((name) => `export function ${name}() { throw new Error('${product} is not bundled: the web app does not use it.'); }`)
        .join('\n');
    },
  };
}

export default defineConfig({
  plugins: [stubUnusedFirebaseProducts(), react()],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    proxy: Object.fromEntries(backendPaths.map((p) => [p, { target: backend, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
