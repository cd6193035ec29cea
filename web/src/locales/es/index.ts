import { flattenCatalog, type CatalogFiles } from '../catalog';

/** Every namespace of this language, in one lazily loaded chunk. */
export default flattenCatalog(import.meta.glob<CatalogFiles[string]>('./*.json', { eager: true, import: 'default' }));
