/** The auth feature's public face: the /login page (loaded lazily by app/router.tsx). */
export { default as LoginPage } from './login-page';
