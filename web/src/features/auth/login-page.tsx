import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { createApiClient } from '@/lib/api-client';
import { PageTitle, useI18n, type MessageId } from '@/lib/i18n';
import { useSession, type LocalGoogleAccount } from '@/lib/session';
import { LocalAccountDialog } from './local-account-dialog';
import { storeAccount } from '@/lib/account';
import { registerUser } from './register-user';
import './login.css';

const benefits: MessageId[] = ['auth.login.benefit1', 'auth.login.benefit2', 'auth.login.benefit3', 'auth.login.benefit4'];

export default function LoginPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, rich } = useI18n();
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [error, setError] = useState(false);

  const signIn = async (account?: LocalGoogleAccount) => {
    setChoosing(false);
    setBusy(true);
    setError(false);
    try {
      const user = await session.signInWithGoogle(account);
      // The session's client still holds the signed-out state: call with the new user's token.
      const destination = await registerUser(
        createApiClient(() => user.getIdToken()),
        user,
        (record) => storeAccount(queryClient, record),
      );
      navigate(destination, { replace: true });
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code !== 'auth/popup-closed-by-user' && code !== 'auth/cancelled-popup-request') setError(true);
      setBusy(false);
    }
  };

  const onClick = () => {
    if (session.localSignIn) setChoosing(true);
    else void signIn();
  };

  return (
    <main className="login" id="main">
      <PageTitle title={t('auth.login.pageTitle')} />
      <section className="login-card" aria-labelledby="login-title">
        <div className="login-top">
          <Link to={paths.home} className="brand brand-lg">
            <Logo size={36} />
            <span>{env.productName}</span>
          </Link>
          <LanguageSwitch />
        </div>
        <h1 id="login-title">{t('auth.login.welcome', { product: env.productName })}</h1>
        <p className="lead">{t('auth.login.lead')}</p>
        <ul className="benefits">
          {benefits.map((benefit) => (
            <li key={benefit}>
              <span aria-hidden="true">✓</span> {t(benefit)}
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-google" onClick={onClick} disabled={busy} aria-busy={busy}>
          <GoogleMark />
          {busy ? t('auth.login.busy') : t('auth.login.button')}
        </button>
        {error && (
          <p className="alert alert-error" role="alert">
            {t('auth.login.error')}
          </p>
        )}
        <p className="fine-print">
          {rich('auth.login.legal', {
            terms: (
              <Link key="terms" to={paths.legal.terms}>
                {t('auth.login.terms')}
              </Link>
            ),
            privacy: (
              <Link key="privacy" to={paths.legal.privacy}>
                {t('auth.login.privacy')}
              </Link>
            ),
          })}
        </p>
      </section>
      {choosing && <LocalAccountDialog onChoose={(account) => void signIn(account)} onCancel={() => setChoosing(false)} />}
    </main>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
