import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { features, promises, steps, trustPoints } from './landing-content';
import './landing.css';
// Inlined as a data: URL: the hero is the largest paint of '/', so it must not wait for another request.
import heroImage from './images/hero.svg?inline';

/**
 * The public face. Deliberately light: no Firebase, dashboard or payment code in this chunk;
 * illustrations are static SVGs with fixed dimensions (no layout shift), lazy below the fold.
 */
export default function LandingPage() {
  const { status } = useSession();
  // Spec: the calls to action go to /dashboard when signed in, otherwise to /login.
  const ctaTarget = status === 'signed-in' ? paths.dashboard : paths.login;
  const product = env.productName;

  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="hero-title">
        <div className="landing-wrap landing-hero-grid">
          <div className="landing-hero-copy">
            <p className="eyebrow">
              <Icon name="sparkles" size={16} /> Google Ads, planned with AI
            </p>
            <h1 id="hero-title">Turn ad spend into customers, not guesswork</h1>
            <p className="lead">
              Describe your business in five short steps. {product} writes a complete Google Ads strategy — keywords, ads,
              budget and targeting — and an advertising assistant helps you sharpen it, any time of day.
            </p>
            <div className="landing-actions">
              <Link to={ctaTarget} className="btn btn-primary btn-lg">
                Start Now - Free Consultation
              </Link>
              <a href="#how-it-works" className="landing-link">
                See how it works
                <Icon name="arrow-right" size={18} />
              </a>
            </div>
            <ul className="landing-hero-note">
              <li>
                <Icon name="check" size={16} />
                Sign in with Google
              </li>
              <li>
                <Icon name="check" size={16} />
                No card needed for your free consultation
              </li>
            </ul>
          </div>
          <img
            className="landing-hero-image"
            src={heroImage}
            alt="A campaign strategy with keyword suggestions, a rising results chart, a ready search ad and a tip from the assistant."
            width={560}
            height={460}
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </section>

      <section className="landing-promises" aria-labelledby="promises-title">
        <div className="landing-wrap">
          <h2 id="promises-title" className="section-title">
            Everything an agency promises, without the agency fees
          </h2>
          <ul className="promise-grid">
            {promises.map((promise) => (
              <li key={promise.title} className="promise">
                <span className="icon-badge">
                  <Icon name={promise.icon} size={22} />
                </span>
                <h3>{promise.title}</h3>
                <p>{promise.text}</p>
              </li>
            ))}
          </ul>
          <p className="landing-center">
            <Link to={ctaTarget} className="btn btn-primary btn-lg">
              Start Now - Free Consultation
            </Link>
          </p>
        </div>
      </section>

      <section className="landing-features" aria-labelledby="features-title">
        <div className="landing-wrap">
          <p className="eyebrow">What {product} does</p>
          <h2 id="features-title" className="section-title">
            From a blank page to a live campaign
          </h2>
          {features.map((feature) => (
            <article key={feature.title} className="feature">
              <div className="feature-copy">
                <span className="icon-badge">
                  <Icon name={feature.icon} size={22} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text.replace('{product}', product)}</p>
                <ul className="check-list">
                  {feature.points.map((point) => (
                    <li key={point}>
                      <Icon name="check-circle" size={18} />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
              <img
                className="feature-image"
                src={feature.image}
                alt={feature.alt}
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
          <p className="eyebrow">How it works</p>
          <h2 id="steps-title" className="section-title">
            Four steps, about five minutes
          </h2>
          <ol className="step-list">
            {steps.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="landing-roi" aria-labelledby="roi-title">
        <div className="landing-wrap landing-roi-grid">
          <div>
            <p className="eyebrow">Clear ROI</p>
            <h2 id="roi-title" className="section-title">
              Know what every dollar brings back
            </h2>
            <p className="landing-roi-text">
              Your plan sets a weekly budget in US dollars and says what a click, a lead and a sale should cost. Track
              conversions in Google Ads and you can read your return on ad spend (ROAS) week by week: revenue from ads
              divided by what the ads cost.
            </p>
            <ul className="check-list">
              <li>
                <Icon name="check-circle" size={18} />A weekly budget that fits your business, from $50
              </li>
              <li>
                <Icon name="check-circle" size={18} />
                Cost-per-click and cost-per-lead targets to hold the campaign to
              </li>
              <li>
                <Icon name="check-circle" size={18} />
                Plain-language answers when the numbers move
              </li>
            </ul>
          </div>
          <figure className="roi-figure">
            <img
              src="/images/landing/roi.svg"
              alt="Chart of six weeks at $70 a week in ad spend, with revenue from ad conversions rising from $140 to $364 a week: a return on ad spend of 3.8 times."
              width={560}
              height={380}
              loading="lazy"
              decoding="async"
            />
            <figcaption>Illustrative example, not a promise of results.</figcaption>
          </figure>
        </div>
      </section>

      <section className="landing-trust" aria-labelledby="trust-title">
        <div className="landing-wrap">
          <h2 id="trust-title" className="section-title">
            Built to be trusted with your business
          </h2>
          <ul className="trust-grid">
            {trustPoints.map((point) => (
              <li key={point.title} className="trust-item">
                <Icon name={point.icon} size={22} />
                <div>
                  <h3>{point.title}</h3>
                  <p>{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="landing-final" aria-labelledby="final-title">
        <div className="landing-wrap">
          <div className="landing-final-card">
            <h2 id="final-title">Your next customers are searching right now</h2>
            <p>
              Get a free campaign strategy today and launch when you are ready. The Free plan includes one guided
              campaign and five questions to the assistant.
            </p>
            <Link to={ctaTarget} className="btn btn-inverse btn-lg">
              Get Started Today
              <Icon name="arrow-right" size={18} />
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
