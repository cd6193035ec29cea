import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { campaignPayloadSchema, fieldsOfPayload } from '../contract/campaigns.js';
import { withFacts } from '../strategy/strategist.js';
import { currencyOf, distinctPoints, parseAmount, readFacts, type FactsBrief } from './reader.js';

const briefs = JSON.parse(readFileSync(new URL('../copy/briefs.fixture.json', import.meta.url), 'utf8')) as {
  id: string;
  input: { description: string; location: string; keywords: string };
  points: string[][];
}[];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Briefs the copy engine was never tuned on, with what an owner would confirm in them. */
const CASES: {
  id: string;
  brief: FactsBrief;
  services: string[];
  points: string[];
  prices?: [service: string, amount: number, currency: string | null][];
  phone?: string;
  whatsapp?: string;
  bookingUrl?: string;
  notOffered?: string[];
}[] = [
  {
    id: 'nails-zapopan',
    brief: {
      description:
        'Lupita Nails es un salón de uñas en Zapopan. Ofrecemos uñas de gel, acrílicas, nail art y pestañas. Productos libres de tóxicos, citas el mismo día y estacionamiento gratis. Manicura desde $250 y pedicura $300. Escribinos por WhatsApp al 33 1234 5678.',
      location: 'Zapopan, Jalisco',
      links: ['https://lupitanails.mx/unas-de-gel', 'https://lupitanails.mx/pestanas', 'https://lupitanails.mx/precios'],
    },
    services: ['uñas de gel', 'acrílicas', 'nail art', 'pestañas', 'manicura', 'pedicura'],
    points: ['libres de tóxicos', 'mismo día', 'estacionamiento gratis'],
    // Zapopan alone does not say which country's "$": the owner is asked.
    prices: [
      ['manicura', 250, null],
      ['pedicura', 300, null],
    ],
    whatsapp: '33 1234 5678',
  },
  {
    id: 'electrician-brisbane',
    brief: {
      description:
        'Bright Spark Electrical is a licensed QLD electrician in North Brisbane. We offer EV chargers, emergency call-outs, smoke alarms and LED lighting. Upfront fixed pricing, 15 years of experience. Call (07) 3123 4567, Mon-Fri 7am-5pm.',
      location: 'Brisbane, Australia',
    },
    services: ['EV chargers', 'emergency call-outs', 'smoke alarms', 'LED lighting'],
    points: ['licensed QLD electrician', 'upfront fixed pricing', '15 years of experience'],
    phone: '(07) 3123 4567',
  },
  {
    id: 'dentist-madrid',
    brief: {
      description:
        'Clínica Dental Sonrisa es una clínica dental en Madrid con 15 años de experiencia. Primera visita gratis, odontólogos colegiados y cita online. Limpieza dental 40 €. Tel. 912 345 678.',
      location: 'Madrid, España',
    },
    services: ['limpieza dental'],
    points: ['primera visita gratis', 'colegiados', 'cita online', '15 años'],
    prices: [['limpieza dental', 40, 'EUR']],
    phone: '912 345 678',
  },
  {
    id: 'labour-lawyer-cdmx',
    brief: {
      description:
        'Abogados Laborales Ruiz: despido injustificado, liquidaciones, acoso laboral. Primera consulta gratis. Más de 20 años de experiencia en CDMX. WhatsApp 55 1234 5678. No llevamos casos penales.',
      location: 'Ciudad de México, México',
    },
    services: ['despido injustificado', 'liquidaciones', 'acoso laboral'],
    points: ['primera consulta gratis', '20 años de experiencia'],
    whatsapp: '55 1234 5678',
    notOffered: ['casos penales'],
  },
  {
    id: 'plumber-valencia',
    brief: {
      description:
        'Fontanería Hermanos Gil: reparación de fugas, desatascos, instalación de calderas y termos. Presupuesto sin compromiso, servicio de urgencias 24h en Valencia. Llámanos al 961 23 45 67.',
      location: 'Valencia, España',
    },
    services: ['reparación de fugas', 'desatascos', 'instalación de calderas'],
    points: ['urgencias 24h'],
    phone: '961 23 45 67',
  },
  {
    id: 'bakery-rosario',
    brief: {
      description:
        'Panadería La Espiga hornea pan de masa madre cada mañana desde 1985. Vendemos pan de campo, croissants y tartas por encargo. Envío a domicilio en Rosario. Abierto de lunes a sábado de 7 a 20 h. Pedidos: https://laespiga.com.ar/pedidos',
      location: 'Rosario, Argentina',
    },
    services: ['pan de campo', 'croissants', 'tartas por encargo'],
    points: ['masa madre', 'envío a domicilio'],
    bookingUrl: 'https://laespiga.com.ar/pedidos',
  },
  {
    id: 'yoga-austin',
    brief: {
      description:
        'Yoga Shanti offers hatha yoga, vinyasa flow and prenatal yoga classes in Austin. Small groups, certified teachers, first class free. Book at https://calendly.com/yogashanti. Classes from $15.',
      location: 'Austin, Texas, United States',
    },
    services: ['hatha yoga', 'vinyasa flow', 'prenatal yoga'],
    points: ['small groups', 'certified teachers', 'first class free'],
    // The place names the country: "$" is its dollar.
    prices: [['classes', 15, 'USD']],
    bookingUrl: 'https://calendly.com/yogashanti',
  },
  {
    id: 'coffee-huila',
    brief: {
      description:
        'Tostadores del Huila: café de especialidad recién tostado, en grano o molido. Envío gratis en Bogotá por compras desde $80.000. Bolsa de 500 g a $45.000 COP.',
      location: 'Bogotá, Colombia',
    },
    services: ['bolsa de 500 g'],
    points: ['recién tostado', 'envío gratis'],
    prices: [['bolsa de 500 g', 45000, 'COP']],
  },
  {
    id: 'tutor-leeds',
    brief: {
      description:
        "Hi, I'm Sarah, a maths and physics tutor in Leeds. One-on-one lessons for GCSE and A-level, online or at your home. 10 years of experience. Text or WhatsApp 07700 900123.",
      location: 'Leeds, UK',
      keywords: 'maths tutor leeds, physics tutor leeds',
    },
    services: ['maths tutor', 'physics tutor'],
    points: ['one-on-one', '10 years of experience'],
    whatsapp: '07700 900123',
  },
  {
    id: 'academy-palermo',
    brief: {
      description:
        'Academia Cambridge Palermo: cursos de inglés para niños, adolescentes y adultos, preparación Cambridge (FCE, CAE). Profesores nativos, grupos reducidos. Llamanos al 11 4567 8901.',
      location: 'Palermo, Buenos Aires',
    },
    services: ['cursos de inglés', 'preparación Cambridge'],
    points: ['profesores nativos', 'grupos reducidos'],
    phone: '11 4567 8901',
  },
  {
    id: 'locksmith-bogota',
    brief: {
      description:
        'Cerrajería Express ofrece apertura de puertas, cambio de guardas y cerraduras de seguridad en Bogotá. Atención 24/7 y llegamos en 30 minutos. Apertura desde $60.000. Teléfono 601 555 1234, WhatsApp 310 555 1234.',
      location: 'Bogotá, Colombia',
    },
    services: ['apertura de puertas', 'cambio de guardas', 'cerraduras de seguridad'],
    points: ['24/7'],
    prices: [['apertura', 60000, 'COP']],
    phone: '601 555 1234',
    whatsapp: '310 555 1234',
  },
  {
    id: 'physio-sydney',
    brief: {
      description:
        'Bondi Physio provides sports physiotherapy, dry needling and remedial massage. Same-day appointments, HICAPS on the spot, 12 years of experience. Initial consult $95 AUD. Phone 02 9123 4567.',
      location: 'Bondi, Sydney',
      links: ['https://bondiphysio.com.au/sports-physiotherapy', 'https://bondiphysio.com.au/contact'],
    },
    services: ['sports physiotherapy', 'dry needling', 'remedial massage', 'initial consult'],
    points: ['same-day appointments', '12 years of experience'],
    // A written code wins over the bare "$".
    prices: [['initial consult', 95, 'AUD']],
    phone: '02 9123 4567',
  },
];

