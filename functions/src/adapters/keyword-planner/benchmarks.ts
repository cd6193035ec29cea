import { analyzeLocation } from '../../geo-catalog/countries.js';

/**
 * Average cost per click by industry, USD, from WordStream by LocaliQ, "Search Advertising
 * Benchmarks for Every Industry" (2024 edition; see docs/keyword-research.md). Matched by words in the
 * keywords; anything unmatched uses the all-industry average.
 */
export const BENCHMARK_STUDY = 'WordStream by LocaliQ, Search Advertising Benchmarks (2024)';

export const ALL_INDUSTRIES_CPC = 4.66;
/** The study's all-industry average click-through rate. */
export const ALL_INDUSTRIES_CTR = 0.0642;

export const INDUSTRY_CPC: { industry: string; cpc: number; words: RegExp }[] = [
  { industry: 'Attorneys & Legal Services', cpc: 8.58, words: /\b(lawyer|attorney|legal|abogad|law firm|bufete)/i },
  { industry: 'Dentists & Dental Services', cpc: 7.85, words: /\b(dent|implant|orthodont|ortodonc|teeth|dientes|blanqueamiento)/i },
  {
    industry: 'Home & Home Improvement',
    cpc: 7.85,
    words: /\b(plumb|fontaner|roof|tejad|hvac|electrician|electricista|remodel|reforma|contractor|handyman|carpinter|pintor|painter)/i,
  },
  { industry: 'Business Services', cpc: 5.58, words: /\b(accountant|contable|gestor|consult|marketing|seo|agency|agencia)/i },
  { industry: 'Health & Fitness', cpc: 5.0, words: /\b(gym|gimnasio|fitness|yoga|pilates|personal trainer|entrenador)/i },
  { industry: 'Physicians & Surgeons', cpc: 5.0, words: /\b(doctor|medic|clinic|clínica|clinica|surgeon|cirujan|physio|fisioterap)/i },
  { industry: 'Real Estate', cpc: 2.1, words: /\b(real estate|inmobiliari|apartment|piso|house for sale|realtor)/i },
  {
    industry: 'Automotive — Repair, Service & Parts',
    cpc: 3.69,
    words: /\b(mechanic|mecánic|mecanic|taller|car repair|auto repair|tires|neumátic)/i,
  },
  { industry: 'Beauty & Personal Care', cpc: 3.5, words: /\b(salon|salón|peluquer|hair|barber|barber|nails|uñas|spa|estétic|estetic)/i },
  { industry: 'Restaurants & Food', cpc: 2.05, words: /\b(restaurant|restaurante|pizza|catering|food|comida|bakery|panader|cafe|café)/i },
  { industry: 'Education & Instruction', cpc: 6.23, words: /\b(school|escuela|academ|course|curso|tutor|clases|classes)/i },
  { industry: 'Travel', cpc: 1.92, words: /\b(hotel|travel|viaje|tour|hostal|vacation|vacaciones)/i },
  { industry: 'Animals & Pets', cpc: 3.32, words: /\b(vet|veterinar|pet|mascota|dog|perro|cat grooming)/i },
  { industry: 'Shopping, Collectibles & Gifts', cpc: 2.97, words: /\b(gift|regalo|shop|tienda|store)/i },
];

/** The benchmark CPC for a set of keywords: the industry most of them name, else the average. */
export function benchmarkCpc(texts: string[]): { industry: string; cpc: number } {
  const votes = new Map<string, { industry: string; cpc: number; n: number }>();
  for (const text of texts) {
    const hit = INDUSTRY_CPC.find((row) => row.words.test(text));
    if (!hit) continue;
    const entry = votes.get(hit.industry) ?? { industry: hit.industry, cpc: hit.cpc, n: 0 };
    entry.n += 1;
    votes.set(hit.industry, entry);
  }
  const best = [...votes.values()].sort((a, b) => b.n - a.n)[0];
  return best ? { industry: best.industry, cpc: best.cpc } : { industry: 'All industries', cpc: ALL_INDUSTRIES_CPC };
}

/**
 * Cost of a click relative to the United States. Our own approximation (the study is US data):
 * rounded from the relative ad prices advertisers report per market; documented as such.
 */
const LOCATION_FACTORS: Record<string, number> = {
  US: 1,
  CA: 0.8,
  GB: 0.8,
  AU: 0.85,
  IE: 0.7,
  DE: 0.75,
  FR: 0.65,
  NL: 0.7,
  IT: 0.5,
  ES: 0.45,
  PT: 0.35,
  MX: 0.3,
  CL: 0.3,
  CO: 0.2,
  PE: 0.2,
  AR: 0.2,
  UY: 0.25,
  BR: 0.3,
  VE: 0.15,
};
const UNKNOWN_LOCATION_FACTOR = 0.6;

/** The factor of the first country named in the location ("Austin, Texas, United States" → 1). */
export function locationFactor(location: string): number {
  const country = analyzeLocation(location).countries[0]?.countryCode;
  return (country ? LOCATION_FACTORS[country] : undefined) ?? UNKNOWN_LOCATION_FACTOR;
}

/** How much more a narrower match type pays per click (our assumption, documented). */
export const MATCH_TYPE_CPC_FACTOR = { BROAD: 0.9, PHRASE: 1, EXACT: 1.15 } as const;
