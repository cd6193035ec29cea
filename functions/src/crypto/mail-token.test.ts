import { describe, expect, it } from 'vitest';
import { mailTokens } from './mail-token.js';

const key = Buffer.alloc(32, 3).toString('base64');

describe('unsubscribe tokens', () => {
  it('name the user and the kind of mail they were signed for', () => {
    const tokens = mailTokens(key);
    expect(tokens.verify(tokens.sign('uid-1', 'weekly-report'))).toEqual({ uid: 'uid-1', kind: 'weekly-report' });
    expect(tokens.verify(tokens.sign('uid-1', 'alerts'))).toEqual({ uid: 'uid-1', kind: 'alerts' });
  });

  it('refuse a token changed to another user or kind, signed with another key, or malformed', () => {
    const tokens = mailTokens(key);
    const [, signature] = tokens.sign('uid-1', 'alerts').split('.');
    expect(tokens.verify(`${Buffer.from('uid-2:alerts').toString('base64url')}.${signature}`)).toBeUndefined();
    expect(tokens.verify(`${Buffer.from('uid-1:weekly-report').toString('base64url')}.${signature}`)).toBeUndefined();
    expect(tokens.verify(mailTokens(Buffer.alloc(32, 4).toString('base64')).sign('uid-1', 'alerts'))).toBeUndefined();
    for (const bad of ['', 'abc', 'a.b.c', '.', 'x.']) expect(tokens.verify(bad)).toBeUndefined();
  });

  it('without TOKEN_ENCRYPTION_KEY is NOT_CONFIGURED', () => {
    expect(() => mailTokens(undefined).sign('uid-1', 'alerts')).toThrow(expect.objectContaining({ code: 'NOT_CONFIGURED' }));
  });
});
