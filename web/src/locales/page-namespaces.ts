/**
 * The namespaces only some pages show. Each loads with the page that shows it (app/router.tsx,
 * `loadMessages`), so the first load of any page carries only the others (`<lang>/core.ts`); the
 * largest of these, `legal`, is a quarter of the whole catalog. A namespace a shared component or
 * every page uses must not be here.
 */
export const PAGE_NAMESPACES = ['billing', 'campaign', 'dashboard', 'legal', 'preflight', 'results', 'tracking'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];
