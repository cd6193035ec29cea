import { useEffect, useState } from 'react';
import { env } from '@/config/env';
import { useI18n } from '@/lib/i18n';
import { Icon } from './icon';

const POLL_MS = 10_000;

/**
 * Local mode only: whether the preview backend in this workspace answers `/health`. A slim strip
 * appended after the footer, so it never covers a screen's own controls.
 */
export function PreviewBanner({ enabled = env.local }: { enabled?: boolean }) {
  const { t } = useI18n();
  const [connected, setConnected] = useState<boolean | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const check = async () => {
      try {
        const res = await fetch(`${env.backendUrl}/health`, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
        // Only the backend's own answer counts (not, say, an HTML error page from a proxy).
        const body = res.ok ? ((await res.json()) as { ok?: unknown }) : null;
        if (!cancelled) setConnected(body?.ok === true);
      } catch {
        if (!cancelled) setConnected(false);
      }
    };
    // The first check waits until the browser is idle: a local status strip must not compete with
    // the page's own content for the network or the main thread.
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (cancelled) return;
      void check();
      timer = setInterval(check, POLL_MS);
    };
    // (Browsers without requestIdleCallback, and jsdom, check at once.)
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 2000 }) : undefined;
    if (idle === undefined) start();
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearInterval(timer);
    };
  }, [enabled]);

  if (!enabled || connected === null) return null;
  return (
    <div className={`preview-banner ${connected ? 'is-connected' : 'is-disconnected'}`} role="status">
      <Icon name={connected ? 'info' : 'warning'} size={16} label={connected ? t('common.icon.info') : t('common.icon.warning')} />
      <span>{connected ? t('common.preview.connected') : t('common.preview.disconnected')}</span>
    </div>
  );
}
