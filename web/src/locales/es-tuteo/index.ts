import { flattenCatalog, type CatalogFiles } from '../catalog';
import es from '../es';

/** The whole Spanish catalog in tuteo: the `es` messages with this overlay's over them. */
export default {
  ...es,
  ...flattenCatalog(import.meta.glob<CatalogFiles[string]>('./*.json', { eager: true, import: 'default' })),
};
