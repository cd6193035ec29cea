import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-cipher.js';

const key = randomBytes(32).toString('base64');

describe('token cipher (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV each time, and the ciphertext does not contain the plaintext', () => {
    const cipher = createTokenCipher(key);
    const a = cipher.encrypt('1//refresh-token', 'uid-1');
    const b = cipher.encrypt('1//refresh-token', 'uid-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('refresh-token');
    expect(Buffer.from(a.split('.')[3]!, 'base64url').toString('utf8')).not.toContain('refresh');
    expect(cipher.decrypt(a, 'uid-1')).toBe('1//refresh-token');
  });

  it('refuses another owner, a tampered value, and another key', () => {
    const sealed = createTokenCipher(key).encrypt('secret', 'uid-1');
    expect(() => createTokenCipher(key).decrypt(sealed, 'uid-2')).toThrow();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => createTokenCipher(key).decrypt([...parts.slice(0, 3), flipped.toString('base64url')].join('.'), 'uid-1')).toThrow();
    expect(() => createTokenCipher(randomBytes(32).toString('base64')).decrypt(sealed, 'uid-1')).toThrow();
  });

  it('answers 503 naming the setting when the key is missing or not 32 bytes', () => {
    expect(() => createTokenCipher(undefined).assertConfigured()).toThrow(/TOKEN_ENCRYPTION_KEY/);
    expect(() => createTokenCipher(randomBytes(16).toString('base64')).encrypt('x', 'u')).toThrow(/32 bytes/);
  });
});
