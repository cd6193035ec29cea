import { PLAN_LIMITS, PLANS, PRICE_DETAILS, type BillingPeriod, type PaidPlan, type Plan } from '@contract/plans';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDialogs } from '@/components/dialogs';
import { Icon } from '@/components/icon';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api-client';
import { PageTitle, useI18n } from '@/lib/i18n';
import { useSubscriptionStatus } from '@/lib/subscription-status';
import { readUserData } from '@/lib/user-data';
import { createCheckoutSession } from './api/create-checkout-session';
import { tierOf } from './plan-tiers';
import { describePrice, PLAN_OFFERS, TIER_NAMES, type PlanOffer, type PriceCard } from './pricing-catalog';
import './billing.css';

/** /pricing (docs/product.md P7.2): the plans above the user's tier, each with its monthly (and annual) card. */
export default function PricingPage() {
  const { t } = useI18n();
  const status = useSubscriptionStatus();
  const tier: Plan | undefined = status.status === 'ready' ? tierOf(status.data) : status.status === 'failed' ? 'BASIC' : undefined;

  useEffect(() => {
    // docs/product.md P6.1: a failed status fetch is logged and the plan treated as BASIC.
    if (status.status === 'failed') console.warn('Pricing: could not read the subscription status; showing plans for Free.', status);
  }, [status]);

  // docs/product.md P7.2: nothing is rendered while the plan is loading.
  if (!tier) return <PageTitle title={t('billing.pricing.title')} />;
  const offers = PLAN_OFFERS.filter((offer) => PLANS.indexOf(offer.plan) > PLANS.indexOf(tier));
  // Premium, the top plan: nothing above it to offer.
  if (offers.length === 0) return <TopPlan />;
  return (
    <div className="page billing pricing">
      <PageTitle title={t('billing.pricing.title')} />
      <header className="pricing-header">
        <h1>{t('billing.pricing.heading')}</h1>
        <p className="lead">{t('billing.pricing.subtitle')}</p>
        {tier !== 'BASIC' ? (
          <p className="alert alert-info" role="note">
            {tier === 'TRIAL'
              ? t('billing.pricing.replacesTrial')
              : t('billing.pricing.replacesSubscription', { plan: t(TIER_NAMES[tier]) })}
          </p>
        ) : null}
        <nav className="pricing-jump" aria-label={t('billing.pricing.jumpLabel')}>
          {offers.map((offer) => (
            <a key={offer.anchor} href={`#${offer.anchor}`} className="pricing-jump-link">
              {t(TIER_NAMES[offer.plan])}
            </a>
          ))}
        </nav>
      </header>
      <FreeComparison current={tier === 'BASIC'} />
      <Checkout offers={offers} />
      <TrustStrip />
    </div>
  );
}

