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
    './*/tracking.json',
    './*/places.json',
  ],
  { import: 'default' },
);

async function loadFile(folder: string, namespace: PageNamespace): Promise<Catalog> {
  const path = `./${folder}/${namespace}.json`;
  const load = files[path];
  return load ? flattenCatalog({ [path]: await load() }) : {};
}

/** A page namespace in a language; `es-tuteo` is the Spanish one with the tuteo overlay's messages over it. */
export async function loadPageNamespace(language: InterfaceLanguage | 'es-tuteo', namespace: PageNamespace): Promise<Catalog> {
  if (language !== 'es-tuteo') return loadFile(language, namespace);
  const [es, tuteo] = await Promise.all([loadFile('es', namespace), loadFile('es-tuteo', namespace)]);
  return { ...es, ...tuteo };
}
