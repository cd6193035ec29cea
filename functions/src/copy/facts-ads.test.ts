import { describe, expect, it } from 'vitest';
import type { Facts, Strategy } from '../contract/campaigns.js';
import { campaignLintContext, lintAdCopy } from '../contract/copy-lint.js';
import { offlineStrategy } from '../strategy/strategist.js';
import { enforceStrategyRules } from '../strategy/rules.js';
import type { StrategyInput } from '../strategy/ai-port.js';
import { checkNegatives } from './negatives.js';
import { ctaCategory } from './facts-ads.js';

const facts = (f: Partial<Facts>): Facts => ({ services: [], sellingPoints: [], notOffered: [], neverSay: [], ...f });

const academy: StrategyInput = {
  objective: 'Leads',
  type: 'Search',
  location: 'Medellín, Colombia',
  language: 'Español',
  description: 'Academia Oxford Medellín: cursos de inglés para niños y adultos y preparación Cambridge. Clase de prueba gratis.',
  keywords: ['cursos de inglés medellín', 'preparación Cambridge'],
  negativeKeywords: [],
  pages: {},
  budget: 110,
  facts: facts({
    brand: 'Academia Oxford',
    services: [{ name: 'Cursos de inglés para adultos' }, { name: 'Preparación Cambridge' }],
    sellingPoints: ['Grupos de máximo 8 estudiantes', 'Profesores nativos', 'Clase de prueba gratis'],
    whatsapp: '+57 300 555 7788',
  }),
};

const lawyer: StrategyInput = {
  objective: 'Leads',
  type: 'Search',
  location: 'Ciudad de México',
  language: 'Español',
  description: 'Despacho Laboral Reyes: despidos injustificados y demandas laborales. Más de 20 años defendiendo trabajadores.',
  keywords: ['abogado laboral', 'despido injustificado'],
  negativeKeywords: ['trabajo'],
  pages: {},
  budget: 200,
  facts: facts({
    brand: 'Despacho Laboral Reyes',
    services: [{ name: 'Despido injustificado' }, { name: 'Demanda laboral' }],
    sellingPoints: ['Primera consulta gratis', 'Cobramos solo si ganas', 'Más de 20 años defendiendo trabajadores'],
    phone: '55 5123 4567',
  }),
};

const electrician: StrategyInput = {
  objective: 'Leads',
  type: 'Search',
  location: 'Brisbane, Queensland, Australia',
  language: 'English',
  description: 'Sparkright Electrical is a licensed QLD electrician in Brisbane. EV chargers, switchboards, smoke alarms.',
  keywords: ['electrician brisbane', 'ev charger installation'],
  negativeKeywords: [],
  pages: { landing: 'https://sparkright.example' },
  budget: 300,
  facts: facts({
    brand: 'Sparkright Electrical',
    services: [
      { name: 'EV charger installation', url: 'https://sparkright.example/ev-chargers' },
      { name: 'Switchboard upgrade' },
      { name: 'Smoke alarms', price: { amount: 149, currency: 'AUD' } },
    ],
    sellingPoints: ['Licensed QLD electrician', 'Upfront fixed pricing', '15 years on the tools'],
    phone: '07 3123 4567',
    notOffered: ['emergency call-outs'],
    neverSay: ['insured', '24/7'],
  }),
};

const adsOf = (s: Strategy) => s.adGroups.map((g) => g.ad!);
const allText = (s: Strategy) => JSON.stringify({ ...s, droppedNegatives: undefined });

