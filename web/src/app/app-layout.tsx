import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from '@/components/footer';
import { PaymentBanner } from '@/features/billing/payment-banner';
import { Navbar } from '@/components/navbar';
import { PreviewBanner } from '@/components/preview-banner';
import { FormSlotsProvider } from '@/lib/form-slots';
import { useI18n } from '@/lib/i18n';
import { formSlots } from './form-slots';

/** Every route but /login: navigation bar, page area, footer, and the preview banner. */
export function AppLayout() {
  const { t } = useI18n();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Navbar />
      {/* Issue 29: a failed payment is said on every signed-in page, with the portal. */}
      <PaymentBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <FormSlotsProvider value={formSlots}>
          <Outlet />
        </FormSlotsProvider>
      </main>
      <Footer />
      <PreviewBanner />
      {/* A new page starts at the top (a footer link would otherwise open mid-page); Back restores. */}
      <ScrollRestoration />
    </div>
  );
}
