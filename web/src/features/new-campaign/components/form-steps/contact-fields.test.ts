import { campaignPayloadSchema, campaignSubmissionSchema } from '@contract/campaigns';
import { toPayload, validateStep, type FormValues } from '../../utils/campaign-form';

/** How customers reach the business, on the form's last step. */
const bakery: FormValues = {
  about: 'Panadería Doña Rosa en Córdoba: facturas, pan de masa madre y tortas. Pedidos por WhatsApp.',
  objective: 'Sales',
  type: 'Search',
  location: 'Córdoba, Argentina',
  language: 'Spanish',
  keywords: 'facturas, tortas por encargo',
  negativeKeywords: '',
  link1: 'https://donarosa.example',
  link2: '',
  link3: '',
  link4: '',
  budget: '100',
  whatsapp: '+54 9 351 555 0101',
  phone: '',
  bookingUrl: '',
};

describe('contact fields', () => {
  it('sends the WhatsApp number with the payload, which the server schema accepts', () => {
    expect(validateStep(4, bakery)).toEqual({});
    const payload = toPayload(bakery);
    expect(payload.whatsapp).toBe('+54 9 351 555 0101');
    expect(payload).not.toHaveProperty('phone');
    expect(campaignPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('refuses a WhatsApp or social link as the landing page, and a number that is not one', () => {
    expect(validateStep(4, { ...bakery, link1: 'https://wa.me/5493515550101' })).toEqual({ link1: 'dashboard.error.linkMessaging' });
    expect(validateStep(4, { ...bakery, link1: 'https://www.instagram.com/donarosa' })).toEqual({ link1: 'dashboard.error.linkMessaging' });
    expect(validateStep(4, { ...bakery, whatsapp: 'llamame' })).toEqual({ whatsapp: 'dashboard.error.phone' });
    expect(validateStep(4, { ...bakery, bookingUrl: 'donarosa' })).toEqual({ bookingUrl: 'dashboard.error.link' });
    const refused = campaignPayloadSchema.safeParse({ ...toPayload(bakery), link1: 'https://wa.me/5493515550101' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['link1']);
  });

  it('reads numbers against the place picked, as the server does, and says so when one cannot be called there', () => {
    const guadalajara: FormValues = {
      ...bakery,
      location: 'Guadalajara, Jalisco, Mexico',
      place: { id: 'geonames:4005539', kind: 'city', name: 'Guadalajara, Jalisco, Mexico', countryCode: 'MX' },
      whatsapp: '',
    };
    expect(validateStep(4, { ...guadalajara, phone: '33 1234 5678' })).toEqual({});
    expect(validateStep(4, { ...guadalajara, phone: '3312 345' })).toEqual({ phone: 'dashboard.error.phoneCountry' });
    // Without a place there is no country to read it against: its shape is checked.
    expect(validateStep(4, { ...bakery, phone: '3312 345' })).toEqual({});
    expect(campaignSubmissionSchema.safeParse(toPayload({ ...guadalajara, phone: '3312 345' })).success).toBe(false);
    expect(campaignSubmissionSchema.safeParse(toPayload({ ...guadalajara, phone: '33 1234 5678' })).success).toBe(true);
  });

  it('sends the budget in pesos beside the weekly USD reference, only while both say the same', () => {
    const guadalajara: FormValues = {
      ...bakery,
      location: 'Guadalajara, Jalisco, Mexico',
      place: { id: 'geonames:4005539', kind: 'city', name: 'Guadalajara, Jalisco, Mexico', countryCode: 'MX' },
      budget: '108.7',
      localBudget: '2000',
    };
    expect(toPayload(guadalajara)).toMatchObject({ budget: 108.7, localBudget: { amount: 2000, currency: 'MXN' } });
    // The USD field changed since: the pesos follow it at the rate.
    expect(toPayload({ ...guadalajara, budget: '150' })).toMatchObject({ budget: 150, localBudget: { amount: 2760, currency: 'MXN' } });
    // A dollar place has no second amount.
    expect(toPayload({ ...bakery, budget: '150' })).not.toHaveProperty('localBudget');
  });
});
