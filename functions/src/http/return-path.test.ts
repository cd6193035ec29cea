import { describe, expect, it } from 'vitest';
import { safeReturnPath, withParams } from './return-path.js';

describe('safeReturnPath', () => {
  it('accepts same-origin paths, with a query', () => {
    expect(safeReturnPath('/integrations/google-ads')).toBe('/integrations/google-ads');
    expect(safeReturnPath('/checkout/success?session_id=cs_1')).toBe('/checkout/success?session_id=cs_1');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    '',
    'integrations/google-ads',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/a/..//evil.com',
    '/./..//evil.com',
    'https://evil.com/',
    'http:/evil.com',
    'javascript:alert(1)',
    ' /integrations',
    '/integrations\u0000',
    '/x\r\nLocation: https://evil.com',
    '/\t/evil.com',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});

describe('withParams', () => {
  it('sets the status parameters, replacing stale ones, and stays a path', () => {
    expect(withParams('/integrations/google-ads', { status: 'error', reason: 'Access denied & more' })).toBe(
      '/integrations/google-ads?status=error&reason=Access+denied+%26+more',
    );
    expect(withParams('/checkout/success?session_id=a&status=stale', { status: 'ok' })).toBe('/checkout/success?session_id=a&status=ok');
  });
});
