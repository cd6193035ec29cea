import { campaignPayloadSchema } from '@contract/campaigns';
import { toPayload, validateStep, type CampaignFormValues } from '../../utils/campaign-form';

/** Issue 26: how customers reach the business, on the form's last step. */
const bakery: CampaignFormValues = {
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

describe('contact fields (issue 26)', () => {
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
});
