import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useI18n } from '@/lib/i18n';

interface Props {
  busy: boolean;
  onSend: (text: string) => Promise<boolean>;
}

/** The message box: Enter sends, Shift+Enter adds a line; Send is disabled for an empty message or a pending reply. */
export function ChatComposer({ busy, onSend }: Props) {
  const { t } = useI18n();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const canSend = draft.trim().length > 0 && !busy;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const text = draft;
    setDraft('');
    // Back to the box for the next message (and the place focus returns to from the upgrade overlay).
    input.current?.focus();
    const sent = await onSend(text);
    if (!sent) setDraft(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('dashboard.composer.label')}
      </label>
      <textarea
        ref={input}
        id={inputId}
        className="chat-input"
        rows={2}
        value={draft}
        placeholder={t('dashboard.composer.placeholder')}
        aria-describedby={hintId}
        maxLength={4000}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="visually-hidden">
        {t('dashboard.composer.hint')}
      </span>
      <button type="submit" className="btn btn-primary chat-send" disabled={!canSend}>
        {t('dashboard.composer.send')}
      </button>
    </form>
  );
}
