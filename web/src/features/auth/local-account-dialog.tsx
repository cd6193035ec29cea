import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal';
import { useI18n } from '@/lib/i18n';
import type { LocalGoogleAccount } from '@/lib/session';

/**
 * Local mode only: Google's popup cannot work offline, so this stand-in picks the Google account
 * that the Auth emulator signs in. Clearly labelled as a local stand-in; never shown in production.
 */
export function LocalAccountDialog({ onChoose, onCancel }: { onChoose: (account: LocalGoogleAccount) => void; onCancel: () => void }) {
  const { t } = useI18n();
  // A sample account to start from (test data, not interface text).
  const [name, setName] = useState('Ana García'); // i18n-ignore
  const [email, setEmail] = useState('ana@example.com');
  const formId = useId();
  const valid = name.trim().length > 0 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const cleanEmail = email.trim().toLowerCase();
    onChoose({
      sub: `local-${cleanEmail.replace(/[^a-z0-9]/g, '-')}`,
      name: name.trim(),
      email: cleanEmail,
      picture: '',
    });
  };

  return (
    <Modal
      title={t('auth.local.title')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('auth.local.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={!valid}>
            {t('auth.local.continue', { name: name.trim() || '…' })}
          </button>
        </>
      }
    >
      <p className="badge badge-warning">{t('auth.local.badge')}</p>
      <p className="muted">{t('auth.local.text')}</p>
      <form id={formId} onSubmit={submit} className="form-grid">
        <label className="field">
          <span>{t('auth.local.name')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required />
        </label>
        <label className="field">
          <span>{t('auth.local.email')}</span>
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required />
        </label>
      </form>
    </Modal>
  );
}
