import { flattenCatalog, type CatalogFiles } from '../catalog';

/**
 * The tuteo overlay's messages of every namespace but the pages' own (as `es/core.ts`): only the
 * messages whose tuteo differs from the voseo `es` ones, shown over them (DESIGN §11).
 */
export default flattenCatalog(
  import.meta.glob<CatalogFiles[string]>(
    ['./*.json', '!./billing.json', '!./campaign.json', '!./dashboard.json', '!./legal.json', '!./preflight.json', '!./results.json'],
    { eager: true, import: 'default' },
  ),
);
