import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { LanguageSwitch } from '@/components/language-switch';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { PageTitle, useI18n } from '@/lib/i18n';
import './profile.css';

/**
 * The signed-in user's photo, name and e-mail: from the session, else from the stored userData.
 * `children`: sections other features add, composed by the app layer (app/profile-route.tsx).
 */
export default function ProfilePage({ children }: { children?: ReactNode } = {}) {
  const { t } = useI18n();
  const { name, email, picture } = useCurrentUser();
  const known = Boolean(name || email);

  return (
    <div className="page narrow profile">
      <PageTitle title={t('profile.pageTitle')} />
      <h1>{t('profile.heading')}</h1>
      {!known ? (
        <p className="card profile-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('profile.loading')}
        </p>
      ) : (
        <section className="card profile-card" aria-label={t('profile.account')}>
          <ProfilePhoto picture={picture} name={name || email} />
          <div className="profile-details">
            <h2 className="profile-name">{name || t('profile.userFallback')}</h2>
            <p className="profile-email">
              <Icon name="mail" size={18} />
              {email}
            </p>
            <p className="badge">{t('profile.signedInWithGoogle')}</p>
          </div>
        </section>
      )}
      <p className="muted profile-note">{t('profile.note')}</p>
      <section className="card profile-language" aria-labelledby="profile-language-title">
        <div>
          <h2 id="profile-language-title">{t('profile.language.heading')}</h2>
          <p className="muted">{t('profile.language.text', { product: env.productName })}</p>
        </div>
        <LanguageSwitch />
      </section>
      {children}
      <div className="profile-actions">
        <Link to={paths.plan} className="btn btn-secondary">
          <Icon name="card" size={18} />
          {t('profile.myPlan')}
        </Link>
        <Link to={paths.dashboard} className="btn btn-ghost">
          <Icon name="layout" size={18} />
          {t('profile.dashboard')}
        </Link>
        <Link to={paths.business} className="btn btn-ghost">
          <Icon name="sparkles" size={18} />
          {t('profile.business')}
        </Link>
        <Link to={paths.support} className="btn btn-ghost">
          <Icon name="chat" size={18} />
          {t('profile.support')}
        </Link>
      </div>
    </div>
  );
}

function ProfilePhoto({ picture, name }: { picture: string; name: string }) {
  const { t } = useI18n();
  const [broken, setBroken] = useState(false);
  const label = t('profile.photoOf', { name });
  if (picture && !broken) {
    return (
      <img
        className="profile-photo"
        src={picture}
        alt={label}
        width={96}
        height={96}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="profile-photo profile-photo-initial" role="img" aria-label={label}>
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}
