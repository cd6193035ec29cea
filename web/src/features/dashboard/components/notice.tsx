import { useEffect, useRef } from 'react';
import type { Notice } from '../hooks/use-google-ads-creation';

/** The spec's "alerts", in the page: announced at once (role=alert), dismissible. */
export function NoticeBanner({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  // Screen readers hear it at once; eyes may be elsewhere on a long page, so bring it into view.
  useEffect(() => box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), [notice]);
  return (
    <div ref={box} className={`alert ${notice.kind === 'success' ? 'alert-success' : 'alert-error'} notice`} role="alert">
      <div>
        <p className="notice-text">{notice.text}</p>
        {notice.detail && <p className="notice-detail">{notice.detail}</p>}
      </div>
      <button type="button" className="notice-dismiss" aria-label="Dismiss" onClick={onDismiss}>
        ✕
      </button>
    </div>
  );
}
