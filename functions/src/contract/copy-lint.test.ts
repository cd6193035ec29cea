import { describe, expect, it } from 'vitest';
import { acceptLines, campaignLintContext, lintAdCopy, repairAdCopy, type CopyLintContext } from './copy-lint.js';

const es: CopyLintContext = {
  lang: 'es',
  support: 'Clínica Dental Sonrisa, dentistas en Madrid. Primera visita gratis y financiación al 0%.',
  properNouns: ['Madrid', 'Clínica Dental Sonrisa'],
};
const en: CopyLintContext = {
  lang: 'en',
  support: 'Lone Star Plumbing, the best-reviewed plumber in Austin.',
  properNouns: ['Austin', 'Lone Star Plumbing'],
};
const rules = (headlines: string[], ctx: CopyLintContext, descriptions: string[] = []) =>
  lintAdCopy({ headlines, descriptions }, ctx).map((v) => `${v.field}[${v.index}] ${v.rule}`);

describe('copy linter', () => {
  it('passes clean copy', () => {
    expect(
      lintAdCopy(
        {
          headlines: ['Dentista en Madrid', 'Primera visita gratis'],
          descriptions: ['Implantes con financiación al 0%. Pide tu cita hoy.'],
        },
        es,
      ),
    ).toEqual([]);
  });

  it('checks lengths and empty lines', () => {
    expect(rules(['Una línea de título que es demasiado larga', ''], es, ['x'.repeat(91)])).toEqual([
      'headlines[0] length',
      'headlines[1] length',
      'descriptions[0] length',
    ]);
  });

  it("applies Google's editorial rules", () => {
    expect(rules(['Dentista en Madrid!'], es)).toEqual(['headlines[0] exclamation']);
    expect(rules([], es, ['Pide tu cita hoy! Te esperamos!'])).toEqual(['descriptions[0] exclamation']);
    expect(rules([], es, ['Pide tu cita hoy!'])).toEqual([]);
    expect(rules(['Implantes... y más', 'Precio cerrado??'], es)).toEqual(['headlines[0] punctuation', 'headlines[1] punctuation']);
    expect(rules(['Dentista ⭐ Madrid', 'Implantes ► ya'], es)).toEqual(['headlines[0] emoji', 'headlines[1] emoji']);
    expect(rules(['GRATIS la primera visita', 'OrToDoNcIa hoy', 'Implantes IVA incluido'], es)).toEqual([
      'headlines[0] capitals',
      'headlines[1] capitals',
    ]);
    expect(rules(['Llama al 915 555 123', 'Call (512) 555-0199'], es)).toEqual(['headlines[0] phone', 'headlines[1] phone']);
    expect(rules(['Click Here for Deals', 'Haz clic aquí'], en)).toEqual(
      expect.arrayContaining(['headlines[0] click-here', 'headlines[1] click-here']),
    );
  });

  it('flags superlatives the description does not state', () => {
    expect(rules(['El mejor dentista de Madrid'], es)).toEqual(['headlines[0] superlative']);
    expect(rules(['#1 Plumber in Austin'], en)).toEqual(['headlines[0] superlative']);
    // The owner said "best-reviewed": "best" is supported.
    expect(rules(['Best-Reviewed in Austin'], en)).toEqual([]);
  });

  it('flags duplicates, near-duplicates and filler', () => {
    expect(rules(['Panadería en Madrid', 'panadería en madrid'], es)).toContain('headlines[1] duplicate');
    expect(rules(['Dentista', 'Dentista en Madrid', 'Dentista Madrid hoy'], es)).toEqual([
      'headlines[1] near-duplicate',
      'headlines[2] near-duplicate',
    ]);
    expect(rules(['Learn More Here', 'Personal Attention'], en)).toEqual(['headlines[0] filler', 'headlines[1] filler']);
    expect(rules(['Más información aquí'], es)).toEqual(['headlines[0] filler']);
  });

  it('checks the language and the capitals of places and brands', () => {
    expect(rules(['Anuncios en Spanish'], es)).toEqual(['headlines[0] language']);
    expect(rules(['Get the best of your dentist'], es)).toContain('headlines[0] language');
    expect(rules(['Dentista madrid', 'clínica dental sonrisa'], es)).toEqual(['headlines[0] proper-noun', 'headlines[1] proper-noun']);
  });

  it('flags a description that quotes the owner', () => {
    expect(rules([], es, ['Clínica Dental Sonrisa, dentistas en Madrid.'])).toEqual(['descriptions[0] quoted']);
  });

  it('repairs what it can and drops the rest; the result always passes', () => {
    const repaired = repairAdCopy(
      {
        headlines: [
          'Dentista madrid!!',
          'GRATIS primera visita',
          '⭐ Implantes ⭐',
          'Llama al 915 555 123',
          'El mejor de Madrid',
          'Más información aquí',
          'Dentista en Madrid',
        ],
        descriptions: ['Pide tu cita!!! Te esperamos!', 'x'.repeat(100)],
      },
      es,
    );
    expect(repaired.headlines).toEqual(['Dentista Madrid', 'Gratis primera visita', 'Implantes']);
    expect(repaired.descriptions).toEqual(['Pide tu cita! Te esperamos.']);
    expect(lintAdCopy(repaired, es)).toEqual([]);
  });

  it('accepts only candidates that keep a field clean', () => {
    expect(acceptLines(['Dentista en Madrid'], ['Dentista', 'Implantes', 'Learn More Here', 'Ortodoncia'], 'headlines', es, 2)).toEqual([
      'Dentista en Madrid',
      'Implantes',
    ]);
  });
});

