/** The support feature's public face: the /support page. */
export { default as SupportPage } from './support-page';
