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

describe('campaign form rules (SPEC §5)', () => {
  it('step 1: the trimmed description must be longer than 20 characters', () => {
    expect(validateStep(0, { ...valid, about: `  ${'a'.repeat(20)}   ` }).about).toBe('Describe your business in more than 20 characters.');
    expect(validateStep(0, { ...valid, about: `  ${'a'.repeat(21)}  ` })).toEqual({});
  });

  it('step 2: an objective is required', () => {
    expect(validateStep(1, { ...valid, objective: '', type: '' })).toEqual({ objective: 'Choose an objective for your campaign.' });
    expect(validateStep(1, valid)).toEqual({});
  });

  it('step 3: location and language are required (blank counts as missing)', () => {
    expect(validateStep(2, { ...valid, location: '  ', language: '' })).toEqual({
      location: 'Enter the location you want to reach.',
      language: 'Enter the language of your ads.',
    });
  });

  it('step 4: keywords are required, negative keywords are not', () => {
    expect(validateStep(3, { ...valid, keywords: ' , ,' })).toEqual({ keywords: 'Enter at least one keyword.' });
    expect(validateStep(3, { ...valid, negativeKeywords: '' })).toEqual({});
  });

  it.each([
    ['', 'Enter your weekly budget.'],
    ['49.99', 'The minimum weekly budget is $50.'],
    ['abc', 'The minimum weekly budget is $50.'],
  ])('step 5: budget %j is refused', (budget, message) => {
    expect(validateStep(4, { ...valid, budget }).budget).toBe(message);
  });

  it('step 5: links are optional but must be http(s) URLs when given', () => {
    expect(validateStep(4, { ...valid, link1: 'example.com', link3: 'javascript:alert(1)', link4: 'https://example.com/about' })).toEqual({
      link1: 'Enter a full address starting with http:// or https://.',
      link3: 'Enter a full address starting with http:// or https://.',
    });
  });

  it('finds the first invalid step', () => {
    expect(firstInvalidStep(EMPTY_FORM)).toBe(0);
    expect(firstInvalidStep({ ...valid, keywords: '' })).toBe(3);
    expect(firstInvalidStep(valid)).toBeNull();
  });

  it('builds the payload with every field trimmed and the budget as a number', () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, ['objective', 'type'].includes(k) ? v : `  ${v}  `])) as unknown as CampaignFormValues;
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
