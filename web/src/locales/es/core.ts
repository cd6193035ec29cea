import { flattenCatalog, type CatalogFiles } from '../catalog';

/** Every namespace but the pages' own (locales/page-namespaces.ts): the first catalog any page loads. */
export default flattenCatalog(
  import.meta.glob<CatalogFiles[string]>(
    [
      './*.json',
      '!./billing.json',
      '!./campaign.json',
      '!./dashboard.json',
      '!./legal.json',
      '!./preflight.json',
      '!./results.json',
      '!./tracking.json',
    ],
    { eager: true, import: 'default' },
  ),
);
