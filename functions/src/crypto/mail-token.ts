import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '../contract/notifications.js';
import { notConfigured } from '../errors.js';

/**
 * Unsubscribe tokens: `base64url(uid:kind).base64url(HMAC-SHA256)`, signed with a key derived
 * (HKDF) from TOKEN_ENCRYPTION_KEY, so no new secret is needed and a token says nothing a reader
 * can forge. A token is for one user and one kind of mail; it does not expire (a link in an old
 * mail keeps working, as RFC 8058 expects).
 */
export function mailTokens(encryptionKey: string | undefined) {
  let key: Buffer | undefined;
  const keyOf = () => {
    if (!encryptionKey) throw notConfigured('TOKEN_ENCRYPTION_KEY');
    key ??= Buffer.from(hkdfSync('sha256', Buffer.from(encryptionKey, 'base64'), Buffer.alloc(0), 'pautia mail unsubscribe', 32));
    return key;
  };
  const sign = (payload: string) => createHmac('sha256', keyOf()).update(payload).digest();
  return {
    sign(uid: string, kind: MailKind): string {
      const payload = `${uid}:${kind}`;
      return `${Buffer.from(payload).toString('base64url')}.${sign(payload).toString('base64url')}`;
    },
    /** The user and kind a token names, or undefined for anything not signed by us. */
    verify(token: string): { uid: string; kind: MailKind } | undefined {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return undefined;
      const payload = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const at = payload.lastIndexOf(':');
      const uid = payload.slice(0, at);
      const kind = payload.slice(at + 1);
      if (at <= 0 || !(MAIL_KINDS as readonly string[]).includes(kind)) return undefined;
      return { uid, kind: kind as MailKind };
    },
  };
}

export type MailTokens = ReturnType<typeof mailTokens>;
