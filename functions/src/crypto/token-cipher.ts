import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { notConfigured } from '../errors.js';

/**
 * AES-256-GCM for secrets at rest (OAuth refresh tokens). The key is 32 bytes, base64, from the
 * TOKEN_ENCRYPTION_KEY secret. Each value gets a fresh 12-byte IV; the associated data (e.g. the
 * uid) binds a ciphertext to its owner, so a value copied to another user's record fails to open.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export interface TokenCipher {
  /** Throws NOT_CONFIGURED (503) when the key is missing or not 32 bytes. */
  assertConfigured(): void;
  encrypt(plaintext: string, associatedData: string): string;
  decrypt(sealed: string, associatedData: string): string;
}

const VERSION = 'v1';

export function createTokenCipher(keyBase64: string | undefined): TokenCipher {
  const key = () => {
    if (!keyBase64) throw notConfigured('TOKEN_ENCRYPTION_KEY');
    const bytes = Buffer.from(keyBase64, 'base64');
    if (bytes.length !== 32) throw notConfigured('TOKEN_ENCRYPTION_KEY (32 bytes, base64)');
    return bytes;
  };
  return {
    assertConfigured() {
      key();
    },
    encrypt(plaintext, associatedData) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key(), iv);
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    decrypt(sealed, associatedData) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unreadable sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