describe('the conflict check on negative keywords', () => {
  it('keeps "curso" out for an academy, with the reason', () => {
    const s = offlineStrategy(academy);
    expect(s.negativeKeywords).not.toEqual(expect.arrayContaining(['curso']));
    expect(s.negativeKeywords).not.toContain('cursos');
    const dropped = s.droppedNegatives?.find((d) => d.text === 'curso');
    expect(dropped?.reason).toMatch(/curso/);
    expect(dropped?.blocks).toBeTruthy();
  });

  it('keeps "trabajo" out for a labour lawyer, even when the owner typed it, with the reason', () => {
    const s = offlineStrategy(lawyer);
    expect(s.negativeKeywords).not.toContain('trabajo');
    expect(s.negativeKeywords).not.toContain('empleo');
    expect(s.droppedNegatives?.map((d) => d.text)).toEqual(expect.arrayContaining(['trabajo', 'empleo']));
  });

  it('keeps "free" out for a business whose offer is a free first visit, in both languages', () => {
    const en = checkNegatives(['free', 'jobs'], facts({ sellingPoints: ['Free first visit'] }), [], 'en', 'tuteo');
    expect(en.kept).toContain('jobs');
    expect(en.kept).not.toContain('free');
    expect(en.dropped).toEqual([
      expect.objectContaining({ text: 'free', blocks: 'Free first visit', reason: expect.stringMatching(/free/) }),
    ]);
    const es = checkNegatives([], facts({ sellingPoints: ['Primera consulta gratis'] }), [], 'es', 'tuteo');
    expect(es.kept).not.toContain('gratis');
    expect(es.dropped.map((d) => d.text)).toContain('gratis');
  });

  it('excludes the standard negatives in singular and plural, and what the business does not offer', () => {
    const s = offlineStrategy(electrician);
    expect(s.negativeKeywords).toEqual(expect.arrayContaining(['job', 'jobs', 'course', 'courses', 'emergency call-outs']));
  });

  it('checks the negatives of an AI answer too', () => {
    const raw = offlineStrategy({ ...academy, facts: undefined });
    const s = enforceStrategyRules({ ...raw, negativeKeywords: [...raw.negativeKeywords, 'curso', 'cursos', 'inglés gratis'] }, academy);
    expect(s.negativeKeywords).not.toContain('curso');
    expect(s.negativeKeywords).not.toContain('cursos');
    expect(s.droppedNegatives?.map((d) => d.text)).toEqual(expect.arrayContaining(['curso', 'cursos']));
  });
});

describe('the claims linter and the words never to use', () => {
  it('refuses "insured" when the facts say only "licensed", in English and Spanish', () => {
    const ctx = { lang: 'en', support: 'Licensed QLD electrician. Upfront fixed pricing.' };
    expect(lintAdCopy({ headlines: ['Licensed and Insured'], descriptions: [] }, ctx).map((v) => v.rule)).toContain('claim');
    expect(lintAdCopy({ headlines: ['Licensed QLD Electrician'], descriptions: [] }, ctx)).toEqual([]);
    const es = { lang: 'es', support: 'Electricistas autorizados.' };
    expect(lintAdCopy({ headlines: ['Autorizados y asegurados'], descriptions: [] }, es).map((v) => v.rule)).toContain('claim');
  });

  it('refuses "fast response" and "urgent" without an emergency or same-day fact', () => {
    const ctx = { lang: 'en', support: 'Licensed electrician. Upfront fixed pricing.' };
    expect(lintAdCopy({ headlines: ['Fast Response', 'Urgent Job? Call Us'], descriptions: [] }, ctx).map((v) => v.rule)).toEqual([
      'claim',
      'claim',
    ]);
    const emergency = { lang: 'es', support: 'Urgencias 24 horas. Llegamos en 30 minutos.' };
    expect(lintAdCopy({ headlines: ['Cerrajero urgente'], descriptions: [] }, emergency)).toEqual([]);
  });

  it('keeps the words never to use out of every output, on both AI paths', () => {
    const offline = offlineStrategy(electrician);
    const raw = offlineStrategy({ ...electrician, facts: undefined });
    const ai = enforceStrategyRules(
      {
        ...raw,
        summary: `${raw.summary} Licensed and insured, 24/7 fast response.`,
        headlines: ['Licensed and Insured', 'Fast Response 24/7', ...raw.headlines],
      },
      electrician,
    );
    for (const s of [offline, ai]) {
      expect(allText(s)).not.toMatch(/insured|24\/7|fast response|urgent/i);
      expect(s.abTest?.hypothesis ?? '').not.toMatch(/insured/i);
    }
  });
});

