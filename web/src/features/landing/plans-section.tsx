import { PLAN_LIMITS, PLANS, PRICE_DETAILS, type Plan } from '@contract/plans';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useI18n, type MessageId, type MessageValues } from '@/lib/i18n';

/** Where each plan's allowance renews: Free never, Trial once per trial, Pro and Premium monthly. */
const ALLOWANCE_PERIOD: Record<Plan, 'total' | 'trial' | 'month'> = { BASIC: 'total', TRIAL: 'trial', PRO: 'month', PREMIUM: 'month' };

const NAMES: Record<Plan, MessageId> = {
  BASIC: 'landing.plans.name.free',
  TRIAL: 'landing.plans.name.trial',
  PRO: 'landing.plans.name.pro',
  PREMIUM: 'landing.plans.name.premium',
};
const TAGLINES: Record<Plan, MessageId> = {
  BASIC: 'landing.plans.tagline.free',
  TRIAL: 'landing.plans.tagline.trial',
  PRO: 'landing.plans.tagline.pro',
  PREMIUM: 'landing.plans.tagline.premium',
};
const CTAS: Record<Plan, MessageId> = {
  BASIC: 'landing.plans.cta.free',
  TRIAL: 'landing.plans.cta.trial',
  PRO: 'landing.plans.cta.pro',
  PREMIUM: 'landing.plans.cta.premium',
};
/** The Pricing screen's anchors (#trial, #pro, #premium). */
const PRICING_ANCHORS: Record<Plan, string> = { BASIC: '', TRIAL: '#trial', PRO: '#pro', PREMIUM: '#premium' };

interface Line {
  id: MessageId;
  values?: MessageValues;
  /** Worded as what the plan lacks: a muted cross, not a tick. */
  lacking?: boolean;
}

/** What a plan allows, read from the same limits the backend enforces. */
function limitLines(plan: Plan): Line[] {
  const limits = PLAN_LIMITS[plan];
  const period = ALLOWANCE_PERIOD[plan];
  const lines: Line[] = [];
  lines.push(
    limits.campaigns === null
      ? { id: 'landing.plans.limit.campaignsUnlimited' }
      : { id: 'landing.plans.limit.campaigns', values: { count: limits.campaigns, period } },
  );
  lines.push(
    limits.aiQueries === null
      ? { id: 'landing.plans.limit.questionsUnlimited' }
      : { id: 'landing.plans.limit.questions', values: { count: limits.aiQueries, period } },
  );
  lines.push(
    limits.memory === 0
      ? { id: 'landing.plans.limit.noHistory', lacking: true }
      : { id: 'landing.plans.limit.history', values: { count: limits.memory } },
  );
  lines.push(
    limits.keywordResearch === null
      ? { id: 'landing.plans.limit.keywordResearchUnlimited' }
      : limits.keywordResearch === 0
        ? { id: 'landing.plans.limit.keywordSuggestions' }
        : { id: 'landing.plans.limit.keywordResearch', values: { count: limits.keywordResearch, period } },
  );
  lines.push(limits.googleAds ? { id: 'landing.plans.limit.googleAds' } : { id: 'landing.plans.limit.noGoogleAds', lacking: true });
  return lines;
}

/**
 * Plans and prices for visitors: the four plans with their USD prices, monthly and
 * annual, and their main limits, from the catalog the Pricing screen and the backend use.
 * '/#pricing' opens here.
 */
export function PlansSection({ signedIn }: { signedIn: boolean }) {
  const { t, money, percent } = useI18n();
  const usd = (amount: number) =>
    money(
      amount,
      'USD',
      Number.isInteger(amount)
        ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    );

  const price = (plan: Plan) => {
    const trial = PRICE_DETAILS['TRIAL:monthly'];
    switch (plan) {
      case 'BASIC':
        return { amount: usd(0), per: t('landing.plans.per.forever'), notes: [t('landing.plans.note.noCard')] };
      case 'TRIAL':
        return {
          amount: usd(0),
          per: t('landing.plans.per.days', { count: trial.trialDays ?? 0 }),
          notes: [t('landing.plans.note.trialThen', { price: usd(trial.amount) })],
        };
      case 'PRO':
      case 'PREMIUM': {
        const monthly = PRICE_DETAILS[`${plan}:monthly`];
        const annual = PRICE_DETAILS[`${plan}:annual`];
        return {
          amount: usd(monthly.amount),
          per: t('landing.plans.per.month'),
          notes: [
            t('landing.plans.note.annual', {
              perMonth: usd(annual.amount / 12),
              total: usd(annual.amount),
              saving: percent(1 - annual.amount / (monthly.amount * 12), 0),
            }),
          ],
        };
      }
    }
  };

  return (
    <section id="pricing" className="landing-plans" aria-labelledby="pricing-title">
      <div className="landing-wrap">
        <p className="eyebrow">{t('landing.plans.eyebrow')}</p>
        <h2 id="pricing-title" className="section-title">
          {t('landing.plans.title')}
        </h2>
        <p className="landing-plans-lead">{t('landing.plans.lead')}</p>
        <ul className="plan-grid">
          {PLANS.map((plan) => {
            const { amount, per, notes } = price(plan);
            const name = t(NAMES[plan]);
            const titleId = `plan-${plan.toLowerCase()}-title`;
            const target = !signedIn ? paths.login : plan === 'BASIC' ? paths.dashboard : `${paths.pricing}${PRICING_ANCHORS[plan]}`;
            return (
              <li key={plan}>
                <article className={`plan-card${plan === 'PRO' ? ' plan-card-featured' : ''}`} aria-labelledby={titleId}>
                  <div className="plan-card-head">
                    <h3 id={titleId}>{name}</h3>
                    {plan === 'PRO' ? <span className="badge">{t('landing.plans.popular')}</span> : null}
                  </div>
                  <p className="plan-tagline">{t(TAGLINES[plan], { product: env.productName })}</p>
                  <p className="plan-price">
                    <span className="plan-amount">{amount}</span> <span className="plan-per">{per}</span>
                  </p>
                  {notes.map((note) => (
                    <p key={note} className="plan-note">
                      {note}
                    </p>
                  ))}
                  <ul className="plan-limits" aria-label={t('landing.plans.includes', { plan: name })}>
                    {limitLines(plan).map((line) => (
                      <li key={line.id} className={line.lacking ? 'plan-lacking' : undefined}>
                        <Icon name={line.lacking ? 'close' : 'check'} size={18} />
                        {t(line.id, line.values)}
                      </li>
                    ))}
                  </ul>
                  <Link to={target} className={`btn ${plan === 'PRO' ? 'btn-primary' : 'btn-secondary'} plan-cta`}>
                    {signedIn && plan === 'BASIC' ? t('landing.plans.cta.dashboard') : t(CTAS[plan])}
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
        <p className="plan-footnote">
          {t('landing.plans.currency')} {t('landing.plans.footnote')}
        </p>
      </div>
    </section>
  );
}