const has = (list: string[], wanted: string) => list.some((item) => fold(item).includes(fold(wanted)));

describe('the facts reader on briefs it was not tuned on', () => {
  const figures = { services: [0, 0], points: [0, 0], prices: [0, 0], phone: [0, 0], whatsapp: [0, 0] };
  for (const c of CASES) {
    it(`${c.id}: finds the services, claims, prices and channels the brief states`, () => {
      const facts = readFacts(c.brief);
      const names = facts.services.map((s) => s.name);
      for (const s of c.services) expect(names, `${c.id}: service ${s}`).toSatisfy((n: string[]) => has(n, s));
      for (const p of c.points) expect(facts.sellingPoints, `${c.id}: point ${p}`).toSatisfy((n: string[]) => has(n, p));
      for (const [service, amount, currency] of c.prices ?? []) {
        const priced =
          facts.services.find((s) => fold(s.name) === fold(service)) ?? facts.services.find((s) => fold(s.name).includes(fold(service)));
        expect(priced?.price, `${c.id}: price of ${service}`).toEqual({ amount, currency });
      }
      expect(facts.phone).toBe(c.phone);
      expect(facts.whatsapp).toBe(c.whatsapp);
      if (c.bookingUrl) expect(facts.bookingUrl).toBe(c.bookingUrl);
      for (const n of c.notOffered ?? []) expect(has(facts.notOffered, n)).toBe(true);
      // Within the contract's caps, and no claim that is really a phone number.
      for (const text of [...names, ...facts.sellingPoints]) expect(text.length).toBeLessThanOrEqual(80);
      expect(facts.sellingPoints.some((p) => /\d{3} ?\d{4}/.test(p))).toBe(false);

      figures.services[0]! += c.services.filter((s) => has(names, s)).length;
      figures.services[1]! += c.services.length;
      figures.points[0]! += c.points.filter((p) => has(facts.sellingPoints, p)).length;
      figures.points[1]! += c.points.length;
      figures.prices[0]! += (c.prices ?? []).filter(([s]) => facts.services.some((x) => fold(x.name).includes(fold(s)) && x.price)).length;
      figures.prices[1]! += (c.prices ?? []).length;
      figures.phone[0]! += c.phone && facts.phone === c.phone ? 1 : 0;
      figures.phone[1]! += c.phone ? 1 : 0;
      figures.whatsapp[0]! += c.whatsapp && facts.whatsapp === c.whatsapp ? 1 : 0;
      figures.whatsapp[1]! += c.whatsapp ? 1 : 0;
    });
  }
  it('prints what it found over the set', () => {
    const line = Object.entries(figures)
      .map(([k, [found, all]]) => `${k} ${found}/${all}`)
      .join(', ');
    console.log(`facts reader over ${CASES.length} briefs: ${line}`);
    expect(figures.services[1]).toBeGreaterThan(0);
  });

  it("finds most of the selling points the copy engine's own briefs state", () => {
    let found = 0;
    let all = 0;
    for (const b of briefs) {
      const facts = readFacts({ description: b.input.description, location: b.input.location, keywords: b.input.keywords });
      const text = fold(facts.sellingPoints.join(' | '));
      all += b.points.length;
      found += b.points.filter((alternatives) => alternatives.some((a) => text.includes(fold(a)))).length;
    }
    console.log(`facts reader on the copy engine's ${briefs.length} briefs: selling points ${found}/${all}`);
    expect(found / all).toBeGreaterThanOrEqual(0.8);
  });
});

