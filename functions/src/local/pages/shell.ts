import type { InterfaceLanguage } from '../../contract/languages.js';

/**
 * The shell of the local stand-in pages (the checkout and the Google Ads consent screen):
 * server-rendered HTML, every value escaped, no scripts, styles from a same-origin stylesheet, and a
 * tag that says plainly what the page stands in for. Each page is written in English or Spanish
 * (issue 24: `?lang=`, else Accept-Language, else English), with `<html lang>` to match.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** `body` is HTML the caller has already escaped; `title`, `tag` and `stylesheet` are escaped here. */
export function standInPage(input: { title: string; tag: string; stylesheet: string; body: string; lang?: InterfaceLanguage }): string {
  return `<!doctype html>
<html lang="${input.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)}</title>
<link rel="stylesheet" href="${escapeHtml(input.stylesheet)}">
</head>
<body>
<main class="sheet">
<p class="tag">${escapeHtml(input.tag)}</p>
${input.body}
</main>
</body>
</html>`;
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
