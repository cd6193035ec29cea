import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  /** Where focus goes on open; the first control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** While true, Escape and the backdrop do nothing (an action is in flight). */
  locked?: boolean;
  /** Where focus returns when the element focused at opening is gone (e.g. a form that re-rendered). */
  returnFocus?: () => HTMLElement | null;
  /** `alertdialog` for a confirmation or an alert that needs an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The app's one modal dialog (confirmations, alerts, the spec's modals): an accessible dialog, labelled and described, focus moved in on open and kept inside
 * with Tab, Escape and the backdrop close it, and focus returns to where it was.
 */
export function Modal({ title, children, actions, onClose, initialFocus, locked = false, returnFocus, role = 'dialog' }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  const isLocked = useRef(locked);
  const fallback = useRef(returnFocus);
  useEffect(() => {
    close.current = onClose;
    isLocked.current = locked;
    fallback.current = returnFocus;
  });

  useEffect(() => {
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const target = initialFocus?.current ?? dialog.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog.current;
    target?.focus();
    return () => {
      const back = opener?.isConnected ? opener : fallback.current?.();
      back?.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!isLocked.current) close.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !isLocked.current) close.current();
      }}
    >
      <div
        ref={dialog}
        className="modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <div id={bodyId}>{children}</div>
        <div className="modal-actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