describe('prices and their currency', () => {
  it('reads amounts written the Spanish and the English way', () => {
    expect(parseAmount('1.500')).toBe(1500);
    expect(parseAmount('1,500.50')).toBe(1500.5);
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('45.000')).toBe(45000);
  });

  it('a written code or symbol wins; a bare "$" or "pesos" is the country\'s only when the place names it', () => {
    expect(currencyOf('MXN', undefined)).toBe('MXN');
    expect(currencyOf('€', undefined)).toBe('EUR');
    expect(currencyOf('$', undefined)).toBeNull();
    expect(currencyOf('$', 'MX')).toBe('MXN');
    expect(currencyOf('pesos', 'AR')).toBe('ARS');
    expect(currencyOf('pesos', 'ES')).toBeNull();
    const facts = readFacts({
      description: 'Uñas Lupita: manicura $250 en Guadalajara, citas el mismo día.',
      location: 'Guadalajara, México',
    });
    expect(facts.services[0]?.price).toEqual({ amount: 250, currency: 'MXN' });
    const picked = readFacts({
      description: 'Uñas Lupita: manicura $250, citas el mismo día.',
      location: 'Guadalajara',
      countryCode: 'MX',
    });
    expect(picked.services[0]?.price).toEqual({ amount: 250, currency: 'MXN' });
  });
});

