/**
 * Selling points, offers and proof found in a business description (numbers, guarantees,
 * financing, hours, years, certifications, prices), each written in the campaign's language as a
 * headline (≤ 30), a callout (≤ 25) and a phrase for descriptions. Only what the description says.
 */
export type CopyLang = 'es' | 'en';

export interface SellingPoint {
  key: string;
  kind: 'offer' | 'proof' | 'benefit';
  headline: string;
  callout: string;
  /** Lower-case phrase for a description sentence ("0% financing"). */
  phrase: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

type Detector = {
  key: string;
  kind: SellingPoint['kind'];
  re: RegExp;
  es: (m: RegExpExecArray) => [headline: string, callout: string, phrase: string];
  en: (m: RegExpExecArray) => [headline: string, callout: string, phrase: string];
};

const num = (m: RegExpExecArray, i = 1) => m[i] ?? '';

/** Matched on the folded description (no accents, lower case); order = priority. */
const DETECTORS: Detector[] = [
  {
    key: 'free-first-visit',
    kind: 'offer',
    re: /(primera (visita|consulta) (gratis|gratuita|sin coste)|(visita|consulta) (inicial )?gratis|free (first )?(visit|consultation|consult|exam|check-?up))/,
    es: (m) =>
      /consult/.test(m[0])
        ? ['Primera consulta gratis', 'Primera consulta gratis', 'primera consulta gratis']
        : ['Primera visita gratis', 'Primera visita gratis', 'primera visita gratis'],
    en: (m) =>
      /consult/.test(m[0])
        ? ['Free Consultation', 'Free Consultation', 'a free consultation']
        : ['Free First Visit', 'Free First Visit', 'a free first visit'],
  },
  {
    key: 'financing',
    kind: 'offer',
    re: /(0 ?% (financing|interest|apr)|financiacion (al |sin intereses|0)|financiacion|financing|pago a plazos|payment plans?|sin intereses|interest-free)/,
    es: (m) =>
      /0 ?%|sin intereses|interest-free/.test(m.input)
        ? ['Financiación al 0%', 'Financiación al 0%', 'financiación al 0%']
        : ['Financiación a tu medida', 'Pago a plazos', 'pago a plazos'],
    en: (m) =>
      /0 ?%|sin intereses|interest-free/.test(m.input)
        ? ['0% Financing Available', '0% Financing', '0% financing']
        : ['Flexible Payment Plans', 'Payment Plans', 'payment plans'],
  },
  {
    key: '24-7',
    kind: 'benefit',
    re: /(24\/7|24 ?h(oras)?|24 hours|365 dias|around the clock|day or night|dia y noche)/,
    es: () => ['Servicio 24 horas', 'Disponibles 24 h', 'servicio 24 horas, 365 días'],
    en: () => ['24/7 Emergency Service', 'Open 24/7', '24/7 service'],
  },
  {
    key: 'licensed',
    kind: 'proof',
    re: /(licensed( and | & )?(bonded|insured)?|insured|con licencia|asegurad[oa]s?|autorizad[oa]s?|colegiad[oa]s?)/,
    es: (m) =>
      /colegiad/.test(m[0])
        ? ['Profesionales colegiados', 'Colegiados', 'profesionales colegiados']
        : ['Autorizados y asegurados', 'Autorizados y asegurados', 'profesionales autorizados y asegurados'],
    en: (m) =>
      /licensed/.test(m.input)
        ? ['Licensed and Insured', 'Licensed and Insured', 'a licensed and insured team']
        : ['Fully Insured Team', 'Fully Insured', 'a fully insured team'],
  },
  {
    key: 'flat-rate',
    kind: 'offer',
    re: /(flat[- ]rate|upfront pric|no hidden fees|precio cerrado|precios cerrados|sin sorpresas|tarifa plana|sin costes ocultos)/,
    es: () => ['Precio cerrado, sin sorpresas', 'Precio cerrado', 'precio cerrado sin sorpresas'],
    en: () => ['Flat-Rate Pricing', 'Flat-Rate Pricing', 'flat-rate pricing'],
  },
  {
    key: 'warranty',
    kind: 'proof',
    re: /(?:(\d+)[- ](?:year|years|ano|anos|month|months|mes|meses)[- ](?:warranty|guarantee|de garantia)|garantia de (\d+) (anos|meses)|warranty|guarantee|garantia|garantizad)/,
    es: (m) => {
      const n = num(m, 1) || num(m, 2);
      const unit = /mes|month/.test(m[0]) ? 'meses' : 'años';
      return n
        ? [`Garantía de ${n} ${unit}`, `Garantía de ${n} ${unit}`, `garantía de ${n} ${unit}`]
        : ['Trabajo con garantía', 'Trabajo garantizado', 'trabajo con garantía'];
    },
    en: (m) => {
      const n = num(m, 1) || num(m, 2);
      const unit = /mes|month/.test(m[0]) ? 'Month' : 'Year';
      return n
        ? [`${n}-${unit} Warranty`, `${n}-${unit} Warranty`, `a ${n}-${unit.toLowerCase()} warranty`]
        : ['Guaranteed Work', 'Satisfaction Guarantee', 'guaranteed work'];
    },
  },
  {
    key: 'years',
    kind: 'proof',
    re: /(?:(\d{1,3})\+? (?:anos|years)(?: de experiencia| of experience| in business| serving)?|(?:desde|since) (19\d\d|20[0-2]\d))/,
    es: (m) => {
      const since = num(m, 2);
      return since
        ? [`Desde ${since}`, `Desde ${since}`, `desde ${since}`]
        : [`${num(m)} años de experiencia`, `${num(m)} años de experiencia`, `${num(m)} años de experiencia`];
    },
    en: (m) => {
      const since = num(m, 2);
      return since
        ? [`Serving Since ${since}`, `Since ${since}`, `serving since ${since}`]
        : [`${num(m)} Years of Experience`, `${num(m)} Years in Business`, `${num(m)} years of experience`];
    },
  },
  {
    key: 'certified',
    kind: 'proof',
    re: /(certificad[oa]s?|certified|accredited|acreditad[oa]s?|board[- ]certified|iso \d+)/,
    es: () => ['Profesionales certificados', 'Certificados', 'profesionales certificados'],
    en: () => ['Certified Professionals', 'Certified Team', 'certified professionals'],
  },
  {
    key: 'free-shipping',
    kind: 'offer',
    re: /(free (shipping|delivery)|envio(s)? gratis|envio gratuito|entrega gratis)/,
    es: () => ['Envío gratis', 'Envío gratis', 'envío gratis'],
    en: () => ['Free Shipping', 'Free Shipping', 'free shipping'],
  },
  {
    key: 'free-estimate',
    kind: 'offer',
    re: /(free (estimates?|quotes?)|presupuestos? (gratis|gratuitos?|sin compromiso))/,
    es: () => ['Presupuesto gratis', 'Presupuesto gratis', 'presupuesto gratis'],
    en: () => ['Free Estimates', 'Free Estimates', 'free estimates'],
  },
  {
    key: 'same-day',
    kind: 'benefit',
    re: /(same[- ]day|en el (mismo )?dia|en 24 ?h|within (an|one|1) hour|en menos de (una|1) hora|en 1 hora|in 60 minutes)/,
    es: (m) =>
      /hora/.test(m[0])
        ? ['Llegamos en menos de 1 hora', 'Llegada en 1 hora', 'llegada en menos de una hora']
        : ['Servicio en el mismo día', 'En el mismo día', 'servicio en el mismo día'],
    en: (m) =>
      /hour|minutes/.test(m[0])
        ? ['On Site Within the Hour', 'On Site in 1 Hour', 'on site within the hour']
        : ['Same-Day Service', 'Same-Day Service', 'same-day service'],
  },
  {
    key: 'returns',
    kind: 'offer',
    re: /(?:(\d+)[- ](?:day|dias?) (?:returns?|devolucion)|devolucion (?:gratis|gratuita)|free returns|devoluciones? (?:en )?(\d+) dias)/,
    es: (m) =>
      num(m, 1) || num(m, 2)
        ? [
            `Devolución en ${num(m, 1) || num(m, 2)} días`,
            `Devolución ${num(m, 1) || num(m, 2)} días`,
            `devolución en ${num(m, 1) || num(m, 2)} días`,
          ]
        : ['Devolución gratis', 'Devolución gratis', 'devolución gratis'],
    en: (m) =>
      num(m, 1) || num(m, 2)
        ? [`${num(m, 1) || num(m, 2)}-Day Returns`, `${num(m, 1) || num(m, 2)}-Day Returns`, `${num(m, 1) || num(m, 2)}-day returns`]
        : ['Free Returns', 'Free Returns', 'free returns'],
  },
  {
    key: 'rating',
    kind: 'proof',
    re: /([45][.,]\d) (?:estrellas|stars)|(\d{2,5})\+? (?:opiniones|resenas|reviews|clientes|customers|pacientes|patients)/,
    es: (m) =>
      num(m, 1)
        ? [
            `Valoración ${num(m, 1).replace('.', ',')} en Google`,
            `${num(m, 1).replace('.', ',')} estrellas`,
            `valoración de ${num(m, 1).replace('.', ',')} estrellas`,
          ]
        : [`Más de ${num(m, 2)} clientes`, `+${num(m, 2)} clientes`, `más de ${num(m, 2)} clientes atendidos`],
    en: (m) =>
      num(m, 1)
        ? [`Rated ${num(m, 1)} Stars`, `Rated ${num(m, 1)} Stars`, `a ${num(m, 1)}-star rating`]
        : [`${num(m, 2)}+ Happy Customers`, `${num(m, 2)}+ Customers`, `${num(m, 2)}+ happy customers`],
  },
  {
    key: 'price-from',
    kind: 'offer',
    re: /(?:desde|from|a partir de|starting at) (\$ ?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)? ?(?:€|eur|euros|usd|\$|dolares))/,
    es: (m) => {
      const p = priceText(num(m), 'es');
      return [`Desde ${p}`, `Desde ${p}`, `desde ${p}`];
    },
    en: (m) => {
      const p = priceText(num(m), 'en');
      return [`From ${p}`, `From ${p}`, `from ${p}`];
    },
  },
  {
    key: 'family',
    kind: 'proof',
    re: /(family[- ]owned|family[- ]run|empresa familiar|negocio familiar)/,
    es: () => ['Empresa familiar', 'Empresa familiar', 'empresa familiar'],
    en: () => ['Family-Owned and Local', 'Family-Owned', 'family-owned'],
  },
  {
    key: 'handmade',
    kind: 'benefit',
    re: /(artesan|handmade|hand-made|hecho a mano|masa madre|sourdough|small batches|obrador propio)/,
    es: (m) =>
      /masa madre|sourdough/.test(m[0])
        ? ['Pan de masa madre', 'Masa madre', 'pan de masa madre']
        : ['Hecho a mano cada día', 'Hecho a mano', 'elaboración artesanal'],
    en: (m) =>
      /sourdough/.test(m[0])
        ? ['Real Sourdough, Baked Daily', 'Baked Daily', 'sourdough baked daily']
        : ['Handmade in Small Batches', 'Handmade', 'handmade in small batches'],
  },
  {
    key: 'organic',
    kind: 'benefit',
    re: /(organic|ecologic|bio\b|natural ingredients|ingredientes naturales)/,
    es: () => ['Ingredientes ecológicos', 'Ecológico', 'ingredientes ecológicos'],
    en: () => ['Organic Ingredients', 'Organic Ingredients', 'organic ingredients'],
  },
  {
    key: 'online-booking',
    kind: 'benefit',
    re: /(book online|online booking|reserva online|cita online|pide cita online|reserva en linea|agenda online)/,
    es: () => ['Pide cita online', 'Cita online', 'cita online en un minuto'],
    en: () => ['Book Online in a Minute', 'Online Booking', 'online booking'],
  },
  {
    key: 'delivery',
    kind: 'benefit',
    re: /(entrega(s)? en (24|48) ?h|deliver(y|ies)? (in|within) (24|48) ?h|next[- ]day delivery|envio en (24|48) ?h|a domicilio|home delivery|deliver across|reparto)/,
    es: (m) => {
      const h = /48/.test(m[0]) ? '48' : /24/.test(m[0]) ? '24' : '';
      return h
        ? [`Entrega en ${h} h`, `Entrega en ${h} h`, `entrega en ${h} h`]
        : ['Entrega a domicilio', 'Entrega a domicilio', 'entrega a domicilio'];
    },
    en: (m) => {
      const h = /48/.test(m[0]) ? '48' : /24|next/.test(m[0]) ? '24' : '';
      return h
        ? [`Delivery in ${h} Hours`, `${h}-Hour Delivery`, `delivery in ${h} hours`]
        : ['Home Delivery Available', 'Home Delivery', 'home delivery'];
    },
  },
  {
    key: 'no-callout-fee',
    kind: 'offer',
    re: /(no call-?out fee|sin coste de desplazamiento|desplazamiento gratis|no trip charge)/,
    es: () => ['Sin coste de desplazamiento', 'Desplazamiento gratis', 'sin coste de desplazamiento'],
    en: () => ['No Call-Out Fee', 'No Call-Out Fee', 'no call-out fee'],
  },
];

