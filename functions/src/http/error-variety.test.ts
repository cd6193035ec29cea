// An error answer is written in the reader's variety of Spanish (the Accept-Language region), even
// after the body is read and the handler awaited: the variety is kept per request.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors.js';
import { msg } from '../i18n/messages.js';
import { moneyText } from '../i18n/money.js';
import { readerVarietyScope } from '../i18n/reader-variety.js';
import { jsonBody } from './body.js';
import { errorHandler } from './error-handler.js';

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
    app.get('/amount', async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      res.json({ amount: moneyText(1234.5, 'MXN', 'es') });
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

  it("writes amounts in the reader's own Spanish number format", async () => {
    const amount = async (acceptLanguage: string) =>
      ((await (await fetch(`${base}/amount`, { headers: { 'accept-language': acceptLanguage } })).json()) as { amount: string }).amount;
    expect(await amount('es-MX,es;q=0.9')).toBe('MXN 1,234.50');
    expect(await amount('es-AR')).toBe('MXN 1.234,50');
    expect(await amount('es')).toBe('MXN 1.234,50');
  });
});