describe('ads from the facts', () => {
  it('writes one group per service with its page, headlines that each say something else (one call to action per action) and 4 descriptions ending differently, each with its source', () => {
    const s = offlineStrategy(electrician);
    expect(s.adGroups.map((g) => g.name)).toEqual(['EV charger installation', 'Switchboard upgrade', 'Smoke alarms']);
    expect(s.adGroups[0]!.ad?.finalUrl).toBe('https://sparkright.example/ev-chargers');
    for (const ad of adsOf(s)) {
      // Fewer lines rather than the same call to action reworded; the missing facts are named.
      expect(ad.headlines.length).toBeGreaterThanOrEqual(7);
      if (ad.headlines.length < 15) expect(ad.missingFacts).toEqual(expect.arrayContaining(['hours']));
      expect(ad.headlines.filter((h) => /quote/i.test(h))).toHaveLength(1);
      expect(ad.headlines.filter((h) => /\b(call|phone|ring|talk)\b/i.test(h)).length).toBeLessThanOrEqual(1);
      expect(ad.descriptions).toHaveLength(4);
      const endings = ad.descriptions.map((d) => d.split(/(?<=\.)\s+/).pop());
      expect(new Set(endings).size).toBe(4);
      expect(ad.sources?.headlines).toHaveLength(ad.headlines.length);
      expect(ad.sources?.descriptions).toHaveLength(4);
      // Only the facts support a claim: every line passes the linter with them as the whole support.
      const support = ['Sparkright Electrical', 'Smoke alarms $149 149', ...electrician.facts!.sellingPoints].join('. ');
      expect(
        lintAdCopy(ad, {
          lang: 'en',
          support,
          properNouns: ['Brisbane', 'Sparkright Electrical', 'QLD', 'EV'],
          // The brand is a fact a line carries ("Sparkright Electrical: …" says more than "…").
          brand: 'Sparkright Electrical',
          neverSay: ['insured', '24/7'],
        }),
      ).toEqual([]);
    }
    expect(s.callouts).toEqual(['Licensed QLD electrician', 'Upfront fixed pricing', '15 years on the tools']);
    expect(s.calloutSources?.every((c) => c.kind === 'fact')).toBe(true);
    // Proper nouns keep their capitals in keywords; never two places in one.
    const keywords = s.adGroups[0]!.keywords.map((k) => k.text);
    expect(keywords).toEqual(
      expect.arrayContaining(['EV charger installation', 'electrician Brisbane', 'EV charger installation near me']),
    );
    expect(keywords.filter((k) => /near me/.test(k))).toHaveLength(1);
    expect(keywords.filter((k) => /Brisbane.*Queensland|Queensland.*Brisbane/i.test(k))).toEqual([]);
  });

  it('names the services the budget cannot carry as later, never merged into another group', () => {
    const s = offlineStrategy({ ...electrician, budget: 50 });
    expect(s.adGroups.map((g) => g.name)).toEqual(['EV charger installation', 'Switchboard upgrade']);
    expect(s.laterServices).toEqual(['Smoke alarms']);
    expect(s.nextSteps.join(' ')).toMatch(/Smoke alarms/);
    expect(JSON.stringify(s.adGroups)).not.toMatch(/smoke/i);
  });

  it('writes fewer lines when the facts are fewer, and names the facts that would fill them', () => {
    const s = offlineStrategy({ ...electrician, facts: facts({ services: [{ name: 'Roof repair' }] }), location: 'Denver' });
    const ad = s.adGroups[0]!.ad!;
    expect(ad.headlines.length).toBeLessThan(15);
    expect(ad.missingFacts).toEqual(expect.arrayContaining(['brand', 'sellingPoints', 'channel']));
  });

  it("asks for the kind of action the business takes, in the campaign country's Spanish", () => {
    const text = (s: Strategy) =>
      adsOf(s)
        .flatMap((a) => [...a.headlines, ...a.descriptions])
        .join(' | ');
    const salon = offlineStrategy({
      ...academy,
      location: 'Guadalajara, Jalisco, México',
      facts: facts({
        brand: 'Lupita Nails',
        services: [{ name: 'Uñas de gel' }],
        sellingPoints: ['Citas el mismo día'],
        whatsapp: '+52 33 1234 5678',
      }),
    });
    expect(text(salon)).toMatch(/cita/i);
    expect(text(salon)).not.toMatch(/pedido/i);
    expect(text(offlineStrategy(academy))).toMatch(/clase/i);
    expect(text(offlineStrategy(academy))).not.toMatch(/\bcita\b/i);
    const rosario = offlineStrategy({
      ...academy,
      location: 'Rosario, Argentina',
      facts: facts({ brand: 'La Espiga', services: [{ name: 'Pan de masa madre' }], whatsapp: '+54 9 341 555 0000' }),
      objective: 'Sales',
    });
    expect(text(rosario)).toMatch(/Hacé tu pedido/);
    expect(text(rosario)).not.toMatch(/\b(Haz|Pide)\b/);
  });

  it('asks for each action once, on each channel the owner gave, rather than rewording a call to action to fill 15 lines', () => {
    const groomer = offlineStrategy({
      ...academy,
      location: 'Bogotá, Colombia',
      description: 'Peluquería canina Patitas Felices: baño, corte de uñas y desparasitación para perros.',
      keywords: ['peluquería canina bogotá', 'desparasitacion'],
      facts: facts({
        brand: 'Patitas Felices',
        services: [{ name: 'Baño y corte para perros' }, { name: 'Corte de uñas' }, { name: 'Desparasitación' }],
        sellingPoints: ['Recogemos a tu perro en casa', 'Productos hipoalergénicos', '8 años cuidando mascotas'],
        whatsapp: '+57 310 555 0142',
        phone: '601 555 0142',
      }),
    });
    for (const ad of adsOf(groomer)) {
      const asks = ad.headlines.filter((h) => /^(agenda|pide|reserva|programa|aparta|solicita)\b/i.test(h));
      expect(asks.length, ad.headlines.join(' | ')).toBe(1);
      expect(ad.headlines.filter((h) => /^(llámanos|llama)\b/i.test(h))).toHaveLength(1);
      expect(ad.headlines.filter((h) => /^(escríbenos|chatea)\b/i.test(h)).length).toBeLessThanOrEqual(1);
      if (ad.headlines.length < 15) expect(ad.missingFacts?.length).toBeGreaterThan(0);
    }
  });

  it("gives a service keyword the business's object when the service's name alone also means something else", () => {
    const groomer = offlineStrategy({
      ...academy,
      location: 'Bogotá, Colombia',
      description: 'Baño, corte de uñas y desparasitación para perros a domicilio.',
      keywords: ['baño para perros', 'corte de uñas perros', 'desparasitacion'],
      facts: facts({
        services: [{ name: 'Baño para perros' }, { name: 'Corte de uñas' }, { name: 'Desparasitación' }],
        sellingPoints: ['Recogemos a tu perro en casa'],
        whatsapp: '+57 310 555 0142',
      }),
    });
    const keywords = groomer.adGroups.flatMap((g) => g.keywords.map((k) => k.text));
    expect(keywords).toEqual(expect.arrayContaining(['desparasitación para perros', 'corte de uñas para perros']));
    // Never the bare service, which people also search about themselves.
    expect(keywords.filter((k) => /^(desparasitaci[oó]n|corte de uñas)( Bogotá| cerca de mí)?$/.test(k))).toEqual([]);
  });
});

