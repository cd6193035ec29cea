import { PLANS, type BillingPeriod, type PaidPlan, type Plan } from '@contract/plans';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { NoticeBanner, type Notice } from '@/components/notice-banner';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api-client';
import { readUserData } from '@/lib/user-data';
import { createCheckoutSession } from './api/create-checkout-session';
import { tierOf } from './plan-tiers';
import { PLAN_OFFERS, type PlanOffer, type PriceCard } from './pricing-catalog';
import { useSubscriptionStatus } from './use-subscription-status';
import './billing.css';

export const CHECKOUT_FAILED_MESSAGE = "We couldn't start Checkout. Please try again in a few minutes.";

/** /pricing (SPEC §2): the plans above the user's tier, each with its monthly (and annual) card. */
export default function PricingPage() {
  const status = useSubscriptionStatus();
  const tier: Plan | undefined = status.status === 'ready' ? tierOf(status.data) : status.status === 'failed' ? 'BASIC' : undefined;

  useEffect(() => {
    // SPEC §8: a failed status fetch is logged and the plan treated as BASIC.
    if (status.status === 'failed') console.warn('Pricing: could not read the subscription status; showing plans for Free.', status);
  }, [status]);

  // SPEC §2: nothing is rendered while the plan is loading.
  if (!tier) return null;
  if (tier === 'PREMIUM') return <TopPlan />;

  const offers = PLAN_OFFERS.filter((offer) => PLANS.indexOf(offer.plan) > PLANS.indexOf(tier));
  return (
    <div className="page billing pricing">
      <header className="pricing-header">
        <h1>Pick your plan and roll</h1>
        <p className="lead">Scroll to compare: Trial → Pro → Premium.</p>
        {tier !== 'BASIC' ? <p className="alert alert-info" role="note">{replacementNote(tier)}</p> : null}
        <nav className="pricing-jump" aria-label="Plans on this page">
          {offers.map((offer) => (
            <a key={offer.anchor} href={`#${offer.anchor}`} className="pricing-jump-link">
              {offer.name}
            </a>
          ))}
        </nav>
      </header>
      <Checkout offers={offers} />
      <TrustStrip />
    </div>
  );
}

