import { describe, expect, it } from 'vitest';
import type { Facts } from '../contract/campaigns.js';
import type { StrategyInput } from '../strategy/ai-port.js';
import { offlineStrategy } from '../strategy/strategist.js';

const facts = (f: Partial<Facts>): Facts => ({ services: [], sellingPoints: [], notOffered: [], neverSay: [], ...f });
const brief = (b: Pick<StrategyInput, 'location' | 'language' | 'description' | 'keywords' | 'facts'>): StrategyInput => ({
  objective: 'Leads',
  type: 'Search',
  negativeKeywords: [],
  pages: {},
  budget: 120,
  ...b,
});
/** Each ad group's keywords by the group's name. */
const keywordsOf = (input: StrategyInput) =>
  Object.fromEntries(offlineStrategy(input).adGroups.map((g) => [g.name, g.keywords.map((k) => k.text)]));

const vet = brief({
  location: 'Buenos Aires, Argentina',
  language: 'Español',
  description: 'Veterinaria San Roque en Villa Crespo. Vacunación, desparasitación y castración de perros y gatos. Guardia los sábados.',
  keywords: ['veterinaria villa crespo', 'castración gatos'],
  facts: facts({
    brand: 'Veterinaria San Roque',
    services: [{ name: 'Vacunación' }, { name: 'Desparasitación' }, { name: 'Castración de gatos' }],
    sellingPoints: ['Guardia los sábados', 'Turnos en el día'],
    whatsapp: '+54 9 11 5555 0101',
  }),
});

const barber = brief({
  location: 'Madrid, España',
  language: 'Español',
  description: 'Barbería clásica en Chamberí. Corte de pelo, arreglo de barba con navaja y afeitado con toalla caliente.',
  keywords: ['barbería chamberí', 'corte de pelo hombre'],
  facts: facts({
    brand: 'Barbería Don Paco',
    services: [{ name: 'Corte de pelo' }, { name: 'Arreglo de barba' }, { name: 'Afeitado' }],
    sellingPoints: ['Sin cita previa', 'Toalla caliente'],
    phone: '+34 600 555 101',
  }),
});

const nursery = brief({
  location: 'London, United Kingdom',
  language: 'English',
  description:
    'Little Acorns is a day nursery in Clapham for children aged 3 months to 5 years. Baby room, preschool room, 15 and 30 funded hours.',
  keywords: ['nursery clapham', 'childcare clapham'],
  facts: facts({
    brand: 'Little Acorns',
    services: [{ name: 'Baby room' }, { name: 'Preschool room' }, { name: 'Funded hours' }],
    sellingPoints: ['Ofsted outstanding', 'Open 7:30 to 6:30'],
    phone: '+44 20 5555 0101',
  }),
});

const gutters = brief({
  location: 'San Diego, California',
  language: 'English',
  description: 'Coastal Gutters: gutter cleaning, gutter guards and downspout repair across San Diego. Fixed prices, photos of every job.',
  keywords: ['gutter cleaning san diego', 'gutter guards'],
  facts: facts({
    brand: 'Coastal Gutters',
    services: [{ name: 'Gutter cleaning' }, { name: 'Gutter guards' }, { name: 'Downspout repair' }],
    sellingPoints: ['Fixed prices', 'Photos of every job'],
    phone: '+1 619 555 0101',
  }),
});

const dentist = brief({
  location: 'Ciudad de México',
  language: 'Español',
  description: 'Clínica Dental Sonríe en Polanco: ortodoncia, limpieza dental y blanqueamiento. Primera consulta sin costo.',
  keywords: ['dentista polanco', 'ortodoncia'],
  facts: facts({
    brand: 'Clínica Dental Sonríe',
    services: [{ name: 'Ortodoncia' }, { name: 'Limpieza dental' }, { name: 'Blanqueamiento' }],
    sellingPoints: ['Primera consulta sin costo', 'Pagos a meses'],
    whatsapp: '+52 55 5555 0101',
  }),
});

