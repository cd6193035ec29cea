import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// Import boundaries (docs/architecture.md, "Enforced boundaries"). Paths are relative to
// the repository root whatever directory eslint runs from.
const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// Everything under web/src but app/ and features/ is shared code, read from the tree so the list
// names only folders that exist.
const webShared = subfolders('web/src')
  .filter((d) => d !== 'app' && d !== 'features')
  .map((d) => `./web/src/${d}`);
const webZones = [
  // A feature never imports another feature; what two features share moves to components/ or lib/.
  ...subfolders('web/src/features').map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what they share to components/ or lib/, or compose them in app/.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Imports flow app → features → shared.' },
  { target: webShared, from: './web/src/features', message: 'Shared code never imports a feature.' },
  {
    // testing/ is left out on purpose: its render helper renders the app's real routes (app/router).
    target: webShared.filter((d) => !d.endsWith('/testing')),
    from: './web/src/app',
    message: 'Shared code never imports app/.',
  },
  { target: './web/src', from: './functions/src', except: ['./contract'], message: 'The web app shares only contract/ with the backend.' },
  { target: './functions/src', from: './web', message: 'The backend never imports the web app.' },
];

// functions/src: routes → services → repos/adapters → domain → contract (docs/architecture.md, ADR 27).
const fn = (...paths) => paths.map((p) => `./functions/src/${p}`);
const fnEntries = readdirSync(`${root}/functions/src`).filter((n) => !n.includes('.') || n.endsWith('.ts'));
const fnExcept = (...names) => fn(...fnEntries.filter((n) => !names.includes(n)));
const layers = 'Imports flow routes → services → repos/adapters → domain → contract.';
// Every service folder: what the composition root builds from repos and adapters and hands to routes.
// (The stand-ins' local/ is not one: it is its own wiring, which only the entry loads.)
export const functionsServiceFolders = [
  'account',
  'assistant',
  'billing',
  'business-profile',
  'campaigns',
  'geo',
  'google-ads',
  'keywords',
  'results',
  'support',
  'usage',
  'notifications',
  'outbox',
];
const services = fn(...functionsServiceFolders);
// Domain code: pure rules and text, no I/O.
const domain = fn('copy', 'currency', 'strategy', 'geo-catalog', 'facts');
// Client plumbing one vendor's adapters share (ADR 21): Google's failures → our errors, for the
// Google Ads, keyword planner and results adapters. Counted as each of those adapters' own folder.
const sharedAdapterPlumbing = {
  'google-ads': ['google-ads-client'],
  'keyword-planner': ['google-ads-client'],
  'ads-results': ['google-ads-client'],
};
// The local stand-ins (ADR 28): only the entry that loads them in local mode knows local/; local/ may
// import anything it needs. Tests may use a stand-in as a fixture (see the test files' block below).
const localZone = {
  target: fnExcept('local', 'main.ts'),
  from: fn('local'),
  message: 'Only main.ts loads local/ (the stand-ins), in local mode; the rest knows them through stand-ins.ts.',
};
export const functionsZones = [
  {
    target: fn('contract'),
    from: './functions/src',
    except: ['./contract'],
    message: 'contract/ is shared with the web app: it imports only zod and other contract files.',
  },
  { target: fnExcept('routes', 'app.ts'), from: fn('routes'), message: 'Only app.ts mounts routes/.' },
  {
    // services.ts is the composition root; app.ts, main.ts and index.ts start the server.
    target: fnExcept('routes', 'services.ts', 'app.ts', 'main.ts', 'index.ts'),
    from: fn('services.ts', 'app.ts', 'main.ts', 'index.ts'),
    message: 'Only routes/ and the entry files import the composition root.',
  },
  {
    // Routes parse, call one service and answer: never a repo, an adapter, or Firestore.
    target: fn('routes'),
    from: fn('repos', 'adapters', 'crypto', 'firebase.ts', 'copy', 'currency', 'strategy', 'geo-catalog', 'facts'),
    message: 'Routes import services (from services.ts), http/, contract/, errors and i18n/: never a repo, an adapter or domain code.',
  },
  { target: fn('adapters', 'repos', 'http'), from: services, message: layers },
  { target: services, from: fn('http'), message: 'Services do not import http/: errors are in errors.ts, input is parsed by routes.' },
  { target: fn('repos'), from: fn('adapters', 'http'), message: 'Repos never import adapters or http/.' },
  { target: fn('http'), from: fn('adapters'), message: layers },
  // Domain rules out of the adapters (ADR 21), errors out of http/.
  { target: fn('adapters'), from: fn('http'), message: 'Adapters do not import http/ (errors are in errors.ts).' },
  { target: fn('i18n'), from: fn('http'), message: 'i18n/ does not import http/ (http/ imports i18n/).' },
  ...subfolders('functions/src/adapters').map((adapter) => ({
    target: fn(`adapters/${adapter}`),
    from: fn('adapters'),
    except: [`./${adapter}`, ...(sharedAdapterPlumbing[adapter] ?? []).map((shared) => `./${shared}`)],
    message: "An adapter never imports another: only its own folder and its vendor's shared client plumbing.",
  })),
  {
    target: fn('repos'),
    from: services,
    message: 'Repos never import services: a service passes its rules in (usage periods, cached results).',
  },
  {
    // assistant/ is left out: copy's variety test reads the assistant's offline replies.
    target: domain,
    from: [...fn('adapters', 'repos', 'http'), ...fn(...functionsServiceFolders.filter((f) => f !== 'assistant'))],
    message: 'Domain code imports only domain code and contract/.',
  },
  localZone,
];