describe('claims the business never made', () => {
  const plumber = {
    lang: 'en',
    support: 'Reyes Plumbing: licensed plumbers in Austin. Water heater installation and leak repair.',
    properNouns: ['Austin', 'Reyes Plumbing'],
  };
  const bakery = {
    lang: 'es',
    support: 'Panadería Doña Rosa en Córdoba: facturas, pan de masa madre y tortas por encargo. Pedidos por WhatsApp.',
    properNouns: ['Córdoba', 'Panadería Doña Rosa'],
  };
  const claims = (lines: string[], ctx: typeof plumber) =>
    lintAdCopy({ headlines: lines, descriptions: [] }, ctx)
      .filter((v) => v.rule === 'claim')
      .map((v) => lines[v.index]);

  it('finds free, 24/7, same day, years, guarantees, prices, discounts, certifications and insurance in English', () => {
    const lines = [
      'Get a Free Quote',
      'Open 24/7',
      'Same-Day Service',
      '20 Years of Experience',
      'Satisfaction Guaranteed',
      'Repairs From $49',
      '15% Off Your First Job',
      'Certified Technicians',
      'Licensed and Insured',
    ];
    // "Certified" passes for a licensed business; "Insured" does not.
    expect(claims(lines, plumber)).toEqual(lines.filter((l) => l !== 'Certified Technicians'));
  });

  it('finds the same in Spanish', () => {
    const lines = [
      'Envío gratis',
      'Abierto las 24 horas',
      'Entrega en el día',
      '30 años de experiencia',
      'Calidad garantizada',
      'Desde 900 $',
      'Panaderos certificados',
    ];
    expect(claims(lines, bakery)).toEqual(lines);
  });

  it('lets through what the description states, and what only describes the product', () => {
    expect(claims(['Licensed Plumbers in Austin', 'Water Heater Installation'], plumber)).toEqual([]);
    expect(claims(['Facturas en Córdoba', 'Pedí por WhatsApp', 'Pan sin TACC'], bakery)).toEqual([]);
    expect(claims(['Gluten Free Bread'], { ...plumber, support: 'We bake gluten free bread.' })).toEqual([]);
  });

  it("allows the owner's own edit (the campaign page's context)", () => {
    const ctx = campaignLintContext({ language: 'English', location: 'Austin, Texas', description: plumber.support });
    expect(lintAdCopy({ headlines: ['Get a Free Quote', 'Open 24/7', 'Licensed and Insured'], descriptions: [] }, ctx)).toEqual([]);
  });
});

describe('lines written from confirmed facts (places known)', () => {
  const facts: CopyLintContext = {
    lang: 'es',
    support: 'Bright English Academy . Preparación IELTS . Profesores nativos . Grupos reducidos',
    properNouns: ['Valencia', 'Bright English Academy', 'IELTS'],
    places: ['Valencia'],
  };

  it('reads a brand as a name in no language: an English brand heads a Spanish ad', () => {
    expect(lintAdCopy({ headlines: ['Bright English Academy'], descriptions: [] }, { ...facts, brand: 'Bright English Academy' })).toEqual(
      [],
    );
    // A line that is English apart from the brand is still refused.
    expect(lintAdCopy({ headlines: ['Bright English Academy for your kids'], descriptions: [] }, facts).map((v) => v.rule)).toContain(
      'language',
    );
  });

  it('counts the place as a fact a line carries, and an acronym as no place', () => {
    expect(lintAdCopy({ headlines: ['Preparación IELTS', 'Preparación IELTS en Valencia'], descriptions: [] }, facts)).toEqual([]);
    // Without the places, the acronym was read as a place and the second line as a repeat.
    expect(
      lintAdCopy(
        { headlines: ['Preparación IELTS', 'Preparación IELTS en Valencia'], descriptions: [] },
        { ...facts, places: undefined },
      ).map((v) => v.rule),
    ).toEqual(['near-duplicate']);
  });

  it('reads a fact word beside another fact as one fact more, a filler word as a repeat', () => {
    expect(lintAdCopy({ headlines: ['Profesores nativos', 'IELTS: profesores nativos'], descriptions: [] }, facts)).toEqual([]);
    expect(
      lintAdCopy({ headlines: ['Profesores nativos', 'Profesores nativos siempre'], descriptions: [] }, facts).map((v) => v.rule),
    ).toEqual(['near-duplicate']);
  });
});
