import { MIN_WEEKLY_BUDGET } from '@contract/campaign-fields';
import { PLAN_LIMITS } from '@contract/plans';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { Term } from '@/components/term';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PageTitle, useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { features, promises, steps, trustPoints } from './landing-content';
import { PlansSection } from './plans-section';
import './landing.css';
// Inlined as data: URLs: the hero is the largest paint of '/', so it must not wait for another request.
import heroImage from './images/hero.svg?inline';
import heroImageEs from './images/hero.es.svg?inline';

/** The illustrations carry words, so each language has its own drawing. */
const illustration = (name: string, language: string) => `/images/landing/${name}${language === 'es' ? '.es' : ''}.svg`;

/**
 * The public face. Deliberately light: no Firebase, dashboard or payment code in this chunk;
 * illustrations are static SVGs with fixed dimensions (no layout shift), lazy below the fold.
 */
export default function LandingPage() {
  const { status } = useSession();
  const { t, rich, money, number, language } = useI18n();
  const signedIn = status === 'signed-in';
  // Spec: the calls to action go to /dashboard when signed in, otherwise to /login.
  const ctaTarget = signedIn ? paths.dashboard : paths.login;
  const values = {
    product: env.productName,
    minBudget: money(MIN_WEEKLY_BUDGET, 'USD', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  };
  const usd = (amount: number) => money(amount, 'USD', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
  useScrollToHash();

  return (
    <div className="landing">
      <PageTitle title={t('landing.pageTitle')} />
      <section className="landing-hero" aria-labelledby="hero-title">
        <div className="landing-wrap landing-hero-grid">
          <div className="landing-hero-copy">
            <p className="eyebrow">
              <Icon name="sparkles" size={16} /> {t('landing.hero.eyebrow')}
            </p>
            <h1 id="hero-title">{t('landing.hero.title')}</h1>
            <p className="lead">{t('landing.hero.lead', values)}</p>
            <div className="landing-actions">
              <Link to={ctaTarget} className="btn btn-primary btn-lg">
                {t('landing.cta.start')}
              </Link>
              <a href="#how-it-works" className="landing-link">
                {t('landing.hero.seeHow')}
                <Icon name="arrow-right" size={18} />
              </a>
            </div>
            <ul className="landing-hero-note">
              <li>
                <Icon name="check" size={16} />
                {t('landing.hero.noteGoogle')}
              </li>
              <li>
                <Icon name="check" size={16} />
                {t('landing.hero.noteNoCard')}
              </li>
            </ul>
          </div>
          <img
            className="landing-hero-image"
            src={language === 'es' ? heroImageEs : heroImage}
            alt={t('landing.hero.imageAlt')}
            width={560}
            height={460}
            // Decoded for the first paint (no decoding="async"): the largest thing on '/', it should
            // appear with the text the build-time HTML paints.
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="landing-promises" aria-labelledby="promises-title">
        <div className="landing-wrap">
          <h2 id="promises-title" className="section-title">
            {t('landing.promises.title')}
          </h2>
          <ul className="promise-grid">
            {promises.map((promise) => (
              <li key={promise.title} className="promise">
                <span className="icon-badge">
                  <Icon name={promise.icon} size={22} />
                </span>
                <h3>{t(promise.title)}</h3>
                <p>{t(promise.text, values)}</p>
              </li>
            ))}
          </ul>
          <p className="landing-center">
            <Link to={ctaTarget} className="btn btn-primary btn-lg">
              {t('landing.cta.start')}
            </Link>
          </p>
        </div>
      </section>

      <section className="landing-features" aria-labelledby="features-title">
        <div className="landing-wrap">
          <p className="eyebrow">{t('landing.features.eyebrow', values)}</p>
          <h2 id="features-title" className="section-title">
            {t('landing.features.title')}
          </h2>
          {features.map((feature) => (
            <article key={feature.title} className="feature">
              <div className="feature-copy">
                <span className="icon-badge">
                  <Icon name={feature.icon} size={22} />
                </span>
                <h3>{t(feature.title)}</h3>
                <p>{t(feature.text, values)}</p>
                <ul className="check-list">
                  {feature.points.map((point) => (
                    <li key={point}>
                      <Icon name="check-circle" size={18} />
                      {t(point, values)}
                    </li>
                  ))}
                </ul>
              </div>
              <img
                className="feature-image"
                src={illustration(feature.image, language)}
                alt={t(feature.alt, { budget: usd(70) })}
                width={400}
                height={280}
                loading="lazy"
                decoding="async"
              />
            </article>
          ))}
        </div>
      </section>

      <section id="how-it-works" className="landing-steps" aria-labelledby="steps-title">
        <div className="landing-wrap">
          <p className="eyebrow">{t('landing.steps.eyebrow')}</p>
          <h2 id="steps-title" className="section-title">
            {t('landing.steps.title')}
          </h2>
          <ol className="step-list">
            {steps.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step-number" aria-hidden="true">
                  {number(index + 1)}
                </span>
                <h3>{t(step.title)}</h3>
                <p>{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="landing-roi" aria-labelledby="roi-title">
        <div className="landing-wrap landing-roi-grid">
          <div>
            <p className="eyebrow">{t('landing.roi.eyebrow')}</p>
            <h2 id="roi-title" className="section-title">
              {t('landing.roi.title')}
            </h2>
            <p className="landing-roi-text">
              {rich('landing.roi.text', {
                conversions: (
                  <Term key="conversions" id="conversions">
                    {t('landing.roi.conversions')}
                  </Term>
                ),
                roas: (
                  <Term key="roas" id="roas">
                    {t('landing.roi.roas')}
                  </Term>
                ),
              })}
            </p>
            <ul className="check-list">
              <li>
                <Icon name="check-circle" size={18} />
                {t('landing.roi.point1', values)}
              </li>
              <li>
                <Icon name="check-circle" size={18} />
                {t('landing.roi.point2')}
              </li>
              <li>
                <Icon name="check-circle" size={18} />
                {t('landing.roi.point3')}
              </li>
            </ul>
          </div>
          <figure className="roi-figure">
            <img
              src={illustration('roi', language)}
              alt={t('landing.roi.imageAlt', { spend: usd(70), from: usd(140), to: usd(364), roas: number(3.8) })}
              width={560}
              height={380}
              loading="lazy"
              decoding="async"
            />
            <figcaption>{t('landing.roi.caption')}</figcaption>
          </figure>
        </div>
      </section>

      <PlansSection signedIn={signedIn} />

      <section className="landing-trust" aria-labelledby="trust-title">
        <div className="landing-wrap">
          <h2 id="trust-title" className="section-title">
            {t('landing.trust.title')}
          </h2>
          <ul className="trust-grid">
            {trustPoints.map((point) => (
              <li key={point.title} className="trust-item">
                <Icon name={point.icon} size={22} />
                <div>
                  <h3>{t(point.title)}</h3>
                  <p>{t(point.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="landing-final" aria-labelledby="final-title">
        <div className="landing-wrap">
          <div className="landing-final-card">
            <h2 id="final-title">{t('landing.final.title')}</h2>
            <p>{t('landing.final.text', { campaigns: PLAN_LIMITS.BASIC.campaigns ?? 0, questions: PLAN_LIMITS.BASIC.aiQueries ?? 0 })}</p>
            <Link to={ctaTarget} className="btn btn-inverse btn-lg">
              {t('landing.cta.final')}
              <Icon name="arrow-right" size={18} />
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

/**
 * '/#pricing' (the visitor's Pricing link) and '/#how-it-works' land on their section, also when the
 * page arrives after the address (first load, or from another page) and when the link is followed
 * while already here.
 */
function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    // jsdom (tests) has no layout, hence no scrollIntoView.
    if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'start' });
  }, [hash, key]);
}
