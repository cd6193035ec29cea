import { useEffect, useRef } from 'react';
import { useI18n } from '@/lib/i18n';

/** What an alert says: its text (the spec's, word for word) and an optional detail line. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
  detail?: string;
  /** A follow-up link (e.g. the campaign in Google Ads, or its page in Pautia). */
  links?: { href: string; label: string; external?: boolean }[];
}

/**
 * The spec's "alerts", in the page beside what caused them (ADR 8): announced at once
 * (role=alert), brought into view, dismissible.
 */
export function NoticeBanner({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  // Screen readers hear it at once; eyes may be elsewhere on a long page, so bring it into view.
  useEffect(() => box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), [notice]);
  return (
    <div ref={box} className={`alert ${notice.kind === 'success' ? 'alert-success' : 'alert-error'} notice`} role="alert">
      <div>
        <p className="notice-text">{notice.text}</p>
        {notice.detail && <p className="notice-detail">{notice.detail}</p>}
        {notice.links && notice.links.length > 0 && (
          <p className="notice-detail">
            {notice.links.map((link) =>
              link.external ? (
                <a key={link.href} className="btn btn-primary btn-sm" href={link.href} target="_blank" rel="noreferrer">
                  {link.label}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
              ) : (
                <a key={link.href} className="btn btn-secondary btn-sm" href={link.href}>
                  {link.label}
                </a>
              ),
            )}
          </p>
        )}
      </div>
      <button type="button" className="notice-dismiss" aria-label={t('common.dismiss')} onClick={onDismiss}>
        ✕
      </button>
    </div>
  );
}
