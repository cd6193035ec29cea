import { describe, expect, it } from 'vitest';
import en from './en';
import es from './es';
import { PAGE_NAMESPACES } from './page-namespaces';
import { loadPageNamespace } from './pages';

// A page namespace is left out of the first catalog (core.ts) and loaded with its page: one the
// loader cannot find would show its page's message ids instead of text.
describe('page namespaces', () => {
  for (const language of ['en', 'es', 'es-tuteo'] as const) {
    for (const namespace of PAGE_NAMESPACES) {
      it(`loads every ${namespace} message in ${language}`, async () => {
        const whole = language === 'en' ? en : es;
        const expected = Object.keys(whole).filter((id) => id.startsWith(`${namespace}.`));
        const loaded = await loadPageNamespace(language, namespace);
        expect(expected.length).toBeGreaterThan(0);
        expect(Object.keys(loaded).sort()).toEqual(expected.sort());
      });
    }
  }
});