function priceText(raw: string, lang: CopyLang): string {
  const n = /\d+(?:[.,]\d+)?/.exec(raw)?.[0] ?? raw;
  if (/€|eur/.test(raw)) return lang === 'es' ? `${n} €` : `€${n}`;
  return lang === 'es' ? `${n} $` : `$${n}`;
}

/** Rioplatense Spanish (voseo) where a point's wording differs: "Pedí turno", not "Pide cita". */
const VOSEO: Record<string, [headline: string, callout: string, phrase: string]> = {
  'online-booking': ['Pedí turno online', 'Turnos online', 'turnos online en un minuto'],
};

/** The selling points this description states, best first, in `lang` (Spanish in `variety`, see variety.ts). */
export function sellingPoints(description: string, lang: CopyLang, variety: 'voseo' | 'tuteo' = 'tuteo'): SellingPoint[] {
  const text = fold(description.replace(/\s+/g, ' '));
  const out: SellingPoint[] = [];
  for (const d of DETECTORS) {
    const m = d.re.exec(text);
    if (!m) continue;
    const [headline, callout, phrase] = (lang === 'es' && variety === 'voseo' && VOSEO[d.key]) || d[lang](m);
    if (headline.length > 30 || callout.length > 25) continue;
    out.push({ key: d.key, kind: d.kind, headline, callout, phrase });
  }
  return out;
}
