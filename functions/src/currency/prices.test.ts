import { describe, expect, it } from 'vitest';
import { dollarSignCurrency, readPrice } from './prices.js';

/** Each brief's priced lines, read for a business in that country: [text, amount, currency]. */
const BRIEFS: Record<string, [string, number, string | null][]> = {
  // A nail salon in Guadalajara: "$" is pesos; a written code or "US$" wins.
  MX: [
    ['Uñas acrílicas $450', 450, 'MXN'],
    ['Pedicure spa $350 MXN', 350, 'MXN'],
    ['Gelish 250 pesos', 250, 'MXN'],
    ['Retoque MXN 1,200', 1200, 'MXN'],
    ['Curso de uñas US$ 120', 120, 'USD'],
    ['Kit importado 30 dólares', 30, 'USD'],
  ],
  // A bakery in Córdoba: dots group thousands, "U$S" is the US dollar.
  AR: [
    ['Docena de facturas $4.500', 4500, 'ARS'],
    ['Torta de cumpleaños $ 25.000,50', 25000.5, 'ARS'],
    ['Pan de masa madre 3.200 pesos', 3200, 'ARS'],
    ['Torta de bodas U$S 300', 300, 'USD'],
  ],
  // An electrician in Brisbane: "$" and "bucks" are Australian dollars.
  AU: [
    ['Switchboard upgrade from $1,450', 1450, 'AUD'],
    ['Call-out fee $99.50', 99.5, 'AUD'],
    ['Smoke alarm check 150 bucks', 150, 'AUD'],
    ['Safety report USD 80', 80, 'USD'],
  ],
  // A salon in Madrid: "$" is not the local money, so it is asked, never guessed.
  ES: [
    ['Manicura 15 €', 15, 'EUR'],
    ['Pedicura 25,50 €', 25.5, 'EUR'],
    ['Tinte desde 40 euros', 40, 'EUR'],
    ['Uñas de gel $30', 30, null],
  ],
  // A dentist in Austin.
  US: [
    ['Teeth whitening $299', 299, 'USD'],
    ['Check-up $89.50', 89.5, 'USD'],
    ['Implant consult 1,250 dollars', 1250, 'USD'],
    ['Crown €900', 900, 'EUR'],
  ],
};

describe('readPrice: prices read the owner’s way', () => {
  for (const [country, lines] of Object.entries(BRIEFS)) {
    it(`reads a ${country} brief’s prices in the money meant there`, () => {
      for (const [text, amount, currency] of lines) {
        expect(readPrice(text, country), text).toMatchObject({ amount, currency });
      }
    });
  }

  it('keeps what comes before and after the price', () => {
    expect(readPrice('Uñas acrílicas desde $450 por mano', 'MX')).toEqual({
      header: 'Uñas acrílicas',
      amount: 450,
      currency: 'MXN',
      rest: 'por mano',
    });
  });

  it('a bare "$" with no known place is asked about, and text without a price is no price', () => {
    expect(readPrice('Cake $30', undefined)).toMatchObject({ amount: 30, currency: null });
    expect(readPrice('Open since 1998', 'US')).toBeUndefined();
    expect(readPrice('20 años de experiencia', 'MX')).toBeUndefined();
    expect(readPrice('Pens and pencils 20% off', 'US')).toBeUndefined();
  });

  it('"$" means the local money only where it is written that way', () => {
    expect(['MX', 'AR', 'CL', 'CO', 'UY', 'US', 'CA', 'AU', 'NZ'].map(dollarSignCurrency)).toEqual([
      'MXN',
      'ARS',
      'CLP',
      'COP',
      'UYU',
      'USD',
      'CAD',
      'AUD',
      'NZD',
    ]);
    expect(['ES', 'GB', 'BR', 'PE', 'ZZ'].map(dollarSignCurrency)).toEqual([null, null, null, null, null]);
  });
});