const yoga = brief({
  location: 'Austin, Texas',
  language: 'English',
  description: 'Still Water Yoga is a yoga studio in East Austin. Hot yoga, prenatal yoga and meditation classes.',
  keywords: ['yoga studio east austin', 'hot yoga'],
  facts: facts({
    brand: 'Still Water Yoga',
    services: [{ name: 'Hot yoga' }, { name: 'Prenatal yoga' }, { name: 'Meditation' }],
    sellingPoints: ['First class free', 'Mats provided'],
    bookingUrl: 'https://stillwater.example/book',
  }),
});

const solar = brief({
  location: 'Adelaide, Australia',
  language: 'English',
  description: 'SunCo Solar installs solar systems and home batteries in Adelaide. CEC accredited.',
  keywords: ['solar adelaide', 'solar installer adelaide'],
  facts: facts({
    brand: 'SunCo Solar',
    services: [{ name: 'Solar systems' }, { name: 'Batteries' }, { name: 'Inverter replacement' }],
    sellingPoints: ['CEC accredited', 'Fixed prices'],
    phone: '+61 8 5555 0101',
  }),
});

describe('service keywords name the business when the service alone means other things', () => {
  it("puts the business's kind before a Spanish service of one word, read from the owner's search ('veterinaria desparasitación')", () => {
    const k = keywordsOf(vet);
    expect(k['Desparasitación']).toEqual([
      'veterinaria desparasitación',
      'veterinaria desparasitación',
      'veterinaria desparasitación Buenos Aires',
      'veterinaria desparasitación cerca de mí',
    ]);
    expect(k['Vacunación']).toEqual(expect.arrayContaining(['veterinaria vacunación', 'veterinaria vacunación cerca de mí']));
    // A service the owner searches by its own words ("castración gatos") keeps them.
    expect(k['Castración de gatos']).toEqual(expect.arrayContaining(['castración de gatos', 'castración gatos']));
    // No keyword is a bare word that also means the de-worming of people.
    expect(
      Object.values(k)
        .flat()
        .filter((t) => /^(desparasitaci[oó]n|vacunaci[oó]n)( |$)/.test(t)),
    ).toEqual([]);
  });

  it("gives a barber's cuts the kind the owner searches, also in her own longer search ('barbería corte de pelo hombre')", () => {
    const k = keywordsOf(barber);
    expect(k['Corte de pelo']).toEqual(
      expect.arrayContaining(['barbería corte de pelo', 'barbería corte de pelo Madrid', 'barbería corte de pelo hombre']),
    );
    expect(k['Afeitado']?.[0]).toBe('barbería afeitado');
    const all = Object.values(k).flat();
    expect(all.filter((t) => /^corte\b/.test(t))).toEqual([]);
    // The service with its place once, "cerca de mí" once, per group.
    for (const list of Object.values(k)) {
      expect(list.filter((t) => /cerca de mí/.test(t))).toHaveLength(1);
      expect(list.filter((t) => /Madrid/.test(t)).length).toBeLessThanOrEqual(1);
    }
  });

  it("puts the kind after an English service, read from the owner's search ('baby room nursery', 'funded hours nursery')", () => {
    const k = keywordsOf(nursery);
    expect(k['Baby room']).toEqual(expect.arrayContaining(['baby room nursery', 'baby room nursery near me', 'nursery Clapham']));
    expect(k['Funded hours']?.[0]).toBe('funded hours nursery');
    expect(k['Preschool room']?.[0]).toBe('preschool room nursery');
  });

  it('keeps a service the owner searches by its name, and a place of two words whole', () => {
    const k = keywordsOf(gutters);
    expect(k['Gutter cleaning']).toEqual(['gutter cleaning', 'gutter cleaning', 'gutter cleaning near me', 'gutter cleaning San Diego']);
    expect(k['Gutter guards']?.[0]).toBe('gutter guards');
    // "Downspout repair" was never searched: it names the business beside it, from the brand.
    expect(k['Downspout repair']?.[0]).toBe('downspout repair gutters');
    expect(
      Object.values(k)
        .flat()
        .filter((t) => /San$/.test(t)),
    ).toEqual([]);
  });

  it("reads the kind from the brand's common words, and leaves a service that already holds one", () => {
    const k = keywordsOf(dentist);
    // "dental" is the brand's word and the service's: the service names the business.
    expect(k['Limpieza dental']?.[0]).toBe('limpieza dental');
    // One word alone never stands as a keyword; the owner's own one-word search gets the kind too.
    expect(k['Ortodoncia']).toEqual(expect.arrayContaining(['dentista ortodoncia', 'dentista polanco']));
    expect(k['Blanqueamiento']?.[0]).toBe('dentista blanqueamiento');
    expect(Object.values(k).flat()).not.toContain('ortodoncia');
  });

  it("reads what the business is after the description's verb ('is a yoga studio'), never a service's name", () => {
    const k = keywordsOf(yoga);
    expect(k['Meditation']?.[0]).toBe('meditation yoga studio');
    expect(k['Hot yoga']?.[0]).toBe('hot yoga');
    expect(k['Prenatal yoga']?.[0]).toBe('prenatal yoga');
    // No group's keyword holds another service's name.
    for (const [name, list] of Object.entries(k))
      for (const other of Object.keys(k).filter((n) => n !== name))
        expect(list.filter((t) => t.toLowerCase().includes(other.toLowerCase()))).toEqual([]);
  });

  it("puts a word the owner writes before others ahead of the service ('solar batteries', never 'batteries' alone)", () => {
    const k = keywordsOf(solar);
    expect(k['Batteries']).toEqual(['solar batteries', 'solar batteries', 'solar batteries Adelaide', 'solar batteries near me']);
    expect(k['Inverter replacement']?.[0]).toBe('solar inverter replacement');
    // What the business does ("installs") is no kind.
    expect(
      Object.values(k)
        .flat()
        .filter((t) => /installs/.test(t)),
    ).toEqual([]);
    expect(k['Solar systems']).toEqual(expect.arrayContaining(['solar systems', 'solar Adelaide', 'solar installer Adelaide']));
  });

  it('bids the service with its place once, even when the owner typed it for two places', () => {
    const k = keywordsOf(
      brief({
        location: 'Leeds, Yorkshire',
        language: 'English',
        description: 'Jump Around hires bouncy castles and soft play across Leeds and Yorkshire. Delivered, set up and collected.',
        keywords: ['bouncy castle hire leeds', 'bouncy castle hire yorkshire', 'soft play hire'],
        facts: facts({
          brand: 'Jump Around',
          services: [{ name: 'Bouncy castle hire' }, { name: 'Soft play hire' }],
          sellingPoints: ['Delivered and set up', 'Safety tested'],
          phone: '+44 113 555 0101',
        }),
      }),
    );
    const placed = k['Bouncy castle hire']!.filter((t) => /^bouncy castle hire (Leeds|Yorkshire)$/.test(t));
    expect(placed).toEqual(['bouncy castle hire Leeds']);
  });

  it('keeps the capitals of words a title-case service shares with the brand, however the owner typed them', () => {
    const k = keywordsOf(
      brief({
        location: 'Bristol, United Kingdom',
        language: 'English',
        description: 'Bristol Krav Maga Club, Easton Community Centre. Classes for adults and teens, first class free.',
        keywords: ['krav maga bristol', 'self defence classes bristol'],
        facts: facts({
          brand: 'Bristol Krav Maga Club',
          services: [{ name: 'Adult Krav Maga' }, { name: 'Teen self defence' }],
          sellingPoints: ['First class free', 'No contracts'],
          bookingUrl: 'https://kravbristol.example/trial',
        }),
      }),
    );
    const all = Object.values(k).flat();
    expect(all).toEqual(expect.arrayContaining(['adult Krav Maga', 'Krav Maga Bristol']));
    expect(all.filter((t) => /\b(krav|maga)\b/.test(t))).toEqual([]);
  });
});
