import react from '@vitejs/plugin-react';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

const backendPort = process.env['PAUTIA_BACKEND_PORT'] ?? '5000';
const backend = `http://127.0.0.1:${backendPort}`;
/** In `npm run dev`, Vite serves the app and forwards the backend paths to the local stack. */
// '^/campaign(/|$)' is a RegExp (Vite's proxy keys starting with ^ are), so the page /campaigns/:id
// stays with the app while /campaign/user/… goes to the backend.
const backendPaths = [
  '/health',
  '/auth',
  '^/campaign(/|$)',
  '/chat',
  '/api',
  '/oauth2callback',
  '/local',
  '/geo',
  '/usage',
  '/keywords',
  '/users',
  '^/profile/[^/]+/business$',
  '/support',
];

/**
 * reactfire imports every Firebase product it has hooks for. The web app uses only Auth (the client
 * never touches Firestore, Storage, Functions, RTDB or Remote Config: docs/product.md P11), so those imports,
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

/**
 * Every screen waits for sign-in state (the spec's 'Cargando...' spinner), and that needs the lazily
 * loaded Firebase session chunk. Preload it from index.html so it downloads alongside the entry
 * instead of after the entry has run: one round trip fewer before any page's content (issue 8's
 * Lighthouse figures). The chunk stays out of the entry itself, so the spinner does not wait for it.
 */
function preloadSessionChunk(): Plugin {
  return {
    name: 'pautia:preload-session-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const session = Object.values(bundle).find(
          (o) => o.type === 'chunk' && o.facadeModuleId?.endsWith('/src/app/firebase-session.tsx'),
        );
        // Another app built with this config (the bench's bare baseline page) has no session chunk.
        if (!session || session.type !== 'chunk') return [];
        const entryFiles = new Set(
          Object.values(bundle).flatMap((o) => (o.type === 'chunk' && o.isEntry ? [o.fileName, ...o.imports] : [])),
        );
        return [session.fileName, ...session.imports]
          .filter((file) => !entryFiles.has(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
      },
    },
  };
}

/**
 * The built app's catalogs are compiled: each ICU message is parsed at build time (the AST react-intl
 * formats directly), so the message parser (~12 KB gzip of the first load) is left out of the bundle
 * and no message is parsed in the reader's browser. `npm run dev` and the tests keep the plain
 * strings and the parser.
 */
function precompileMessages(): Plugin {
  const noParser = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js');
  return {
    name: 'pautia:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '@formatjs/icu-messageformat-parser' ? noParser : null;
    },
    transform(code, id) {
      if (!/\/src\/locales\/[a-z]{2}\/[^/]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parseMessage(message)]));
      // Still JSON: Vite's JSON plugin turns it into a module as before.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * `npm run dev`: name the local stack's Auth emulator in the page, as the stack's Hosting does for
 * built pages (emulators/stack.mjs), so the app connects to the right port at once.
 */
function localAuthEmulatorMeta(): Plugin {
  const host = process.env['PAUTIA_AUTH_EMULATOR_HOST'];
  return {
    name: 'pautia:local-auth-emulator-meta',
    apply: 'serve',
    transformIndexHtml: () => (host ? [{ tag: 'meta', attrs: { name: 'pautia-auth-emulator', content: host }, injectTo: 'head' }] : []),
  };
}

export default defineConfig({
  plugins: [stubUnusedFirebaseProducts(), precompileMessages(), preloadSessionChunk(), localAuthEmulatorMeta(), react()],
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
    // Both cores of a 2-core machine (Vitest's default leaves one free): the files are independent,
    // each in its own jsdom.
    maxWorkers: '100%',
    // A journey through several screens takes 1–2 s on an idle 2-core machine and more than 5 s (the
    // default) when other suites load it, as CI's machine may be: the limit is for hangs, not speed.
    testTimeout: 20_000,
  },
});
