import { describe, expect, it } from 'vitest';
import { emptyProfile } from '../contract/business-profile.js';
import type { OwnerInput } from '../contract/campaigns.js';
import { draftFromBrief } from './draft.js';
import { profileWithFacts } from './facts.js';

describe('the profile drafted from a first brief keeps its facts', () => {
  it("keeps the electrician's phone whole, bracket and all", () => {
    const d = draftFromBrief({
      description:
        'Bright Spark Electrical is a licensed QLD electrician in North Brisbane. We offer EV chargers and smoke alarms. Upfront fixed pricing. Call (07) 3123 4567.',
      location: 'Brisbane, Australia',
      language: 'English',
    });
    expect(d.phone).toBe('(07) 3123 4567');
    expect(d.sellingPoints).toEqual(expect.arrayContaining(['Licensed QLD electrician in North Brisbane', 'Upfront fixed pricing']));
  });

  it("keeps the salon's WhatsApp and every selling point she wrote", () => {
    const d = draftFromBrief({
      description:
        'Lupita Nails es un salón de uñas en Zapopan. Productos libres de tóxicos, citas el mismo día, estacionamiento gratis y más de 8 años de experiencia. WhatsApp 33 1234 5678.',
      location: 'Zapopan, Jalisco',
      language: 'Español',
    });
    expect(d.whatsapp).toBe('33 1234 5678');
    expect(d.phone).toBe('33 1234 5678');
    expect(d.sellingPoints).toEqual([
      'Productos libres de tóxicos',
      'Citas el mismo día',
      'Estacionamiento gratis',
      'Más de 8 años de experiencia',
    ]);
  });
});

describe('confirmed facts into the business profile', () => {
  const input: OwnerInput = {
    objective: 'Leads',
    type: 'Search',
    location: 'Zapopan, Jalisco',
    language: 'Español',
    description: 'Lupita Nails es un salón de uñas en Zapopan.',
    keywords: ['uñas de gel'],
    negativeKeywords: [],
    pages: { landing: 'https://lupita.example/', contact: 'https://lupita.example/contacto' },
    budget: 100,
  };
  const facts = {
    brand: 'Lupita Nails',
    services: [{ name: 'Uñas de gel', url: 'https://lupita.example/gel', price: { amount: 250, currency: 'MXN' } }, { name: 'Pestañas' }],
    sellingPoints: ['Citas el mismo día'],
    whatsapp: '+52 33 1234 5678',
    notOffered: [],
    neverSay: ['barato'],
  };

  it('puts each fact in its own box and keeps what the owner saved before', () => {
    const before = {
      ...emptyProfile(),
      status: 'confirmed' as const,
      businessName: 'Lupita',
      sellingPoints: ['Estacionamiento gratis'],
      phone: '33 9999 0000',
    };
    const after = profileWithFacts(before, { ...input, facts });
    expect(after).toMatchObject({
      businessName: 'Lupita',
      sellingPoints: ['Citas el mismo día', 'Estacionamiento gratis'],
      offers: ['Uñas de gel 250 MXN'],
      phone: '33 9999 0000',
      whatsapp: '+52 33 1234 5678',
      avoid: ['barato'],
      places: ['Zapopan, Jalisco'],
      sitePages: ['https://lupita.example/', 'https://lupita.example/contacto', 'https://lupita.example/gel'],
      facts,
    });
  });

  it('starts a profile from the facts when none is saved', () => {
    const after = profileWithFacts(undefined, { ...input, facts });
    expect(after).toMatchObject({ status: 'confirmed', businessName: 'Lupita Nails', offering: 'Uñas de gel, Pestañas' });
  });
});