function Checkout({ offers }: { offers: PlanOffer[] }) {
  const { t } = useI18n();
  const api = useApiClient();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<string | null>(null);

  async function start(plan: PaidPlan, period: BillingPeriod) {
    const card = `${plan}:${period}`;
    const email = readUserData()?.email;
    if (!email) {
      navigate(paths.login);
      return;
    }
    const alert = (message: string) => dialogs.alert({ title: t('billing.checkout.alertTitle'), message });
    const priceId = (env.prices as Record<string, string | undefined>)[card];
    if (!priceId) {
      await alert(t('billing.checkout.priceMissing', { plan, period }));
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
    // docs/product.md P7.3: the button is enabled again.
    setStarting(null);
    // A refusal with a reason (the trial was already used, a payment is owed, the plan is
    // already held) says that reason, in the interface's language; "try again" would not help.
    const refusal = !result.ok && result.status === 409 ? result.error?.message : undefined;
    await alert(refusal || t('billing.checkout.failed'));
  }

  return (
    <div className="pricing-plans">
      {offers.map((offer) => {
        const name = t(TIER_NAMES[offer.plan]);
        return (
          <section key={offer.anchor} id={offer.anchor} className="pricing-plan" aria-labelledby={`${offer.anchor}-title`}>
            <div className="pricing-plan-intro">
              <div className="pricing-plan-name">
                <h2 id={`${offer.anchor}-title`}>{name}</h2>
                {offer.badge ? <span className="badge pricing-badge">{t(offer.badge)}</span> : null}
              </div>
              <p className="muted">{t(offer.tagline)}</p>
              <ul className="pricing-features" aria-label={t('billing.pricing.includes', { plan: name })}>
                {offer.features.map(({ message, limitation }) =>
                  // A limitation ('No chat history', 'No support') is not something the plan includes:
                  // no green tick; a muted cross, hidden from screen readers, as the words say it.
                  limitation ? (
                    <li key={message.id} className="pricing-limitation">
                      <Icon name="close" size={18} />
                      {t(message.id, message.values)}
                    </li>
                  ) : (
                    <li key={message.id}>
                      <Icon name="check" size={18} />
                      {t(message.id, message.values)}
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
                  starting={starting === card.key}
                  locked={starting !== null}
                  onChoose={() => void start(card.plan, card.period)}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

function PriceCardView({
  card,
  starting,
  locked,
  onChoose,
}: {
  card: PriceCard;
  starting: boolean;
  locked: boolean;
  onChoose: () => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const price = describePrice(i18n, card.key);
  const titleId = `${card.plan}-${card.period}-title`.toLowerCase();
  return (
    <article className={`card price-card${card.featured ? ' price-card-featured' : ''}`} aria-labelledby={titleId}>
      {card.featured ? <span className="price-ribbon">{t('billing.card.ribbon')}</span> : null}
      <h3 id={titleId}>{t(card.title.id, card.title.values)}</h3>
      <p className="price">
        <span className="price-amount">{price.amount}</span>
        <span className="price-per">{price.per}</span>
      </p>
      <p className="price-billing">{price.billing}</p>
      {card.plan === 'TRIAL' ? <p className="price-billing">{t('billing.card.trialBecomesPro', { days: PRICE_DAYS_TRIAL })}</p> : null}
      <p className="price-card-note muted">{card.plan === 'TRIAL' ? t('billing.card.cardNeededTrial') : t('billing.card.cardNeeded')}</p>
      <button
        type="button"
        className={`btn ${card.featured ? 'btn-primary' : 'btn-secondary'} price-cta`}
        disabled={locked}
        onClick={onChoose}
      >
        {starting ? t('billing.pricing.redirecting') : t(card.cta)}
      </button>
      <p className="price-currency muted">{t('billing.pricing.pricesInUsd')}</p>
    </article>
  );
}

const PRICE_DAYS_TRIAL = PRICE_DETAILS['TRIAL:monthly'].trialDays ?? 7;

/** Free, listed for comparison (nothing to buy): what it gives, for life. */
function FreeComparison({ current }: { current: boolean }) {
  const { t, money } = useI18n();
  const free = PLAN_LIMITS.BASIC;
  return (
    <section className="card pricing-free" aria-labelledby="free-title">
      <div className="pricing-plan-name">
        <h2 id="free-title">{t('billing.tier.free')}</h2>
        {current ? <span className="badge pricing-badge">{t('billing.free.current')}</span> : null}
      </div>
      <p className="price">
        <span className="price-amount">{money(0, 'USD', { maximumFractionDigits: 0 })}</span>
      </p>
      <ul className="pricing-features" aria-label={t('billing.pricing.includes', { plan: t('billing.tier.free') })}>
        <li>
          <Icon name="check" size={18} />
          {t('billing.free.campaigns', { count: free.campaigns ?? 0 })}
        </li>
        <li>
          <Icon name="check" size={18} />
          {t('billing.free.questions', { count: free.aiQueries ?? 0 })}
        </li>
        <li className="pricing-limitation">
          <Icon name="close" size={18} />
          {t('billing.feature.noChatHistory')}
        </li>
      </ul>
      <p className="muted">{t('billing.free.noCard')}</p>
    </section>
  );
}

function TrustStrip() {
  const { t } = useI18n();
  return (
    <ul className="trust-strip" aria-label={t('billing.trust.label')}>
      <li>
        <Icon name="globe" />
        {t('billing.trust.languages')}
      </li>
      <li>
        <Icon name="lock" />
        {t('billing.trust.payments')}
      </li>
      <li>
        <Icon name="calendar" />
        {t('billing.trust.cancel')}
      </li>
    </ul>
  );
}

function TopPlan() {
  const { t } = useI18n();
  return (
    <div className="page narrow billing pricing">
      <PageTitle title={t('billing.pricing.title')} />
      <div className="card top-plan">
        <Icon name="award" size={32} />
        <h1>{t('billing.topPlan.heading')}</h1>
        <p className="lead">{t('billing.topPlan.lead')}</p>
        <p>{t('billing.topPlan.body')}</p>
        <div className="billing-actions">
          <Link to={paths.plan} className="btn btn-primary">
            {t('billing.plan.heading')}
          </Link>
          <Link to={paths.dashboard} className="btn btn-ghost">
            {t('billing.backToDashboard')}
          </Link>
        </div>
      </div>
      <TrustStrip />
    </div>
  );
}
