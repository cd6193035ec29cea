import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation before a Google Ads change: labelled, focus moved in and kept, Escape cancels. */
export function ConfirmDialog({ title, children, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    confirm.current?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <div className="results-dialog-backdrop" onClick={() => !busy && onCancel()}>
      <div
        ref={box}
        className="results-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !busy) onCancel();
          if (e.key === 'Tab') {
            const buttons = [...(box.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
            const first = buttons[0];
            const last = buttons.at(-1);
            if (e.shiftKey && document.activeElement === first) {
              e.preventDefault();
              last?.focus();
            } else if (!e.shiftKey && document.activeElement === last) {
              e.preventDefault();
              first?.focus();
            }
          }
        }}
      >
        <h3 id={titleId}>{title}</h3>
        <div id={bodyId}>{children}</div>
        <div className="results-dialog-actions">
          <button type="button" className="results-button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button ref={confirm} type="button" className="results-button results-button-primary" onClick={onConfirm} disabled={busy}>
            {busy ? 'Applying…' : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
