import react from '@vitejs/plugin-react';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type ResolvedConfig, type Rollup } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import { PICK_PRERENDERED } from './src/app/prerender-handoff';

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
      if (!/\/src\/locales\/[a-z]{2}(-tuteo)?\/[^/]+\.json$/.test(id)) return null;
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

/** The CSP source that lets the page run PICK_PRERENDERED (firebase.json names it; a test checks). */
export const pickPrerenderedHash = `'sha256-${createHash('sha256').update(PICK_PRERENDERED).digest('base64')}'`;

/**
 * '/' and '/login' ship their first screen as HTML: after the client build, the same config builds
 * src/app/prerender.tsx for Node, which renders each page in each interface language and variety (a signed-out
 * visitor's view); each goes into the page's HTML as a <template>, with the page's stylesheets and the
 * inline script that shows the reader's language before the first paint (src/app/prerender-handoff.ts).
 * The hero then paints with the HTML instead of after ~190 KB of scripts.
 */
function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  const pages = [
    { path: '/', file: 'index.html', feature: '/src/features/landing/index.ts' },
    { path: '/login', file: 'login.html', feature: '/src/features/auth/index.ts' },
  ] as const;
  return {
    name: 'pautia:prerender-public-pages',
    apply: (c, { command }) => command === 'build' && !c.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      const entry = join(config.root, 'src/app/prerender.tsx');
      // Another app built with this config (the bench's bare baseline page) has nothing to prerender.
      if (!existsSync(entry) || !options.dir) return;
      // Inside the project, so the Node build's external packages resolve from node_modules.
      const ssrDir = join(config.cacheDir, 'prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: entry,
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'render.mjs' } },
        },
      });
      const { renderPage } = (await import(
        `${pathToFileURL(join(ssrDir, 'render.mjs')).href}?${Date.now()}`
      )) as typeof import('./src/app/prerender');
      // The app's scripts start from the inline script (src/app/prerender-handoff.ts), after the first paint.
      const built = readFileSync(join(options.dir, 'index.html'), 'utf8');
      const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(built);
      if (!entryTag) throw new Error('index.html has no entry script');
      const preloads = [...built.matchAll(/\s*<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      const indexHtml = [entryTag[0], ...preloads].reduce((html, tag) => html.replace(tag, ''), built);
      const appStart = `<template id="app-start" data-entry="${entryTag[1]}">${preloads.map((tag) => tag.trim()).join('')}</template>`;
      const picker = `${appStart}\n    <script>${PICK_PRERENDERED}</script>`;
      for (const page of pages) {
        const css = pageStylesheets(bundle, page.feature, indexHtml);
        // English, Spanish in voseo (es-AR, es-UY) and Spanish in tuteo (every other Spanish reader).
        const variants = [
          { id: 'en', language: 'en', variety: 'voseo' },
          { id: 'es', language: 'es', variety: 'voseo' },
          { id: 'es-tuteo', language: 'es', variety: 'tuteo' },
        ] as const;
        const templates = variants
          .map(
            ({ id, language, variety }) =>
              `<template id="prerendered-${id}" data-path="${page.path}">${renderPage(page.path, language, variety)}</template>`,
          )
          .join('\n    ');
        const html = indexHtml
          .replace('</head>', `${css.map((href) => `  <link rel="stylesheet" crossorigin href="/${href}">\n`).join('')}  </head>`)
          .replace('</body>', `  ${templates}\n    ${picker}\n  </body>`);
        writeFileSync(join(options.dir, page.file), html);
      }
    },
  };
}

/** The stylesheets a page's chunk loads (itself and its static imports) that index.html does not already link. */
function pageStylesheets(bundle: Rollup.OutputBundle, feature: string, indexHtml: string): string[] {
  const chunk = Object.values(bundle).find((o) => o.type === 'chunk' && o.facadeModuleId?.endsWith(feature));
  if (!chunk || chunk.type !== 'chunk') throw new Error(`No chunk for ${feature}`);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const c = bundle[fileName];
    if (!c || c.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    for (const file of c.viteMetadata?.importedCss ?? []) css.add(file);
    c.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...css].filter((file) => !indexHtml.includes(file));
}

export default defineConfig({
  plugins: [
    stubUnusedFirebaseProducts(),
    precompileMessages(),
    preloadSessionChunk(),
    localAuthEmulatorMeta(),
    prerenderPublicPages(),
    react(),
  ],
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
