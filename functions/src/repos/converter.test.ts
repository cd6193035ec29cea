import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { StoredDocumentError } from './converter.js';
import { userConverter } from './users.js';

const snap = (id: string, data: Record<string, unknown>) => ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

describe('users converter (issue 25 item 2)', () => {
  it('reads a well-formed user, with defaults for absent fields', () => {
    const created = Timestamp.fromMillis(1_000);
    const user = userConverter.fromFirestore(
      snap('u1', { name: 'Ana', plan: 'PRO', createdAt: created, language: 'es', subscription: 'junk' }),
    );
    expect(user).toEqual({
      uid: 'u1',
      name: 'Ana',
      email: '',
      picture: '',
      plan: 'PRO',
      createdAt: created,
      lastLoginAt: Timestamp.fromMillis(0),
      language: 'es',
    });
  });

  it('refuses a malformed stored user, naming the collection, the document and the field', () => {
    const read = () => userConverter.fromFirestore(snap('u2', { name: 'Ana', email: 42 }));
    expect(read).toThrow(StoredDocumentError);
    expect(read).toThrow(/users\/u2: field 'email'/);
    expect(() => userConverter.fromFirestore(snap('u3', { lastLoginAt: '2026-01-01' }))).toThrow(/users\/u3: field 'lastLoginAt'/);
  });
});
