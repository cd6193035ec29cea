import { pickInterfaceLanguage, pickSpanishVariety, parseAcceptLanguage } from '@contract/languages';
import { createFormatters } from './format';
import { detectLanguage, formattingLocale, requestLanguageTag, setCurrentLanguage, setVariety } from './language';

function browserSays(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('first visit', () => {
  it('follows the browser: any es-* is Spanish, anything else English', () => {
    browserSays('es-AR', 'es');
    expect(detectLanguage()).toBe('es');
    browserSays('en-GB');
    expect(detectLanguage()).toBe('en');
    browserSays('pt-BR', 'fr');
    expect(detectLanguage()).toBe('en');
    browserSays('pt-BR', 'es-MX');
    expect(detectLanguage()).toBe('es');
  });

  it('after a choice, the choice wins over the browser', () => {
    browserSays('en-US');
    localStorage.setItem('pautia.language', 'es');
    expect(detectLanguage()).toBe('es');
    localStorage.setItem('pautia.language', 'klingon');
    expect(detectLanguage()).toBe('en');
  });

  it("writes numbers and dates in the reader's own regional variant, one of the Spanish shown", () => {
    browserSays('en-GB', 'en');
    expect(formattingLocale('en')).toBe('en-GB');
    setVariety('voseo');
    expect(formattingLocale('es')).toBe('es-AR');
    setVariety('tuteo');
    expect(formattingLocale('es')).toBe('es-419');
    browserSays('es-ES');
    expect(formattingLocale('es')).toBe('es-ES');
    browserSays('es-MX', 'es');
    expect(formattingLocale('es')).toBe('es-MX');
    // An owner in Argentina reading on a Mexican browser: the page is voseo, so its numbers are es-AR.
    setVariety('voseo');
    expect(formattingLocale('es')).toBe('es-AR');
  });

  it('picks the variety of Spanish from the first Spanish tag: voseo for Argentina and Uruguay, tuteo elsewhere', () => {
    expect(pickSpanishVariety(['es-AR', 'es'])).toBe('voseo');
    expect(pickSpanishVariety(['en-US', 'es-UY'])).toBe('voseo');
    expect(pickSpanishVariety(['es_AR'])).toBe('voseo');
    for (const tag of ['es-MX', 'es-CO', 'es-CL', 'es-PE', 'es-ES', 'es-419', 'es', 'es-Latn-MX'])
      expect(pickSpanishVariety([tag, 'es-AR']), tag).toBe('tuteo');
    expect(pickSpanishVariety(['en-US'])).toBe('tuteo');
  });

  it('tells the server the language and variety shown', () => {
    browserSays('es-MX', 'es');
    setCurrentLanguage('es');
    setVariety('tuteo');
    expect(requestLanguageTag()).toBe('es-MX');
    setVariety('voseo');
    expect(requestLanguageTag()).toBe('es-AR');
    browserSays('en-US');
    setVariety('tuteo');
    expect(requestLanguageTag()).toBe('es-419');
    setCurrentLanguage('en');
    expect(requestLanguageTag()).toBe('en');
  });
});

describe('Accept-Language (the server side of the same rule)', () => {
  it('orders tags by weight and picks the interface language', () => {
    expect(parseAcceptLanguage('en;q=0.5, es-AR, fr;q=0.8')).toEqual(['es-AR', 'fr', 'en']);
    expect(pickInterfaceLanguage(parseAcceptLanguage('es'))).toBe('es');
    expect(pickInterfaceLanguage(parseAcceptLanguage('de-DE,de;q=0.9'))).toBe('en');
    expect(pickInterfaceLanguage(parseAcceptLanguage('<script>, =1+1'))).toBe('en');
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('money', () => {
  const money = (locale: string, amount: number, currency: string) =>
    createFormatters(locale)
      .money(amount, currency)
      .replace(/\u00a0/g, ' ');
  it('always shows which currency: a code where the symbol could be misread', () => {
    expect(money('es-AR', 61000, 'ARS')).toBe('ARS 61.000,00');
    expect(money('es-AR', 60, 'USD')).toBe('US$ 60,00');
    expect(money('en-US', 474.83, 'ARS')).toBe('ARS 474.83');
    expect(money('en-US', 60, 'USD')).toBe('$60.00');
    expect(money('en-GB', 12.5, 'GBP')).toBe('£12.50');
    expect(money('en-GB', 12.5, 'USD')).toBe('US$12.50');
    expect(money('es-ES', 12.5, 'EUR')).toBe('12,50 €');
  });

  it("writes '-' for a missing date", () => {
    expect(createFormatters('en-US').date(undefined)).toBe('-');
    expect(createFormatters('en-US').date('not a date')).toBe('-');
    expect(createFormatters('en-GB').date('2026-11-23T12:00:00Z', { dateStyle: 'short' })).toBe('23/11/2026');
  });
});
