/** The profile feature's public face: the /profile page. */
export { default as ProfilePage } from './profile-page';