describe('what the form already says', () => {
  it("the form's own phone, WhatsApp and booking link win over the description's", () => {
    const facts = readFacts({
      description: 'Peluquería Marta: cortes y color. Llamá al 11 4000 0000.',
      phone: '+54 11 5555 0000',
      whatsapp: '+54 9 11 5555 0001',
      bookingUrl: 'https://marta.example/turnos',
    });
    expect(facts).toMatchObject({ phone: '+54 11 5555 0000', whatsapp: '+54 9 11 5555 0001', bookingUrl: 'https://marta.example/turnos' });
  });

  it('a page goes to the service its URL names, and no page to a service it does not', () => {
    const facts = readFacts({
      description: 'Clínica Norte ofrece ortodoncia, implantes dentales y blanqueamiento.',
      links: [
        'https://norte.example/',
        'https://norte.example/implantes',
        'https://norte.example/contacto',
        'https://norte.example/ortodoncia-invisible',
      ],
    });
    const url = (name: string) => facts.services.find((s) => fold(s.name).startsWith(name))?.url;
    expect(url('ortodoncia')).toBe('https://norte.example/ortodoncia-invisible');
    expect(url('implantes')).toBe('https://norte.example/implantes');
    expect(url('blanqueamiento')).toBeUndefined();
  });

  it('a brief that states nothing gets no invented facts', () => {
    const facts = readFacts({ description: 'We are a small business and we would like more customers.' });
    expect(facts).toEqual({ services: [], sellingPoints: [], notOffered: [], neverSay: [] });
  });
});

describe('a selling point said once', () => {
  it('two clauses that say the same thing are one point, in the owner’s most complete words', () => {
    const es = readFacts({
      description:
        'Panadería Doña Rosa es una panadería de barrio en Córdoba. Entrega a domicilio. Hacemos envíos a domicilio en toda la ciudad.',
      location: 'Córdoba, Argentina',
    });
    expect(es.sellingPoints.filter((p) => /domicilio/i.test(p))).toEqual(['Envíos a domicilio en toda la ciudad']);
    const en = readFacts({
      description: 'Green Bowl makes salads and wraps in Leeds. Free delivery. We deliver for free within 3 miles.',
      location: 'Leeds, UK',
    });
    expect(en.sellingPoints.filter((p) => /deliver/i.test(p))).toEqual(['We deliver for free within 3 miles']);
  });

  it('points that share a word but say different things both stay', () => {
    const facts = readFacts({
      description: 'Clínica Sonrisa en Madrid. Primera visita gratis, estacionamiento gratis y 15 años de experiencia. Desde 1998.',
      location: 'Madrid, España',
    });
    expect(facts.sellingPoints).toEqual(expect.arrayContaining(['Primera visita gratis', 'Estacionamiento gratis']));
  });

  it('a description read without confirmed facts proposes the Córdoba bakery’s delivery once', () => {
    const input = fieldsOfPayload(
      campaignPayloadSchema.parse({
        description:
          'Panadería Doña Rosa es una panadería de barrio en Córdoba: facturas, pan de masa madre y tortas por encargo. Hacemos envíos a domicilio.',
        objective: 'Sales',
        type: 'Search',
        location: 'Córdoba, Argentina',
        language: 'Spanish',
        keywords: 'facturas, tortas por encargo',
        budget: 120,
        landingPage: 'https://donarosa.example/',
      }),
    );
    const points = withFacts(input).facts?.sellingPoints ?? [];
    expect(points.filter((p) => /domicilio/i.test(p))).toEqual(['Envíos a domicilio']);
  });

  it('distinctPoints keeps the wording the owner wrote over a rewording of it', () => {
    expect(distinctPoints(['Entrega a domicilio', 'Envíos a domicilio'], 'Hacemos envíos a domicilio.')).toEqual(['Envíos a domicilio']);
    expect(distinctPoints(['Free delivery', 'Free delivery over £20'])).toEqual(['Free delivery over £20']);
    expect(distinctPoints(['15 years of experience', '20 years of experience'])).toHaveLength(2);
    // Who holds the title is one claim: the owner's word for them is kept.
    expect(distinctPoints(['Profesionales certificados', 'Técnicos certificados'], 'Técnicos certificados y garantía.')).toEqual([
      'Técnicos certificados',
    ]);
    // A short wording kept beside the clause it shortens, unless it drops the clause's figure.
    expect(distinctPoints(['2-Year Warranty', '2-year warranty on every repair'], undefined, { longer: false })).toHaveLength(2);
    expect(distinctPoints(['Free Shipping', 'Free shipping over $35'], 'Free shipping over $35.', { longer: false })).toEqual([
      'Free shipping over $35',
    ]);
  });
});

