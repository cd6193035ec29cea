import { PRICE_DETAILS } from '@contract/plans';
import { Suspense, use, useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { legalGroups } from '@/components/legal-links';
import { env } from '@/config/env';
import { PageTitle, useI18n, type MessageValues } from '@/lib/i18n';
import { CookiePreferences } from './cookie-preferences';
import { documents, loadDocument } from './documents';
import { GlossaryList } from './glossary-list';
import { LAST_UPDATED, type Block, type Section } from './legal-types';
import './legal.css';

/** What page text may refer to: the brand, the contact address, the plan prices (USD). */
function usePageValues(): MessageValues {
  const { money } = useI18n();
  return useMemo(() => {
    const usd = (amount: number) => money(amount, 'USD', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const trial = PRICE_DETAILS['TRIAL:monthly'];
    return {
      product: env.productName,
      email: env.contactEmail,
      trialPrice: usd(0),
      trialDays: trial.trialDays ?? 0,
      trialThen: usd(trial.amount),
      proMonthly: usd(PRICE_DETAILS['PRO:monthly'].amount),
      proAnnual: usd(PRICE_DETAILS['PRO:annual'].amount),
      premiumMonthly: usd(PRICE_DETAILS['PREMIUM:monthly'].amount),
      premiumAnnual: usd(PRICE_DETAILS['PREMIUM:annual'].amount),
    };
  }, [money]);
}

/** Every legal and info route renders this page; the path picks the text. */
export default function LegalPage() {
  const { t, rich, date } = useI18n();
  const values = usePageValues();
  const path = useLocation().pathname.replace(/\/+$/, '');
  const entry = documents[path];
  if (!entry) {
    return (
      <div className="page narrow">
        <PageTitle title={t('legal.page.notFound.title')} />
        <h1>{t('legal.page.notFound.title')}</h1>
        <p>{t('legal.page.notFound.text')}</p>
      </div>
    );
  }

  const title = t(entry.title, values);
  return (
    <div className="page legal-layout">
      <PageTitle title={title} />
      <article className="legal-article" aria-labelledby="legal-title">
        <header className="legal-header">
          <p className="eyebrow">{t(entry.group)}</p>
          <h1 id="legal-title">{title}</h1>
          <p className="legal-updated">{t('legal.page.lastUpdated', { date: date(LAST_UPDATED, { dateStyle: 'long' }) })}</p>
          <p className="legal-provisional">
            <Icon name="info" size={18} />
            <span>{rich('legal.page.provisional', { strong: (chunks) => <strong key="strong">{chunks}</strong> })}</span>
          </p>
        </header>
        <Suspense
          fallback={
            <p className="muted" role="status">
              {t('legal.page.loading')}
            </p>
          }
        >
          <DocumentBody path={path} values={values} />
        </Suspense>
      </article>
      <aside className="legal-aside">
        <nav aria-label={t('legal.page.aside')}>
          {legalGroups.map((group) => (
            <div key={group.title} className="legal-aside-group">
              <h2>{t(group.title)}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} aria-current={link.to === path ? 'page' : undefined}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
    </div>
  );
}

function DocumentBody({ path, values }: { path: string; values: MessageValues }) {
  const { t, rich } = useI18n();
  const document = use(loadDocument(path));
  const withContents = document.sections.length >= 4;
  return (
    <>
      <p className="lead">{t(document.summary, values)}</p>
      {withContents && (
        <nav className="legal-contents" aria-label={t('legal.page.contents')}>
          <h2>{t('legal.page.contents')}</h2>
          <ol>
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${sectionId(index)}`}>{t(section.heading, values)}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {document.sections.map((section, index) => (
        <DocumentSection key={section.heading} id={sectionId(index)} section={section} values={values} />
      ))}
      <p className="legal-contact">
        <Icon name="mail" size={18} />
        <span>
          {rich('legal.page.contact', {
            email: env.contactEmail,
            link: (chunks) => (
              <a key="link" href={`mailto:${env.contactEmail}`}>
                {chunks}
              </a>
            ),
          })}
        </span>
      </p>
    </>
  );
}

const sectionId = (index: number) => `section-${index + 1}`;

function DocumentSection({ id, section, values }: { id: string; section: Section; values: MessageValues }) {
  const { t } = useI18n();
  return (
    <section className="legal-section" aria-labelledby={id}>
      <h2 id={id}>{t(section.heading, values)}</h2>
      {section.blocks.map((block, index) => (
        <BlockView key={index} block={block} values={values} />
      ))}
    </section>
  );
}

function BlockView({ block, values }: { block: Block; values: MessageValues }): ReactNode {
  const { t } = useI18n();
  if (typeof block === 'string') return <p>{t(block, values)}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{t(item, values)}</li>
        ))}
      </ul>
    );
  }
  if ('terms' in block) {
    return (
      <dl className="legal-terms">
        {block.terms.map(({ term, definition }) => (
          <div key={term}>
            <dt>{t(term, values)}</dt>
            <dd>{t(definition, values)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return block.widget === 'glossary' ? <GlossaryList /> : <CookiePreferences />;
}