// Zones the architecture asks for that the current tree does not meet yet (a refactor's to-do list; empty
// since ADR 21). `LINT_PENDING_ZONES=1 npx eslint functions/src` counts what is left; move each one
// above once it passes.
const pendingFunctionsZones = [];

const zones = [...webZones, ...functionsZones, ...(process.env.LINT_PENDING_ZONES ? pendingFunctionsZones : [])];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      '**/dist/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '.test-results/**',
      '.firebase-*-public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A feature's public face is its index.ts: from outside, `@/features/x`, never a file inside it
    // (a feature reaches its own files by relative paths). Pages load lazily through the index:
    // `import('@/features/x')`.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[^/]+/',
              message: "Import a feature through its public index ('@/features/<name>'), not a file inside it.",
            },
            {
              regex: '^(\\.\\./)+features/[^/]+/',
              message: "Import a feature through its public index ('@/features/<name>'), not a file inside it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts/.tsx files when it follows imports, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // web/'s tsconfig holds the '@/…' and '@contract/…' aliases. (This resolver version follows no
        // project references, so each project is named; 3.8 is the last one built on enhanced-resolve:
        // later ones need native bindings this registry lacks for other platforms, and `npm ci` refuses the lock.)
        createTypeScriptImportResolver({ project: [`${root}/web/tsconfig.json`, `${root}/functions/tsconfig.json`] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Type-only imports do not count. Following every chain costs ~2 s more CPU than maxDepth 3
      // (parsing the imported files is most of the rule's cost), so no depth limit.
      'import-x/no-cycle': ['error', { maxDepth: Infinity, ignoreExternal: true }],
    },
  },
  {
    // A domain test may drive its code with a stand-in (the sample planner, the offline AI).
    files: ['functions/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones.filter((z) => z !== localZone) }] },
  },
  {
    // repos/ owns every Firestore collection (docs/collections.md): nothing else
    // names a collection or a document path.
    // The local stand-ins keep their own collections in their stores (local/*/store.ts).
    files: ['functions/src/**/*.{ts,tsx}'],
    ignores: ['functions/src/repos/**', 'functions/src/local/*/store.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(collection|collectionGroup|doc)$/]",
          message: 'Firestore collections and documents are named only in functions/src/repos/ (docs/collections.md).',
        },
      ],
    },
  },
  {
    // Repos own Firestore and its transactions: services and routes never import its types (ADR 27).
    files: [...functionsServiceFolders.map((f) => `functions/src/${f}/**/*.ts`), 'functions/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin/firestore', '@google-cloud/firestore'],
              message: 'Firestore is repos/’ business: ask a repo (ADR 27).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase-admin', 'firebase-admin/*'], message: 'Routes call services; the token check is services.identity.' },
          ],
        },
      ],
    },
  },
  {
    // contract/ is bundled into the web app too: no packages but zod (and vitest in its tests).
    files: ['functions/src/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|libphonenumber-js$|\\.\\.?/)',
              message: 'contract/ imports only zod, libphonenumber-js (the phone rule both sides share) and other contract files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|libphonenumber-js$|vitest$|\\.\\.?/)',
              message: 'contract/ imports only zod, libphonenumber-js and other contract files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Code passed to page.evaluate runs in the browser.
    files: ['scripts/screenshots.mjs', 'scripts/shots-campaign.mjs', 'bench/streaming.mjs', 'e2e/**/*.ts'],
    languageOptions: {
      globals: {
        document: 'readonly',
        window: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        MutationObserver: 'readonly',
      },
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        structuredClone: 'readonly',
        queueMicrotask: 'readonly',
      },
    },
  },
);
