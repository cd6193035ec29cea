// A campaign's Spanish follows its country, read from the places the owner picked first: the
// assistant's copy, the strategist's wording and the mails agree on it (DESIGN §11).
import { describe, expect, it } from 'vitest';
import { offlineChatReply } from '../assistant/offline-chat.js';
import { campaignVariety } from '../copy/variety.js';
import type { AssistantBrief } from '../strategy/ai-port.js';
import { moneyText } from './money.js';
import { inCountry, readerVariety } from './reader-variety.js';

const salon = (extra: Partial<AssistantBrief>): AssistantBrief => ({
  id: 'c-nails',
  name: 'Uñas Lupita',
  status: 'Strategy ready',
  objective: 'Leads',
  type: 'Search',
  // A city name several countries share: only the place picked says which.
  location: 'Córdoba',
  language: 'Spanish',
  budget: 70,
  keywords: 'uñas acrílicas, manicura',
  createdAt: '2026-11-01T10:00:00.000Z',
  headlines: [],
  description: 'Uñas Lupita: uñas acrílicas, manicura y pedicura con cita.',
  ...extra,
});

describe("a campaign's country", () => {
  it('is its first place’s when it has a list of places', () => {
    expect(campaignVariety({ location: 'Córdoba', places: [{ countryCode: 'MX' }, { countryCode: 'AR' }] })).toBe('tuteo');
    expect(campaignVariety({ location: 'Ciudad de México', places: [{ countryCode: 'UY' }] })).toBe('voseo');
  });

  it('sets the Spanish and the numbers of work done for it, and leaves the reader’s otherwise', () => {
    expect(inCountry('MX', () => [readerVariety(), moneyText(1234.5, 'MXN', 'es')])).toEqual(['tuteo', 'MXN 1,234.50']);
    expect(inCountry('AR', () => [readerVariety(), moneyText(1234.5, 'ARS', 'es')])).toEqual(['voseo', 'ARS 1.234,50']);
    expect(inCountry(undefined, () => readerVariety())).toBeUndefined();
  });

  it('decides the assistant’s ad copy: tú for a salon in Córdoba, Veracruz; vos for one in Córdoba, Argentina', () => {
    const ask = (countryCode: string) =>
      offlineChatReply({
        message: 'Escribime títulos nuevos para Uñas Lupita',
        history: [],
        campaigns: [salon({ place: { countryCode } })],
      });
    const mx = ask('MX');
    const ar = ask('AR');
    const VOS = /(?<!\p{L})(Pedí|Reservá|Consultá|Escribinos|Llamanos|Hacé|Conocé|Visitá|Encontrá|Descubrí|Hablá|Agendá)(?!\p{L})/u;
    const TU = /(?<!\p{L})(Pide|Reserva|Consulta|Escríbenos|Llámanos|Haz|Conoce|Visita|Encuentra|Descubre|Habla|Agenda)(?!\p{L})/u;
    expect(mx).toMatch(TU);
    expect(mx).not.toMatch(VOS);
    expect(ar).toMatch(VOS);
    expect(ar).not.toMatch(TU);
  });
});
