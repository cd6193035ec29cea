import { useEffect, useState } from 'react';
import { env } from '@/config/env';

const POLL_MS = 10_000;

/** Local mode only: whether the preview backend in this workspace answers. */
export function PreviewBanner({ enabled = env.local }: { enabled?: boolean }) {
  const [connected, setConnected] = useState<boolean | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const check = async () => {
      try {
        const res = await fetch(`${env.backendUrl}/health`, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
        if (!cancelled) setConnected(res.ok);
      } catch {
        if (!cancelled) setConnected(false);
      }
    };
    void check();
    const timer = setInterval(check, POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [enabled]);

  if (!enabled || connected === null) return null;
  return (
    <div className={`preview-banner ${connected ? 'is-connected' : 'is-disconnected'}`} role="status">
      <span className="preview-banner-icon" aria-hidden="true">
        {connected ? 'ℹ' : '⚠'}
      </span>
      <span>{connected ? 'Preview backend running in this workspace.' : 'Preview backend disconnected.'}</span>
    </div>
  );
}
