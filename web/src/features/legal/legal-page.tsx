import { Suspense, use, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { legalGroups } from '@/components/legal-links';
import { env } from '@/config/env';
import { CookiePreferences } from './cookie-preferences';
import { documents, loadDocument } from './documents';
import { LAST_UPDATED, type Block, type Section } from './legal-types';
import './legal.css';

/** Fills the brand and the contact address into page text. */
function fill(text: string): string {
  return text.replaceAll('{product}', env.productName).replaceAll('{email}', env.contactEmail);
}

/** Every legal and info route renders this page; the path picks the text. */
export default function LegalPage() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  const entry = documents[path];
  if (!entry) {
    return (
      <div className="page narrow">
        <h1>Page not found</h1>
        <p>There is no page at this address.</p>
      </div>
    );
  }

  return (
    <div className="page legal-layout">
      <article className="legal-article" aria-labelledby="legal-title">
        <header className="legal-header">
          <p className="eyebrow">{entry.group}</p>
          <h1 id="legal-title">{fill(entry.title)}</h1>
          <p className="legal-updated">Last updated {LAST_UPDATED}</p>
          <p className="legal-provisional">
            <Icon name="info" size={18} />
            <span>
              <strong>Provisional and generic.</strong> This text is a general template, not legal advice, and will be
              replaced by a reviewed version.
            </span>
          </p>
        </header>
        <Suspense
          fallback={
            <p className="muted" role="status">
              Loading...
            </p>
          }
        >
          <DocumentBody path={path} />
        </Suspense>
      </article>
      <aside className="legal-aside">
        <nav aria-label="Legal and company pages">
          {legalGroups.map((group) => (
            <div key={group.title} className="legal-aside-group">
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} aria-current={link.to === path ? 'page' : undefined}>
                      {link.label}
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

function DocumentBody({ path }: { path: string }) {
  const document = use(loadDocument(path));
  const withContents = document.sections.length >= 4;
  return (
    <>
      <p className="lead">{fill(document.summary)}</p>
      {withContents && (
        <nav className="legal-contents" aria-label="On this page">
          <h2>On this page</h2>
          <ol>
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${sectionId(index)}`}>{fill(section.heading)}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {document.sections.map((section, index) => (
        <DocumentSection key={section.heading} id={sectionId(index)} section={section} />
      ))}
      <p className="legal-contact">
        <Icon name="mail" size={18} />
        <span>
          Questions? Write to <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a>.
        </span>
      </p>
    </>
  );
}

const sectionId = (index: number) => `section-${index + 1}`;

function DocumentSection({ id, section }: { id: string; section: Section }) {
  return (
    <section className="legal-section" aria-labelledby={id}>
      <h2 id={id}>{fill(section.heading)}</h2>
      {section.blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </section>
  );
}

function BlockView({ block }: { block: Block }): ReactNode {
  if (typeof block === 'string') return <p>{fill(block)}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{fill(item)}</li>
        ))}
      </ul>
    );
  }
  if ('terms' in block) {
    return (
      <dl className="legal-terms">
        {block.terms.map(({ term, definition }) => (
          <div key={term}>
            <dt>{fill(term)}</dt>
            <dd>{fill(definition)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <CookiePreferences />;
}
