import { describe, expect, it } from 'vitest';
import { campaignPayloadSchema } from './campaigns.js';
import { factsRequestSchema } from './facts.js';

describe('what the facts request and the payload accept', () => {
  it('a form filled only on its first step: the other fields empty or absent', () => {
    const description = 'Lupita Nails es un salón de uñas en Zapopan con citas el mismo día.';
    expect(factsRequestSchema.safeParse({ description, keywords: '', location: '', language: '', link1: '' }).success).toBe(true);
    expect(factsRequestSchema.safeParse({ description }).success).toBe(true);
    const short = factsRequestSchema.safeParse({ description: 'Uñas' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.path).toEqual(['description']);
  });

  it('facts within the caps, with an ambiguous "$" left null', () => {
    const base = {
      objective: 'Leads',
      type: 'Search',
      description: 'Lupita Nails es un salón de uñas en Zapopan con citas el mismo día.',
      location: 'Zapopan',
      language: 'Spanish',
      keywords: 'uñas de gel',
      budget: 60,
    };
    const ok = campaignPayloadSchema.safeParse({
      ...base,
      facts: { services: [{ name: 'Manicura', price: { amount: 250, currency: null } }], sellingPoints: ['Citas el mismo día'] },
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.facts).toEqual({
      services: [{ name: 'Manicura', price: { amount: 250, currency: null } }],
      sellingPoints: ['Citas el mismo día'],
      notOffered: [],
      neverSay: [],
    });
    const paths = (facts: unknown) => campaignPayloadSchema.safeParse({ ...base, facts }).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ sellingPoints: ['x'.repeat(81)] })).toEqual(['facts.sellingPoints.0']);
    expect(paths({ neverSay: Array.from({ length: 21 }, (_, i) => `w${i}`) })).toEqual(['facts.neverSay']);
    expect(paths({ services: [{ name: 'Uñas', price: { amount: -1, currency: 'MXN' } }] })).toEqual(['facts.services.0.price.amount']);
    expect(paths({ whatsapp: 'write me' })).toEqual(['facts.whatsapp']);
  });
});
