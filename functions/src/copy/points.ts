/**
 * Selling points, offers and proof found in a business description (numbers, guarantees,
 * financing, hours, years, certifications, prices), each written in the campaign's language as a
 * headline (≤ 30), a callout (≤ 25) and a phrase for descriptions. Only what the description says.
 */
import { render, variantOf, type MessageKey } from '../i18n/messages.js';

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

/** A point's form (a catalog prefix under `points.`) and the figures it writes. */
type Form = [form: string, params?: Record<string, string>];

type Detector = {
  key: string;
  kind: SellingPoint['kind'];
  re: RegExp;
  /** The form the description's words ask for, in each language by its own words (catalog `points.*`). */
  form?: (m: RegExpExecArray, lang: CopyLang) => Form;
};

const num = (m: RegExpExecArray, i = 1) => m[i] ?? '';

/** Matched on the folded description (no accents, lower case); order = priority. */
const DETECTORS: Detector[] = [
  {
    key: 'free-first-visit',
    kind: 'offer',
    re: /(primera (visita|consulta) (gratis|gratuita|sin coste)|(visita|consulta) (inicial )?gratis|free (first )?(visit|consultation|consult|exam|check-?up))/,
    form: (m) => [/consult/.test(m[0]) ? 'consult' : 'visit'],
  },
  {
    key: 'financing',
    kind: 'offer',
    re: /(0 ?% (financing|interest|apr)|financiacion (al |sin intereses|0)|financiacion|financing|pago a plazos|payment plans?|sin intereses|interest-free)/,
    form: (m) => [/0 ?%|sin intereses|interest-free/.test(m.input) ? 'zero' : 'plans'],
  },
  {
    key: '24-7',
    kind: 'benefit',
    re: /(24\/7|24 ?h(oras)?|24 hours|365 dias|around the clock|day or night|dia y noche)/,
  },
  {
    key: 'licensed',
    kind: 'proof',
    re: /(licensed( and | & )?(bonded|insured)?|insured|con licencia|asegurad[oa]s?|autorizad[oa]s?|colegiad[oa]s?)/,
    // "Licensed" is not "insured": each is written only when the description states it.
    form: (m, lang) => {
      if (lang === 'es' && /colegiad/.test(m[0])) return ['registered'];
      const licensed = /licens|licencia|autorizad/.test(m.input);
      const insured = /insur|asegurad/.test(m.input);
      return [licensed && insured ? 'both' : licensed ? 'licensed' : 'insured'];
    },
  },
  {
    key: 'flat-rate',
    kind: 'offer',
    re: /(flat[- ]rate|upfront pric|no hidden fees|precio cerrado|precios cerrados|sin sorpresas|tarifa plana|sin costes ocultos)/,
  },
  {
    key: 'warranty',
    kind: 'proof',
    re: /(?:(\d+)[- ](?:year|years|ano|anos|month|months|mes|meses)[- ](?:warranty|guarantee|de garantia)|garantia de (\d+) (anos|meses)|warranty|guarantee|garantia|garantizad)/,
    form: (m) => {
      const n = num(m, 1) || num(m, 2);
      return n ? [/mes|month/.test(m[0]) ? 'months' : 'years', { n }] : ['plain'];
    },
  },
  {
    key: 'years',
    kind: 'proof',
    re: /(?:(\d{1,3})\+? (?:anos|years)(?: de experiencia| of experience| in business| serving)?|(?:desde|since) (19\d\d|20[0-2]\d))/,
    form: (m) => (num(m, 2) ? ['since', { since: num(m, 2) }] : ['count', { n: num(m) }]),
  },
  {
    key: 'certified',
    kind: 'proof',
    re: /(certificad[oa]s?|certified|accredited|acreditad[oa]s?|board[- ]certified|iso \d+)/,
  },
  {
    key: 'free-shipping',
    kind: 'offer',
    re: /(free (shipping|delivery)|envio(s)? gratis|envio gratuito|entrega gratis)/,
  },
  {
    key: 'free-estimate',
    kind: 'offer',
    // "Sin compromiso" (no obligation) does not say free: the owner's own words say that claim.
    re: /(free (estimates?|quotes?)|presupuestos? (gratis|gratuitos?))/,
  },
  {
    key: 'same-day',
    kind: 'benefit',
    re: /(same[- ]day|en el (mismo )?dia|en 24 ?h|within (an|one|1) hour|en menos de (una|1) hora|en 1 hora|in 60 minutes)/,
    form: (m, lang) => [(lang === 'es' ? /hora/ : /hour|minutes/).test(m[0]) ? 'hour' : 'day'],
  },
  {
    key: 'returns',
    kind: 'offer',
    re: /(?:(\d+)[- ](?:day|dias?) (?:returns?|devolucion)|devolucion (?:gratis|gratuita)|free returns|devoluciones? (?:en )?(\d+) dias)/,
    form: (m) => (num(m, 1) || num(m, 2) ? ['days', { days: num(m, 1) || num(m, 2) }] : ['free']),
  },
  {
    key: 'rating',
    kind: 'proof',
    re: /([45][.,]\d) (?:estrellas|stars)|(\d{2,5})\+? (?:opiniones|resenas|reviews|clientes|customers|pacientes|patients)/,
    form: (m) => (num(m, 1) ? ['stars', { rating: num(m, 1) }] : ['customers', { n: num(m, 2) }]),
  },
  {
    key: 'price-from',
    kind: 'offer',
    // Not a free delivery's minimum ("envío gratis por compras desde $80.000"): no price of the business.
    re: /(?<!(?:envios?|entregas?|despachos?|shipping|delivery|gratis|free)\b[^.;]{0,40})(?:desde|from|a partir de|starting at) (\$ ?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)? ?(?:€|eur|euros|usd|\$|dolares))/,
    form: (m, lang) => ['', { price: priceText(num(m), lang) }],
  },
  {
    key: 'family',
    kind: 'proof',
    re: /(family[- ]owned|family[- ]run|empresa familiar|negocio familiar)/,
  },
  {
    key: 'handmade',
    kind: 'benefit',
    re: /(artesan|handmade|hand-made|hecho a mano|masa madre|sourdough|small batches|obrador propio)/,
    form: (m, lang) => [(lang === 'es' ? /masa madre|sourdough/ : /sourdough/).test(m[0]) ? 'sourdough' : 'handmade'],
  },
  {
    key: 'organic',
    kind: 'benefit',
    // "bio" as a word: "cambio de cerraduras" is no organic claim.
    re: /(organic|ecologic|\bbio\b|natural ingredients|ingredientes naturales)/,
  },
  {
    key: 'online-booking',
    kind: 'benefit',
    re: /(book online|online booking|reserva online|cita online|pide cita online|reserva en linea|agenda online)/,
  },
  {
    key: 'delivery',
    kind: 'benefit',
    re: /(entrega(s)? en (24|48) ?h|deliver(y|ies)? (in|within) (24|48) ?h|next[- ]day delivery|envio en (24|48) ?h|a domicilio|home delivery|deliver across|reparto)/,
    form: (m, lang) => {
      const hours = /48/.test(m[0]) ? '48' : (lang === 'es' ? /24/ : /24|next/).test(m[0]) ? '24' : '';
      return hours ? ['hours', { hours }] : ['home'];
    },
  },
  {
    key: 'no-callout-fee',
    kind: 'offer',
    re: /(no call-?out fee|sin coste de desplazamiento|desplazamiento gratis|no trip charge)/,
  },
];