describe('a free-delivery threshold', () => {
  it('is one selling point with its amount, and no service priced at it', () => {
    for (const description of [
      'Tostadores del Huila: café de especialidad recién tostado, en grano o molido. Envío gratis en Bogotá desde $80.000. Bolsa de 500 g a $45.000 COP.',
      'Tostadores del Huila: café de especialidad recién tostado, en grano o molido. Envío gratis en Bogotá por compras desde $80.000. Bolsa de 500 g a $45.000 COP.',
    ]) {
      const facts = readFacts({ description, location: 'Bogotá, Colombia' });
      expect(facts.services.map((s) => s.name)).toEqual(['Bolsa de 500 g']);
      expect(facts.services[0]?.price).toEqual({ amount: 45000, currency: 'COP' });
      expect(facts.sellingPoints.filter((p) => /env[ií]o/i.test(p))).toEqual([
        expect.stringMatching(/^Envío gratis en Bogotá .*\$80\.000$/),
      ]);
    }
    const en = readFacts({
      description: 'Green Bowl makes salads and wraps in Leeds. Free delivery on orders over £20.',
      location: 'Leeds, UK',
    });
    expect(en.services.some((s) => s.price)).toBe(false);
    expect(en.sellingPoints).toContain('Free delivery on orders over £20');
    const chile = readFacts({
      description:
        'Patitas Naturales vende alimento natural para perros. Despacho gratis en Santiago sobre $40.000, recetas hechas con veterinaria.',
      location: 'Santiago, Chile',
    });
    expect(chile.sellingPoints).toContain('Despacho gratis en Santiago sobre $40.000');
    expect(chile.services.some((s) => s.price)).toBe(false);
    // What delivery costs is no minimum of a free offer.
    const paid = readFacts({
      description: 'Patitas Naturales vende alimento para perros. Envíos desde $3.000 a todo Chile.',
      location: 'Santiago, Chile',
    });
    expect(paid.sellingPoints.some((p) => /3\.000/.test(p))).toBe(false);
  });
});

describe('claims in words of their own', () => {
  it('reads titles, fixed fees, ready times and vet-made recipes as selling points, not as services', () => {
    const accountant = readFacts({
      description:
        'Dales Accounts help landlords in York with tax returns and bookkeeping. Chartered accountants, fixed fees and a free first call.',
      location: 'York, UK',
    });
    expect(accountant.sellingPoints).toEqual(expect.arrayContaining(['Chartered accountants', 'Fixed fees', 'Free first call']));
    expect(accountant.services.map((s) => s.name)).not.toContain('Chartered accountants');
    const optician = readFacts({
      description: 'Óptica Sur en Rosario: lentes graduados y lentes de contacto. Anteojos listos en 24 horas.',
      location: 'Rosario, Argentina',
    });
    expect(optician.sellingPoints).toContain('Anteojos listos en 24 horas');
  });
});
