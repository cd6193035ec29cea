import { describe, expect, it } from 'vitest';
import { adLanguageOf, isAdLanguage } from './ad-languages.js';
import { campaignPayloadSchema } from './campaigns.js';
import { campaignEditSchema } from './campaign-page.js';
import { unsafeText } from './safe-text.js';

describe('unsafeText', () => {
  it.each([
    ['Ventas\u0000Q4', 'control'],
    ['bell\u0007', 'control'],
    ['del\u007f', 'control'],
    ['c1\u0085', 'control'],
    ['\u202Egnp.exe\u202C Campaña', 'bidi'],
    ['\u2066isolated\u2069', 'bidi'],
    ['\u202Aembedded', 'bidi'],
    ['broken \uD800 half', 'malformed'],
    ['\uDC00', 'malformed'],
    ['\u200B\u200B\u200B', 'invisible'],
    ['\u200B \uFEFF\u2060', 'invisible'],
    ['\u3164\u3164', 'invisible'],
    ['\u00AD', 'invisible'],
    ['\u2800', 'invisible'],
  ])('%j is %s', (value, problem) => {
    expect(unsafeText(value)).toBe(problem);
  });

  it.each(['Panadería La Espiga', 'línea 1\nlínea 2\ttab', 'a\u200Bb', '👩‍👩‍👧 familia', 'עברית \u200F mark', '日本語の広告', '🧁', ''])(
    '%j is fine',
    (value) => {
      expect(unsafeText(value)).toBeUndefined();
    },
  );
});

describe('ad languages', () => {
  it.each([
    'Spanish',
    'español',
    'ESPAÑOL',
    'es',
    'es-AR',
    'English (US)',
    'Inglés',
    'Portuguese',
    'Deutsch',
    'Spanish, English',
    'Català',
  ])('accepts %j', (value) => {
    expect(isAdLanguage(value)).toBe(true);
  });

  it.each(['=1+1', '<script>', 'Spanish<script>', '@SUM(1)', 'Klingon', 'x', '+es', 'es;DROP'])('refuses %j', (value) => {
    expect(isAdLanguage(value)).toBe(false);
  });

  it('finds the Google language constant', () => {
    expect(adLanguageOf('es-MX')?.id).toBe(1003);
    expect(adLanguageOf('English (US)')?.code).toBe('en');
  });
});

describe('the schemas name the field', () => {
  const payload = {
    objective: 'Leads',
    description: 'A family bakery in Valencia selling sourdough bread and custom cakes.',
    type: 'Search',
    location: 'Valencia, Spain',
    language: 'Spanish',
    keywords: 'panadería, tartas',
    budget: 100,
  };

  it.each([
    ['description', 'A family bakery\u0000 in Valencia selling sourdough bread.'],
    ['location', '\u202EValencia'],
    ['keywords', '\u200B\u200B'],
    ['negativeKeywords', 'gratis\u0001'],
    ['language', '=1+1'],
    ['language', '<script>'],
    ['link1', 'https://exa\u0000mple.com'],
  ])('campaign payload: %s = %j is refused', (field, value) => {
    const result = campaignPayloadSchema.safeParse({ ...payload, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('campaign edits: names, lines and keywords', () => {
    for (const edit of [
      { name: '\u200B\u200B\u200B' },
      { name: 'Ventas\u0000Q4' },
      { negativeKeywords: ['\u202Eevil'] },
      { headlines: ['Pan artesanal', 'Tartas', '\u2066x\u2069'] },
    ]) {
      const result = campaignEditSchema.safeParse(edit);
      expect(result.success, JSON.stringify(edit)).toBe(false);
    }
    expect(campaignEditSchema.safeParse({ name: 'Ventas Q4 🧁' }).success).toBe(true);
  });
});