/** A price as the language writes it: "20 €" and "20 $" in Spanish, "€20" and "$20" in English. */
function priceText(raw: string, lang: CopyLang): string {
  const n = /\d+(?:[.,]\d+)?/.exec(raw)?.[0] ?? raw;
  if (/€|eur/.test(raw)) return lang === 'es' ? `${n} €` : `€${n}`;
  return lang === 'es' ? `${n} $` : `$${n}`;
}

/** A detector's three lines in the campaign's language and variety. */
function pointLines(d: Detector, m: RegExpExecArray, lang: CopyLang, variety: 'voseo' | 'tuteo'): [string, string, string] {
  const [form, params] = d.form?.(m, lang) ?? [''];
  const prefix = `points.${d.key}${form ? `.${form}` : ''}`;
  const variant = variantOf(lang, variety);
  const line = (part: 'headline' | 'callout' | 'phrase') =>
    render({ key: `${prefix}.${part}` as MessageKey, ...(params ? { params } : {}) }, variant);
  return [line('headline'), line('callout'), line('phrase')];
}

/** The selling points this description states, best first, in `lang` (Spanish in `variety`, see variety.ts). */
export function sellingPoints(description: string, lang: CopyLang, variety: 'voseo' | 'tuteo' = 'tuteo'): SellingPoint[] {
  const text = fold(description.replace(/\s+/g, ' '));
  const out: SellingPoint[] = [];
  for (const d of DETECTORS) {
    const m = d.re.exec(text);
    if (!m) continue;
    const [headline, callout, phrase] = pointLines(d, m, lang, variety);
    if (headline.length > 30 || callout.length > 25) continue;
    out.push({ key: d.key, kind: d.kind, headline, callout, phrase });
  }
  return out;
}
