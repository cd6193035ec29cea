import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { InterfaceLanguage } from '../../contract/languages.js';

/**
 * The shell of the local stand-in pages (checkout, portal, invoice, Google Ads consent, mail
 * outbox): rendered on the server by React, so every value is escaped unless a page says otherwise
 * (none does); no scripts, styles from a same-origin stylesheet, and a tag that says plainly what
 * the page stands in for. Each page is written in English or Spanish (`?lang=`, else
 * Accept-Language, else English), with `<html lang>` to match.
 */
export function StandInPage(props: { title: string; tag: string; stylesheet: string; lang?: InterfaceLanguage; children: ReactNode }) {
  return (
    <html lang={props.lang ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{props.title}</title>
        <link rel="stylesheet" href={props.stylesheet} />
      </head>
      <body>
        <main className="sheet">
          <p className="tag">{props.tag}</p>
          {props.children}
        </main>
      </body>
    </html>
  );
}

/** A whole page as HTML. */
export function renderPage(page: ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}

/** What every stand-in page's stylesheet starts with; each adds its own rules. */
export const STAND_IN_BASE_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#0f172a;background:#f6f8fb;line-height:1.5}
.sheet{width:100%;max-width:480px;background:#fff;border:1px solid #dbe1ea;border-radius:16px;padding:32px 24px;box-shadow:0 4px 16px rgb(15 23 42 / .08)}
.tag{display:inline-block;margin:0 0 12px;padding:2px 10px;border-radius:999px;background:#fffbeb;color:#92400e;font-size:.875rem;font-weight:600}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 8px}
.lead{color:#334155;margin:0 0 20px}
.actions form{margin:0}
button{font:inherit;font-weight:600;min-height:44px;border-radius:10px;cursor:pointer;border:1px solid transparent}
button:focus-visible,a:focus-visible{outline:3px solid rgb(29 78 216 / .45);outline-offset:2px}
.note{margin:20px 0 0;font-size:.875rem;color:#475569}
.link{color:#1d4ed8;font-weight:600}
`;