function Checkout({ offers }: { offers: PlanOffer[] }) {
  const api = useApiClient();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<string | null>(null);
  // The spec's alerts, shown in the card whose button caused them (ADR 8).
  const [alert, setAlert] = useState<{ card: string; notice: Notice } | null>(null);

  async function start(plan: PaidPlan, period: BillingPeriod) {
    const card = `${plan}:${period}`;
    setAlert(null);
    const email = readUserData()?.email;
    if (!email) {
      navigate(paths.login);
      return;
    }
    const priceId = (env.prices as Record<string, string | undefined>)[card];
    if (!priceId) {
      setAlert({ card, notice: { kind: 'error', text: `PriceId not configured for ${plan}/${period}` } });
      return;
    }
    setStarting(card);
    const result = await createCheckoutSession(api, { email, priceId });
    const url = result.ok ? result.data?.checkoutUrl : undefined;
    if (typeof url === 'string' && url) {
      // Stays "Redirecting…" while the browser leaves for Checkout.
      window.location.assign(url);
      return;
    }
    setAlert({ card, notice: { kind: 'error', text: CHECKOUT_FAILED_MESSAGE } });
    setStarting(null);
  }

  return (
    <div className="pricing-plans">
      {offers.map((offer) => (
        <section key={offer.anchor} id={offer.anchor} className="pricing-plan" aria-labelledby={`${offer.anchor}-title`}>
          <div className="pricing-plan-intro">
            <div className="pricing-plan-name">
              <h2 id={`${offer.anchor}-title`}>{offer.name}</h2>
              {offer.badge ? <span className="badge pricing-badge">{offer.badge}</span> : null}
            </div>
            <p className="muted">{offer.tagline}</p>
            <ul className="pricing-features" aria-label={`${offer.name} includes`}>
              {offer.features.map((feature) =>
                // A limitation ('No chat history', 'No support') is not something the plan includes:
                // no green tick; a muted cross, hidden from screen readers, as the words say it.
                isLimitation(feature) ? (
                  <li key={feature} className="pricing-limitation">
                    <Icon name="close" size={18} />
                    {feature}
                  </li>
                ) : (
                  <li key={feature}>
                    <Icon name="check" size={18} />
                    {feature}
                  </li>
                ),
              )}
            </ul>
          </div>
          <div className="pricing-cards">
            {offer.cards.map((card) => (
              <PriceCardView
                key={card.period}
                card={card}
                starting={starting === `${card.plan}:${card.period}`}
                locked={starting !== null}
                onChoose={() => void start(card.plan, card.period)}
                alert={alert?.card === `${card.plan}:${card.period}` ? alert.notice : null}
                onDismissAlert={() => setAlert(null)}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

interface PriceCardProps {
  card: PriceCard;
  starting: boolean;
  locked: boolean;
  onChoose: () => void;
  alert: Notice | null;
  onDismissAlert: () => void;
}

function PriceCardView({ card, starting, locked, onChoose, alert, onDismissAlert }: PriceCardProps) {
  const titleId = `${card.plan}-${card.period}-title`.toLowerCase();
  return (
    <article className={`card price-card${card.ribbon ? ' price-card-featured' : ''}`} aria-labelledby={titleId}>
      {card.ribbon ? <span className="price-ribbon">{card.ribbon}</span> : null}
      <h3 id={titleId}>{card.title}</h3>
      <p className="price">
        <span className="price-amount">{card.price}</span>
        <span className="price-per">{card.per}</span>
      </p>
      <p className="price-billing">{card.billing}</p>
      <button type="button" className={`btn ${card.ribbon ? 'btn-primary' : 'btn-secondary'} price-cta`} disabled={locked} onClick={onChoose}>
        {starting ? 'Redirecting…' : card.cta}
      </button>
      {alert ? <NoticeBanner notice={alert} onDismiss={onDismissAlert} /> : null}
      <p className="price-currency muted">Prices in USD.</p>
    </article>
  );
}

function TrustStrip() {
  return (
    <ul className="trust-strip" aria-label="Why subscribe with confidence">
      <li>
        <Icon name="globe" />
        Support in English and Spanish
      </li>
      <li>
        <Icon name="lock" />
        Secure card payments with Stripe
      </li>
      <li>
        <Icon name="calendar" />
        Cancel anytime
      </li>
    </ul>
  );
}

function TopPlan() {
  return (
    <div className="page narrow billing pricing">
      <div className="card top-plan">
        <Icon name="award" size={32} />
        <h1>You're on the top plan</h1>
        <p className="lead">No higher tiers available.</p>
        <p>Nothing to upgrade — you're already on Premium.</p>
        <div className="billing-actions">
          <Link to={paths.plan} className="btn btn-primary">
            My Plan
          </Link>
          <Link to={paths.dashboard} className="btn btn-ghost">
            Back to Dashboard
          </Link>
        </div>
      </div>
      <TrustStrip />
    </div>
  );
}

/** Plan features worded as what the plan lacks ('No chat history', 'No support'). */
export function isLimitation(feature: string): boolean {
  return /^No\s/.test(feature);
}

/** What an upgrade does to the subscription the user has now (the backend ends it when the new one
 * starts; with Stripe the unused time is credited, prorated, so nothing is paid twice). */
export function replacementNote(tier: Plan): string {
  const name = tier === 'TRIAL' ? 'Trial' : tier === 'PRO' ? 'Pro' : 'Premium';
  return tier === 'TRIAL'
    ? `Upgrading replaces your ${name}: it ends as soon as the new plan starts.`
    : `Upgrading replaces your ${name} subscription: it ends as soon as the new plan starts, and the unused part of its current period is credited to your account, so you never pay twice for the same days.`;
}
