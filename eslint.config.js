import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'functions/lib/**', '**/dist/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '.test-results/**', '.firebase-*-public/**'],
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
    // Code passed to page.evaluate runs in the browser.
    files: ['scripts/screenshots.mjs', 'bench/streaming.mjs', 'e2e/**/*.ts'],
    languageOptions: { globals: { document: 'readonly', window: 'readonly', localStorage: 'readonly', sessionStorage: 'readonly', MutationObserver: 'readonly' } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', fetch: 'readonly', AbortSignal: 'readonly', Buffer: 'readonly', URL: 'readonly', performance: 'readonly', structuredClone: 'readonly', queueMicrotask: 'readonly' },
    },
  },
);
