import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from '@/components/footer';
import { Navbar } from '@/components/navbar';
import { PreviewBanner } from '@/components/preview-banner';
import { loadMessages, useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';

// Billing loads for a signed-in user only: a visitor's first load carries none of it.
const PaymentBanner = lazy(async () => {
  const [billing] = await Promise.all([import('@/features/billing'), loadMessages(['billing'])]);
  return { default: billing.PaymentBanner };
});

// The notifications (alerts) load for a signed-in user only, like billing.
const NotificationsMenu = lazy(async () => ({ default: (await import('@/features/notifications')).NotificationsMenu }));

/** Every route but /login: navigation bar, page area, footer, and the preview banner. */
export function AppLayout() {
  const { t } = useI18n();
  const { status } = useSession();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Navbar
        signedInExtra={
          status === 'signed-in' ? (
            <Suspense fallback={null}>
              <NotificationsMenu />
            </Suspense>
          ) : undefined
        }
      />
      {/* A failed payment is said on every signed-in page, with the portal. */}
      {status === 'signed-in' && (
        <Suspense fallback={null}>
          <PaymentBanner />
        </Suspense>
      )}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <PreviewBanner />
      {/* A new page starts at the top (a footer link would otherwise open mid-page); Back restores. */}
      <ScrollRestoration />
    </div>
  );
}
