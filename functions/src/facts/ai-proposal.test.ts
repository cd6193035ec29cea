import { describe, expect, it } from 'vitest';
import type { Facts } from '../contract/campaigns.js';
import { keepSaid, mergeFacts } from './ai-proposal.js';

const input = {
  description:
    'Lupita Nails: uñas de gel desde 250 pesos, uñas acrílicas y pestañas en Guadalajara. Productos libres de tóxicos y citas el mismo día. WhatsApp 33 1234 5678.',
  links: ['https://lupitanails.mx/reservas'],
  location: 'Guadalajara',
};

const proposal = {
  brand: 'Lupita Nails',
  services: [
    { name: 'Uñas de gel', price: { amount: 250, currency: 'MXN' } },
    { name: 'Pedicura spa', price: null },
    { name: 'Pestañas', price: { amount: 900, currency: 'MXN' } },
  ],
  sellingPoints: ['Productos libres de tóxicos', 'Garantía de 15 días', 'citas el mismo día'],
  phone: null,
  whatsapp: '33 1234 5678',
  bookingUrl: 'https://lupitanails.mx/reservas',
  hours: 'Lunes a sábado',
  notOffered: [],
};

describe('a facts proposal from a model', () => {
  it('keeps only what the owner wrote: services, selling points, prices, channels', () => {
    const kept = keepSaid(proposal, input)!;
    expect(kept.brand).toBe('Lupita Nails');
    expect(kept.services.map((s) => s.name)).toEqual(['Uñas de gel', 'Pestañas']);
    // 250 is in the text; 900 is not, so Pestañas keeps no price.
    expect(kept.services[0]!.price).toEqual({ amount: 250, currency: 'MXN' });
    expect(kept.services[1]!.price).toBeUndefined();
    expect(kept.sellingPoints).toEqual(['Productos libres de tóxicos', 'citas el mismo día']);
    expect(kept.whatsapp).toBe('33 1234 5678');
    expect(kept.bookingUrl).toBe('https://lupitanails.mx/reservas');
    expect(kept.hours).toBeUndefined();
    expect(kept.neverSay).toEqual([]);
  });

  it('is no proposal when it does not fit the schema', () => {
    expect(keepSaid({ services: 'gel' }, input)).toBeUndefined();
    expect(keepSaid(null, input)).toBeUndefined();
  });

  it('adds to the offline reader’s facts without repeating them; the reader’s win', () => {
    const offline: Facts = {
      brand: 'Lupita Nails',
      services: [{ name: 'uñas de gel' }],
      sellingPoints: ['Productos libres de tóxicos'],
      notOffered: [],
      neverSay: ['barato'],
    };
    const merged = mergeFacts(offline, keepSaid(proposal, input)!);
    expect(merged.services).toEqual([{ name: 'uñas de gel', price: { amount: 250, currency: 'MXN' } }, { name: 'Pestañas' }]);
    expect(merged.sellingPoints).toEqual(['Productos libres de tóxicos', 'citas el mismo día']);
    expect(merged.neverSay).toEqual(['barato']);
    expect(merged.whatsapp).toBe('33 1234 5678');
  });

  it('a selling point the model words differently from the reader is proposed once, in the reader’s words', () => {
    const offline: Facts = { services: [], sellingPoints: ['Envíos a domicilio', 'Free delivery'], notOffered: [], neverSay: [] };
    const ai: Facts = {
      services: [],
      sellingPoints: ['Entrega a domicilio', 'We deliver for free', 'Pan de masa madre'],
      notOffered: [],
      neverSay: [],
    };
    expect(mergeFacts(offline, ai).sellingPoints).toEqual(['Envíos a domicilio', 'Free delivery', 'Pan de masa madre']);
  });
});
