/** The landing feature's public face: the '/' page. */
export { default as LandingPage } from './landing-page';
