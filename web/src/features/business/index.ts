/** The business-profile feature's public face: the /business page. */
export { default as BusinessPage } from './business-page';
