import type { InterfaceLanguage } from '@contract/languages';
import { flattenCatalog, type Catalog, type CatalogFiles } from './catalog';
import type { PageNamespace } from './page-namespaces';

// One chunk per language and namespace, loaded with the page that shows it.
const files = import.meta.glob<CatalogFiles[string]>(
  [
    './*/billing.json',
    './*/campaign.json',
    './*/dashboard.json',
    './*/legal.json',
    './*/preflight.json',
    './*/results.json',
    './*/places.json',
  ],
  { import: 'default' },
);

export async function loadPageNamespace(language: InterfaceLanguage, namespace: PageNamespace): Promise<Catalog> {
  const path = `./${language}/${namespace}.json`;
  const load = files[path];
  return load ? flattenCatalog({ [path]: await load() }) : {};
}
