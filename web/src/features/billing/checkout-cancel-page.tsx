import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import './billing.css';

/** /checkout/cancel (SPEC §2): Checkout was left without paying. Spanish on purpose. */
export default function CheckoutCancelPage() {
  return (
    <div className="page narrow billing" lang="es">
      <section className="card success-card" aria-labelledby="cancel-title">
        <Icon name="info" size={40} className="cancel-icon" />
        <h1 id="cancel-title">Compra cancelada</h1>
        <p className="lead">No se realizó ningún cargo. Podés elegir otro plan cuando quieras.</p>
        <div className="billing-actions">
          <Link to={paths.pricing} className="btn btn-primary">
            Ver planes
          </Link>
        </div>
      </section>
    </div>
  );
}
