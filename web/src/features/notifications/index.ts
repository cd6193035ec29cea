/**
 * The notifications feature's public face: the alerts in the navigation bar (composed by the app
 * layer, app/app-layout.tsx) and the e-mail and alert switches (composed into the profile, app/profile-route.tsx).
 */
export { default as NotificationsMenu } from './notifications-menu';
export { default as NotificationPreferences } from './notification-preferences';
