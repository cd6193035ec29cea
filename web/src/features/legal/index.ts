/** The legal and information pages (one component for every path of paths.legal). */
export { default as LegalPage } from './legal-page';
