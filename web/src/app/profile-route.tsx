import { NotificationPreferences } from '@/features/notifications';
import { ProfilePage } from '@/features/profile';

/** /profile: the profile with the e-mail and alert switches (features/notifications). */
export default function ProfileRoute() {
  return (
    <ProfilePage>
      <NotificationPreferences />
    </ProfilePage>
  );
}
