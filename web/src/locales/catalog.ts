/**
 * The interface catalogs: one folder per language, one JSON file per namespace (a feature, or
 * `common` for the shell). A message's id is `<namespace>.<key>`, e.g. `billing.pricing.heading`.
 * Messages are ICU MessageFormat (plurals: `{count, plural, one {# campaign} other {# campaigns}}`).
 */
export type CatalogFiles = Record<string, Record<string, string>>;
export type Catalog = Record<string, string>;

export function flattenCatalog(files: CatalogFiles): Catalog {
  const catalog: Catalog = {};
  for (const [path, messages] of Object.entries(files)) {
    const namespace = path.replace(/^.*\//, '').replace(/\.json$/, '');
    for (const [key, message] of Object.entries(messages)) catalog[`${namespace}.${key}`] = message;
  }
  return catalog;
}
