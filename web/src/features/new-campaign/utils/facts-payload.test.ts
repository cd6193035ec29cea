import { emptyProfile } from '@contract/business-profile';
import { briefFromProfile, linksFromPages, prefillFromProfile } from '../hooks/use-profile-prefill';
import { toPayload, type FormValues } from './campaign-form';

const valid: FormValues = {
  about: 'Lupita Nails es un salón de uñas en Zapopan con citas el mismo día.',
  objective: 'Leads',
  type: 'Search',
  location: 'Zapopan, Jalisco',
  language: 'Spanish',
  keywords: 'uñas de gel',
  negativeKeywords: '',
  link1: '',
  link2: '',
  link3: '',
  link4: '',
  budget: '60',
};
const facts = {
  brand: ' Lupita Nails ',
  services: [{ name: ' Uñas de gel ', url: 'https://lupita.example/gel', price: { amount: 250, currency: 'MXN' } }, { name: '  ' }],
  sellingPoints: ['Citas el mismo día', ' '],
  whatsapp: '',
  notOffered: [],
  neverSay: [],
};

describe('the facts in the payload', () => {
  it('are sent only once the owner confirmed them', () => {
    expect(toPayload({ ...valid, facts })).not.toHaveProperty('facts');
    expect(toPayload({ ...valid, facts, factsConfirmed: false })).not.toHaveProperty('facts');
  });

  it('go trimmed, without empty entries or unset channels', () => {
    expect(toPayload({ ...valid, facts, factsConfirmed: true }).facts).toEqual({
      brand: 'Lupita Nails',
      services: [{ name: 'Uñas de gel', url: 'https://lupita.example/gel', price: { amount: 250, currency: 'MXN' } }],
      sellingPoints: ['Citas el mismo día'],
      notOffered: [],
      neverSay: [],
    });
  });
});

describe('the form pre-filled from the business profile: each fact in its own box', () => {
  it('does not repeat the name the description already opens with', () => {
    const profile = { ...emptyProfile(), businessName: 'Lupita Nails', offering: 'Lupita Nails, salón de uñas en Zapopan' };
    expect(briefFromProfile(profile)).toBe('Lupita Nails, salón de uñas en Zapopan.');
    expect(briefFromProfile({ ...profile, offering: 'Salón de uñas en Zapopan' })).toBe('Lupita Nails: Salón de uñas en Zapopan.');
  });

  it('puts each page in the box its URL names, and a booking page in the booking field', () => {
    expect(
      linksFromPages([
        'https://lupita.example/precios',
        'https://lupita.example/contacto',
        'https://lupita.example/',
        'https://lupita.example/reservas',
      ]),
    ).toEqual({
      link1: 'https://lupita.example/',
      link2: 'https://lupita.example/precios',
      link3: 'https://lupita.example/contacto',
      link4: '',
      bookingUrl: 'https://lupita.example/reservas',
    });
  });

  it('fills the phone and WhatsApp boxes and starts from the confirmed facts', () => {
    const confirmed = { services: [{ name: 'Uñas de gel' }], sellingPoints: ['Citas el mismo día'], notOffered: [], neverSay: [] };
    const values = prefillFromProfile({
      ...emptyProfile(),
      status: 'confirmed',
      phone: '33 9999 0000',
      whatsapp: '+52 33 1234 5678',
      facts: confirmed,
    });
    expect(values).toMatchObject({ phone: '33 9999 0000', whatsapp: '+52 33 1234 5678', facts: confirmed, factsConfirmed: true });
  });
});
