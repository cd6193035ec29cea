import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { readUserData } from '@/lib/user-data';
import './profile.css';

/** The signed-in user's photo, name and e-mail: from the session, else from the stored userData. */
export default function ProfilePage() {
  const { user } = useSession();
  const stored = readUserData();
  const name = user?.displayName || stored?.name || '';
  const email = user?.email || stored?.email || '';
  const picture = user?.photoURL || stored?.picture || '';
  const known = Boolean(name || email);

  return (
    <div className="page narrow profile">
      <h1>My Profile</h1>
      {!known ? (
        <p className="card profile-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Loading...
        </p>
      ) : (
        <section className="card profile-card" aria-label="Your account">
          <ProfilePhoto picture={picture} name={name || email} />
          <div className="profile-details">
            <h2 className="profile-name">{name || 'User'}</h2>
            <p className="profile-email">
              <Icon name="mail" size={18} />
              {email}
            </p>
            <p className="badge">Signed in with Google</p>
          </div>
        </section>
      )}
      <p className="muted profile-note">
        Your name, e-mail and photo come from your Google account. To change them, update your Google account and sign in
        again.
      </p>
      <div className="profile-actions">
        <Link to={paths.plan} className="btn btn-secondary">
          <Icon name="card" size={18} />
          My Plan
        </Link>
        <Link to={paths.dashboard} className="btn btn-ghost">
          <Icon name="layout" size={18} />
          Dashboard
        </Link>
      </div>
    </div>
  );
}

function ProfilePhoto({ picture, name }: { picture: string; name: string }) {
  const [broken, setBroken] = useState(false);
  if (picture && !broken) {
    return (
      <img
        className="profile-photo"
        src={picture}
        alt={`Profile photo of ${name}`}
        width={96}
        height={96}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="profile-photo profile-photo-initial" role="img" aria-label={`Profile photo of ${name}`}>
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}
