import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../config.js';

/**
 * Binds the Google Ads connection to the browser that started it (issue 30, M2). The OAuth `state`
 * alone is bound to a uid, and the callback is public: whoever completes a consent link would
 * attach their grant to the account that started it. So `/oauth2callback/start` also sets a
 * cookie holding a random nonce, whose hash is stored with the state; the callback refuses, and
 * stores nothing, unless the browser that comes back carries it.
 *
 * The cookie is named `__session` because Firebase Hosting forwards no other cookie to a function,
 * and it passes a function's Set-Cookie only on a `Cache-Control: private` answer. HttpOnly (no
 * script reads it), SameSite=Lax (sent on Google's top-level redirect back, not on cross-site
 * subrequests), Path=/oauth2callback (sent nowhere else), ten minutes like the state, and Secure
 * except on the local stack served over http on a loopback host.
 */
export const BINDING_COOKIE = '__session';
const MAX_AGE_S = 600;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function newBrowserBinding(): { nonce: string; hash: string } {
  const nonce = randomBytes(32).toString('base64url');
  return { nonce, hash: bindingHash(nonce) };
}

export function bindingHash(nonce: string): string {
  return createHash('sha256').update(nonce).digest('hex');
}

/** The hash of the nonce the request's browser carries, or undefined when it carries none. */
export function browserBindingOf(req: Request): string | undefined {
  const header = req.get('cookie');
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === BINDING_COOKIE && /^[A-Za-z0-9_-]{43}$/.test(value)) return bindingHash(value);
  }
  return undefined;
}

/** Sets (or with `undefined`, clears) the binding cookie; the answer becomes `private, no-store`. */
export function setBrowserBinding(req: Request, res: Response, config: Config, nonce: string | undefined): void {
  const secure = !(config.mode === 'local' && LOOPBACK.has(req.hostname));
  const attributes = [
    'Path=/oauth2callback',
    `Max-Age=${nonce ? MAX_AGE_S : 0}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  res.set('Cache-Control', 'private, no-store');
  res.append('Set-Cookie', `${BINDING_COOKIE}=${nonce ?? ''}; ${attributes.join('; ')}`);
}
