// The server answers a Spanish reader in their variety (DESIGN §11): the Accept-Language region
// picks it (es-AR, es-UY voseo; es-MX, es-ES, es-419 tuteo), a bare 'es' keeps the SPEC's voseo.
import { describe, expect, it } from 'vitest';
import { checkoutPage } from '../local/billing/pages.js';
import { campaignVariety } from '../copy/variety.js';
import { inEachLanguage, msg, render } from './messages.js';
import { moneyText } from './money.js';
import { acceptLanguageLocale, acceptLanguageVariety, inVariety } from './reader-variety.js';

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

describe("the reader's number format", () => {
  it('is the Spanish locale the request names, as the web app writes numbers on the same page', () => {
    expect(acceptLanguageLocale('es-mx,es;q=0.9')).toBe('es-MX');
    expect(acceptLanguageLocale('en-US,es-AR;q=0.5')).toBe('es-AR');
    expect(acceptLanguageLocale('es')).toBeUndefined();
    expect(moneyText(1234.5, 'MXN', 'es')).toBe('MXN 1.234,50');
  });
});
