// The server answers a Spanish reader in their variety (DESIGN §11): the Accept-Language region
// picks it (es-AR, es-UY voseo; es-MX, es-ES, es-419 tuteo), a bare 'es' keeps the SPEC's voseo.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors.js';
import { jsonBody } from '../http/body.js';
import { errorHandler } from '../http/error-handler.js';
import { checkoutPage } from '../local/billing/pages.js';
import { campaignVariety } from '../copy/variety.js';
import { inEachLanguage, msg, render } from './messages.js';
import { acceptLanguageVariety, inVariety, readerVarietyScope } from './reader-variety.js';

describe("the reader's variety of Spanish", () => {
  it('is the region of the first Spanish tag of Accept-Language', () => {
    expect(acceptLanguageVariety('es-AR,es;q=0.9')).toBe('voseo');
    expect(acceptLanguageVariety('en-US,es-UY;q=0.5')).toBe('voseo');
    for (const tag of ['es-MX', 'es-CO', 'es-CL', 'es-PE', 'es-ES', 'es-419'])
      expect(acceptLanguageVariety(`${tag},es;q=0.9`), tag).toBe('tuteo');
    expect(acceptLanguageVariety('es')).toBeUndefined();
    expect(acceptLanguageVariety('en-US')).toBeUndefined();
  });

  it('writes interface text, tables built at start-up and stand-in pages in it', () => {
    expect(render(msg('auth.forbidden'), 'es')).toBe('Solo podés acceder a tu propia cuenta.');
    expect(inVariety('tuteo', () => render(msg('auth.forbidden'), 'es'))).toBe('Solo puedes acceder a tu propia cuenta.');
    expect(inVariety('voseo', () => render(msg('auth.forbidden'), 'es'))).toBe('Solo podés acceder a tu propia cuenta.');

    const table = inEachLanguage((language) => render(msg('auth.forbidden'), language));
    expect(inVariety('tuteo', () => table.es)).toBe('Solo puedes acceder a tu propia cuenta.');
    expect(inVariety('voseo', () => table.es)).toBe('Solo podés acceder a tu propia cuenta.');
    expect(inVariety('tuteo', () => table.en)).toBe('You can only access your own account.');

    const page = (variety: 'voseo' | 'tuteo') =>
      inVariety(variety, () => checkoutPage({ sessionId: 'cs_1', price: 'PRO:monthly', email: null, productName: 'Pautia', lang: 'es' }));
    expect(page('voseo')).toContain('Elegí una de las tarjetas');
    expect(page('tuteo')).toContain('Elige una de las tarjetas');
    expect(page('tuteo')).not.toMatch(/Elegí|podés|tenés/);
  });

  it("follows a campaign's country, and the reader's where the place names none", () => {
    expect(inVariety('tuteo', () => campaignVariety({ location: 'Córdoba, Argentina' }))).toBe('voseo');
    expect(inVariety('voseo', () => campaignVariety({ place: { countryCode: 'MX' } }))).toBe('tuteo');
    expect(inVariety('voseo', () => campaignVariety({ location: 'Xyzzy Plugh' }))).toBe('voseo');
    expect(inVariety(undefined, () => campaignVariety({ location: 'Xyzzy Plugh' }))).toBe('tuteo');
  });
});

describe('an error answer', () => {
  let base = '';
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(readerVarietyScope);
    app.use(jsonBody);
    app.use(readerVarietyScope);
    app.post('/forbidden', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      throw new HttpError('FORBIDDEN', msg('auth.forbidden'));
    });
    app.use(errorHandler);
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const ask = async (acceptLanguage: string, body = '{}') =>
    (await (
      await fetch(`${base}/forbidden`, {
        method: 'POST',
        headers: { 'accept-language': acceptLanguage, 'content-type': 'application/json' },
        body,
      })
    ).json()) as { error: string; message: string };

  it('is written in the variety of the Accept-Language, after the body is read and an await', async () => {
    expect(await ask('es-MX,es;q=0.9')).toMatchObject({ error: 'FORBIDDEN', message: 'Solo puedes acceder a tu propia cuenta.' });
    expect(await ask('es-AR')).toMatchObject({ error: 'FORBIDDEN', message: 'Solo podés acceder a tu propia cuenta.' });
    expect(await ask('es')).toMatchObject({ message: 'Solo podés acceder a tu propia cuenta.' });
    expect(await ask('en-US')).toMatchObject({ message: 'You can only access your own account.' });
  });
});
