import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { HttpError } from '../errors.js';
import { appOrigin } from './subscriptions.js';

const request = (headers: Record<string, string>, host = '127.0.0.1:5000', protocol = 'http') =>
  ({ get: (name: string) => headers[name.toLowerCase()], host, protocol }) as unknown as Request;

describe('appOrigin (where Checkout returns)', () => {
  it('uses PUBLIC_URL whenever it is set, whatever the request says', () => {
    const config = loadConfig({ PAUTIA_MODE: 'production', PUBLIC_URL: 'https://app.example.com/' });
    expect(appOrigin(request({ origin: 'https://evil.example' }, 'evil.example'), config)).toBe('https://app.example.com');
  });

  it('refuses a PUBLIC_URL that is not an http(s) URL when the configuration loads, naming it', () => {
    expect(() => loadConfig({ PAUTIA_MODE: 'production', PUBLIC_URL: 'app.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PAUTIA_MODE: 'production', PUBLIC_URL: 'https://' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ PAUTIA_MODE: 'production', PUBLIC_URL: 'http://localhost:5000' }).publicUrl).toBe('http://localhost:5000');
  });

  it('answers 503 naming PUBLIC_URL in production without it', () => {
    const config = loadConfig({ PAUTIA_MODE: 'production' });
    const error = (() => {
      try {
        appOrigin(request({}), config);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, message: expect.stringContaining('PUBLIC_URL') });
  });

  it('locally trusts only loopback origins: Origin first, then the host', () => {
    const config = loadConfig({ PAUTIA_MODE: 'local' });
    expect(appOrigin(request({ origin: 'http://localhost:5173' }), config)).toBe('http://localhost:5173');
    expect(appOrigin(request({ origin: 'https://evil.example' }, 'localhost:5000'), config)).toBe('http://localhost:5000');
    expect(appOrigin(request({}, '[::1]:5000'), config)).toBe('http://[::1]:5000');
    expect(() => appOrigin(request({ origin: 'https://evil.example' }, 'evil.example'), config)).toThrow(/PUBLIC_URL/);
  });
});
