import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import { PageTitle, useI18n } from '@/lib/i18n';
import './billing.css';

/** /checkout/cancel (docs/product.md P7.3): Checkout was left without paying ('Compra cancelada' in Spanish). */
export default function CheckoutCancelPage() {
  const { t } = useI18n();
  return (
    <div className="page narrow billing">
      <PageTitle title={t('billing.cancel.heading')} />
      <section className="card success-card" aria-labelledby="cancel-title">
        <Icon name="info" size={40} className="cancel-icon" />
        <h1 id="cancel-title">{t('billing.cancel.heading')}</h1>
        <p className="lead">{t('billing.cancel.body')}</p>
        <div className="billing-actions">
          <Link to={paths.pricing} className="btn btn-primary">
            {t('billing.seePlans')}
          </Link>
        </div>
      </section>
    </div>
  );
}
