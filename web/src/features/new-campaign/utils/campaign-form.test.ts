import { EMPTY_FORM, firstInvalidStep, toPayload, validateStep, type CampaignFormValues } from './campaign-form';

const valid: CampaignFormValues = {
  about: 'Family bakery in Palermo with sourdough bread and custom cakes.',
  objective: 'Sales',
  type: 'Search',
  location: 'Buenos Aires',
  language: 'Spanish',
  keywords: 'sourdough, cakes',
  negativeKeywords: '',
  link1: '',
  link2: '',
  link3: '',
  link4: '',
  budget: '50',
};

// The rules answer message ids; the form shows them in the reader's language (campaign-wizard.test.tsx).
describe('campaign form rules (docs/product.md P3.2)', () => {
  it('step 1: the trimmed description must be longer than 20 characters', () => {
    expect(validateStep(0, { ...valid, about: `  ${'a'.repeat(20)}   ` }).about).toBe('dashboard.error.about');
    expect(validateStep(0, { ...valid, about: `  ${'a'.repeat(21)}  ` })).toEqual({});
  });

  it('step 2: an objective is required', () => {
    expect(validateStep(1, { ...valid, objective: '', type: '' })).toEqual({ objective: 'dashboard.error.objective' });
    expect(validateStep(1, valid)).toEqual({});
  });

  it('step 3: location and language are required (blank counts as missing)', () => {
    expect(validateStep(2, { ...valid, location: '  ', language: '' })).toEqual({
      location: 'dashboard.error.location',
      language: 'dashboard.error.language',
    });
  });

  it('step 4: keywords are required, negative keywords are not', () => {
    expect(validateStep(3, { ...valid, keywords: ' , ,' })).toEqual({ keywords: 'dashboard.error.keywords' });
    expect(validateStep(3, { ...valid, negativeKeywords: '' })).toEqual({});
  });

  it.each([
    ['', 'dashboard.error.budgetMissing'],
    ['49.99', 'dashboard.error.budgetTooLow'],
    ['abc', 'dashboard.error.budgetTooLow'],
  ])('step 5: budget %j is refused', (budget, message) => {
    expect(validateStep(4, { ...valid, budget }).budget).toBe(message);
  });

  it('step 5: links are optional but must be http(s) URLs when given', () => {
    expect(validateStep(4, { ...valid, link1: 'example.com', link3: 'javascript:alert(1)', link4: 'https://example.com/about' })).toEqual({
      link1: 'dashboard.error.link',
      link3: 'dashboard.error.link',
    });
  });

  it('finds the first invalid step', () => {
    expect(firstInvalidStep(EMPTY_FORM)).toBe(0);
    expect(firstInvalidStep({ ...valid, keywords: '' })).toBe(3);
    expect(firstInvalidStep(valid)).toBeNull();
  });

  it('builds the payload with every field trimmed and the budget as a number', () => {
    const padded = Object.fromEntries(
      Object.entries(valid).map(([k, v]) => [k, ['objective', 'type'].includes(k) ? v : `  ${v}  `]),
    ) as unknown as CampaignFormValues;
    expect(toPayload({ ...padded, link1: ' https://example.com ' })).toEqual({
      objective: 'Sales',
      description: valid.about,
      type: 'Search',
      location: 'Buenos Aires',
      language: 'Spanish',
      keywords: 'sourdough, cakes',
      negativeKeywords: '',
      link1: 'https://example.com',
      link2: '',
      link3: '',
      link4: '',
      budget: 50,
    });
  });
});
