import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '@/lib/i18n';
import { Modal } from './modal';

interface DialogRequest {
  kind: 'confirm' | 'alert';
  title: string;
  message: ReactNode;
  /** Defaults: "Confirm"/"Confirmar" for a confirmation, "OK" for an alert. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive confirmation shows its button in the danger style. */
  danger?: boolean;
}

export interface Dialogs {
  /** Asks the reader; resolves true when they confirm, false on Cancel, Escape or the backdrop. */
  confirm: (request: Omit<DialogRequest, 'kind'>) => Promise<boolean>;
  /** Tells the reader something that needs acknowledging (the spec's alerts). */
  alert: (request: Omit<DialogRequest, 'kind' | 'cancelLabel' | 'danger'>) => Promise<void>;
}

const DialogsContext = createContext<Dialogs | null>(null);

/** The app's confirmations and alerts: one accessible, localized dialog instead of confirm()/alert(). */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs needs a DialogsProvider above it.');
  return dialogs;
}

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ request: DialogRequest; resolve: (ok: boolean) => void } | null>(null);
  const pending = useRef<typeof open>(null);

  const ask = useCallback(
    (request: DialogRequest) =>
      new Promise<boolean>((resolve) => {
        // A second request while one is open answers the first as cancelled.
        pending.current?.resolve(false);
        const next = { request, resolve };
        pending.current = next;
        setOpen(next);
      }),
    [],
  );

  const dialogs = useMemo<Dialogs>(
    () => ({
      confirm: (request) => ask({ ...request, kind: 'confirm' }),
      alert: async (request) => {
        await ask({ ...request, kind: 'alert' });
      },
    }),
    [ask],
  );

  const answer = (ok: boolean) => {
    const current = pending.current;
    pending.current = null;
    setOpen(null);
    current?.resolve(ok);
  };

  return (
    <DialogsContext value={dialogs}>
      {children}
      {open && <DialogView request={open.request} onAnswer={answer} />}
    </DialogsContext>
  );
}

function DialogView({ request, onAnswer }: { request: DialogRequest; onAnswer: (ok: boolean) => void }) {
  const { t } = useI18n();
  const isConfirm = request.kind === 'confirm';
  return (
    <Modal
      role="alertdialog"
      title={request.title}
      onClose={() => onAnswer(false)}
      actions={
        <>
          {isConfirm && (
            <button type="button" className="btn btn-secondary" onClick={() => onAnswer(false)}>
              {request.cancelLabel ?? t('common.dialog.cancel')}
            </button>
          )}
          <button type="button" className={`btn ${request.danger ? 'btn-danger' : 'btn-primary'}`} onClick={() => onAnswer(true)}>
            {request.confirmLabel ?? (isConfirm ? t('common.dialog.confirm') : t('common.dialog.ok'))}
          </button>
        </>
      }
    >
      {typeof request.message === 'string' ? <p>{request.message}</p> : request.message}
    </Modal>
  );
}