describe('an ad filled from short facts', () => {
  // Businesses in neither eval set: a dog walker in Hobart, a Lisbon-style tile shop in Montevideo.
  const walker: StrategyInput = {
    objective: 'Leads',
    type: 'Search',
    location: 'Hobart, Tasmania, Australia',
    language: 'English',
    description: 'Paws Patrol Hobart walks dogs in Sandy Bay and Battery Point. Solo walks and puppy visits.',
    keywords: [],
    negativeKeywords: [],
    pages: {},
    budget: 60,
    facts: facts({
      brand: 'Paws Patrol',
      services: [{ name: 'Solo dog walks' }, { name: 'Puppy visits' }],
      sellingPoints: ['Police checked walkers', 'GPS tracked walks', 'Free first walk'],
      phone: '0400 123 456',
      bookingUrl: 'https://pawspatrol.example/book',
    }),
  };
  const headlines = (input: StrategyInput) => offlineStrategy(input).adGroups.map((g) => g.ad?.headlines ?? []);

  it('writes 15 distinct headlines per group when a brand, a place, three selling points and a channel are short', () => {
    for (const lines of headlines(walker)) {
      expect(lines).toHaveLength(15);
      expect(new Set(lines).size).toBe(15);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(30);
    }
  });

  it('asks a business that takes bookings to book, once, and keeps compound claims whole', () => {
    const [lines] = headlines(walker);
    expect(lines!.filter((l) => /^(Book|Get a Quote)\b/.test(l))).toEqual([expect.stringMatching(/^Book\b.*Online$/)]);
    expect(lines!.join(' | ')).not.toMatch(/Police Walkers|GPS Walks|Free Walk/);
  });

  it('asks for each action once: a quote and a call are two lines, not one line spending both', () => {
    const fencer: StrategyInput = {
      ...walker,
      description: 'Hobart Fencing Co builds timber and Colorbond fences. Free measure and quote.',
      facts: facts({
        brand: 'Hobart Fencing Co',
        services: [{ name: 'Colorbond fencing' }, { name: 'Timber fencing' }],
        sellingPoints: ['Free measure and quote', '10-year warranty', 'Local crew'],
        phone: '0400 123 456',
      }),
    };
    const lines = headlines(fencer)[0]!;
    expect(lines).toEqual(expect.arrayContaining(['Get a Quote', 'Call Us']));
    expect(lines.filter((l) => /^(Get a Quote|Call)\b/.test(l))).toHaveLength(2);
  });

  it('is saved unchanged from the campaign page: the page and PATCH lint it as it was written', () => {
    for (const input of [walker, academy, electrician]) {
      const ctx = campaignLintContext({ ...input, facts: input.facts });
      for (const g of offlineStrategy(input).adGroups) {
        expect(lintAdCopy({ headlines: g.ad?.headlines ?? [], descriptions: g.ad?.descriptions ?? [] }, ctx), g.name).toEqual([]);
      }
    }
  });

  it('keeps an acronym beside the place apart from the service alone ("NCEA" is no place)', () => {
    const tutor: StrategyInput = {
      ...walker,
      location: 'Hamilton, New Zealand',
      description: 'Waikato Maths Tutors: NCEA tutoring and scholarship prep.',
      facts: facts({
        brand: 'Waikato Maths Tutors',
        services: [{ name: 'Scholarship prep' }, { name: 'NCEA tutoring' }],
        sellingPoints: ['Qualified teachers', 'Free first lesson', 'Small groups'],
        phone: '07 555 1234',
      }),
    };
    const ncea = offlineStrategy(tutor).adGroups.find((g) => g.name === 'NCEA tutoring')?.ad?.headlines;
    expect(ncea).toEqual(expect.arrayContaining(['NCEA Tutoring in Hamilton', 'NCEA Tutoring']));
  });

  it('writes an inner-capital name as the owner does, and an English brand heads a Spanish ad', () => {
    const shop: StrategyInput = {
      objective: 'Leads',
      type: 'Search',
      location: 'Montevideo, Uruguay',
      language: 'Español',
      description: 'Phone Doctor arregla celulares en Pocitos.',
      keywords: [],
      negativeKeywords: [],
      pages: {},
      budget: 60,
      facts: facts({
        brand: 'Phone Doctor',
        services: [{ name: 'Cambio de pantalla' }],
        sellingPoints: ['iPhone y Samsung', 'Garantía de 6 meses', 'Listo en el día'],
        whatsapp: '+598 94 123 456',
      }),
    };
    const [lines] = headlines(shop);
    expect(lines).toEqual(expect.arrayContaining(['Phone Doctor', 'iPhone y Samsung']));
    expect(lines!.join(' | ')).not.toContain('IPhone');
  });

  it('reads what the business sells from whole words: a car rental reserves, a print shop takes orders', () => {
    const category = (description: string, services: string[]) =>
      ctaCategory(facts({ services: services.map((name) => ({ name })) }), description, 'Leads');
    expect(category('Alquiler de autos en Salta. Te llevamos el auto a tu hotel.', ['Alquiler de autos'])).toBe('rental');
    // "dentro" (within) is no dentist.
    expect(category('Imprenta en Lima. Delivery dentro de la ciudad.', ['Tarjetas de presentación', 'Volantes'])).toBe('order');
    expect(category('Escribanía en Salto: sucesiones y poderes.', ['Sucesiones', 'Poderes'])).toBe('consultation');
  });

  it('reads no call to action and no bare price as a service or a selling point of a form posted without facts', () => {
    const school: StrategyInput = {
      objective: 'Leads',
      type: 'Search',
      location: 'Puebla, México',
      language: 'Español',
      description: 'Academia Lingua: clases de inglés para adultos. Profesores certificados. Desde 900 $ al mes. Pide cita online.',
      keywords: ['clases de inglés puebla', 'reserva online'],
      negativeKeywords: [],
      pages: {},
      budget: 80,
    };
    const s = offlineStrategy(school);
    expect(s.adGroups.map((g) => g.name)).not.toContain('Reserva online');
    // A service that opens with the same word as a call to action stays a service.
    const nutritionist = offlineStrategy({
      ...school,
      description: 'Nutrición Clara: consulta nutricional y planes de alimentación en Puebla.',
      keywords: ['consulta nutricional', 'planes de alimentación'],
    });
    expect(nutritionist.adGroups.map((g) => g.name)).toContain('Consulta nutricional');
    const lines = s.adGroups.flatMap((g) => g.ad?.headlines ?? []);
    expect(lines).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(Pide cita online|Desde 900 \$)$/)]));
  });
});
