import type { InterfaceLanguage } from '../contract/languages.js';
import type { MailKind } from '../contract/notifications.js';
import { interfaceVariant, text } from '../i18n/messages.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The unsubscribe page (GET /email/unsubscribe, and the answer to its POST). A GET only asks: the
 * page's button POSTs, as a mail client's one-click unsubscribe does (RFC 8058), so a link scanner
 * that fetches every URL in a mail never unsubscribes anyone. Plain HTML, no script, no inline style.
 */
export function unsubscribePage(input: {
  language: InterfaceLanguage;
  state: { kind: MailKind; done: boolean } | 'invalid';
  /** The form's target (the same URL, token included). */
  action: string;
  /** The e-mail settings in the app. */
  settings: string;
}): string {
  const v = interfaceVariant(input.language);
  const title = text('notify.unsubscribe.title', v);
  const s = input.state;
  const body =
    s === 'invalid'
      ? `<p>${escape(text('notify.unsubscribe.invalid', v))}</p>`
      : s.done
        ? `<p role="status">${escape(text(s.kind === 'alerts' ? 'notify.unsubscribe.done.alerts' : 'notify.unsubscribe.done.weekly-report', v))}</p>
<p>${escape(text('notify.unsubscribe.undo', v))}</p>`
        : `<p>${escape(text(s.kind === 'alerts' ? 'notify.unsubscribe.ask.alerts' : 'notify.unsubscribe.ask.weekly-report', v))}</p>
<form method="post" action="${escape(input.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escape(text('notify.unsubscribe.button', v))}</button></form>`;
  return `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head>
<body><main><h1>${escape(title)}</h1>
${body}
<p><a href="${escape(input.settings)}">${escape(text('notify.unsubscribe.profile', v))}</a></p></main></body></html>`;
}
