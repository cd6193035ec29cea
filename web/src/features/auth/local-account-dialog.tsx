import { useId, useState, type FormEvent } from 'react';
import type { LocalGoogleAccount } from '@/lib/session';

/**
 * Local mode only: Google's popup cannot work offline, so this stand-in picks the Google account
 * that the Auth emulator signs in. Clearly labelled; never shown in production.
 */
export function LocalAccountDialog({ onChoose, onCancel }: { onChoose: (account: LocalGoogleAccount) => void; onCancel: () => void }) {
  const [name, setName] = useState('Ana García');
  const [email, setEmail] = useState('ana@example.com');
  const titleId = useId();
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
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <p className="badge badge-warning">Local sign-in · Auth emulator · no real Google account</p>
        <h2 id={titleId}>Elegí una cuenta de Google de prueba</h2>
        <p className="muted">
          This workspace runs offline, so Google's sign-in window is replaced by this stand-in. The account only exists in
          the local Auth emulator.
        </p>
        <form onSubmit={submit} className="form-grid">
          <label className="field">
            <span>Name</span>
            <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required />
          </label>
          <label className="field">
            <span>Email</span>
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required />
          </label>
          <div className="modal-actions">
            <button type="button" className="btn btn-ghost" onClick={onCancel}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={!valid}>
              Continue as {name.trim() || '…'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
