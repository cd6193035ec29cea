/**
 * The facts a model proposes from the campaign form, checked before the owner sees them: the
 * proposal must fit the facts schema (structured output, every field present, null when unknown),
 * and only what the owner's own text says is kept — a service, selling point, brand, hours or
 * "not offered" whose words are not in the fields, a phone whose digits are not, a URL that is not,
 * a price whose amount is not, is dropped. What is kept is added to the offline reader's finding,
 * which stays first. Pure: no I/O.
 */
import { z } from 'zod';
import { factsInputSchema, type Facts } from '../contract/campaigns.js';
import type { FactsProposalInput } from '../strategy/ai-port.js';
import { distinctPoints, FACT_LIMITS } from './reader.js';

/** The model's answer: every field required (Structured Outputs), null or [] for what the text does not say. */
export const factsProposalSchema = z.object({
  brand: z.string().nullable(),
  services: z.array(
    z.object({
      name: z.string(),
      price: z.object({ amount: z.number(), currency: z.string().nullable() }).nullable(),
    }),
  ),
  sellingPoints: z.array(z.string()),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  bookingUrl: z.string().nullable(),
  hours: z.string().nullable(),
  notOffered: z.array(z.string()),
});
export type FactsProposal = z.infer<typeof factsProposalSchema>;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const contentWords = (text: string) =>
  fold(text)
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length > 2);
/** A word and its plural/singular: "uñas" says "uña", "chargers" says "charger". */
const stem = (w: string) => w.replace(/(es|s)$/, '');

/** The owner's text, every field the model was given. */
function ownerText(input: FactsProposalInput): string {
  return [input.description, input.keywords, input.location, ...input.links, input.phone, input.whatsapp, input.bookingUrl]
    .filter(Boolean)
    .join(' \n ');
}

/** Whether every content word of `claim` is in the owner's text (a claim of no content word is not). */
export function saidByOwner(claim: string, text: string): boolean {
  const said = new Set(contentWords(text).flatMap((w) => [w, stem(w)]));
  const words = contentWords(claim);
  return words.length > 0 && words.every((w) => said.has(w) || said.has(stem(w)));
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The proposal as facts the owner could have written: validated against the schema and the facts'
 * own limits, each item kept only when the owner's text says it. Undefined when it is not a proposal.
 */
export function keepSaid(proposal: unknown, input: FactsProposalInput): Facts | undefined {
  const parsed = factsProposalSchema.safeParse(proposal);
  if (!parsed.success) return undefined;
  const p = parsed.data;
  const text = ownerText(input);
  const textDigits = digits(text);
  const folded = fold(text);
  const said = (s: string | null | undefined): s is string => !!s?.trim() && s.trim().length <= FACT_LIMITS.chars && saidByOwner(s, text);
  const list = (items: string[]) => [...new Set(items.map((s) => s.trim()).filter(said))].slice(0, FACT_LIMITS.items);
  const phoneSaid = (n: string | null) => (n && digits(n).length >= 6 && textDigits.includes(digits(n)) ? n.trim() : undefined);
  const amountSaid = (amount: number) => {
    const whole = String(Math.trunc(amount));
    return Number.isFinite(amount) && amount >= 0 && textDigits.includes(whole);
  };
  const services = p.services
    .filter((s) => said(s.name))
    .slice(0, FACT_LIMITS.items)
    .map((s) => {
      const price =
        s.price && amountSaid(s.price.amount)
          ? { amount: s.price.amount, currency: s.price.currency && /^[A-Z]{3}$/.test(s.price.currency) ? s.price.currency : null }
          : undefined;
      return { name: s.name.trim(), ...(price ? { price } : {}) };
    });
  const bookingUrl = p.bookingUrl && folded.includes(fold(p.bookingUrl.trim())) ? p.bookingUrl.trim() : undefined;
  const facts = {
    ...(said(p.brand) ? { brand: p.brand.trim() } : {}),
    services,
    sellingPoints: list(p.sellingPoints),
    ...(phoneSaid(p.phone) ? { phone: phoneSaid(p.phone) } : {}),
    ...(phoneSaid(p.whatsapp) ? { whatsapp: phoneSaid(p.whatsapp) } : {}),
    ...(bookingUrl ? { bookingUrl } : {}),
    ...(p.hours && p.hours.trim().length <= 200 && saidByOwner(p.hours, text) ? { hours: p.hours.trim() } : {}),
    notOffered: list(p.notOffered),
    neverSay: [],
  };
  // The same schema the owner's confirmed facts pass: what fails it (a malformed URL or phone) is left out.
  const checked = factsInputSchema.safeParse(facts);
  if (checked.success) return checked.data as Facts;
  const { phone: _p, whatsapp: _w, bookingUrl: _b, ...rest } = facts;
  const again = factsInputSchema.safeParse(rest);
  return again.success ? (again.data as Facts) : undefined;
}

const key = (s: string) => contentWords(s).map(stem).join(' ');

/** Both lists, the first's items first, each said once (by its content words), capped. */
function union(first: readonly string[], second: readonly string[]): string[] {
  const out = new Map<string, string>();
  for (const item of [...first, ...second]) {
    const k = key(item);
    if (k && !out.has(k)) out.set(k, item);
  }
  return [...out.values()].slice(0, FACT_LIMITS.items);
}

/** The offline reader's facts with what the model found besides: the reader's win where both say something. */
export function mergeFacts(offline: Facts, ai: Facts): Facts {
  const services = [...offline.services];
  for (const s of ai.services) {
    const at = services.findIndex((o) => key(o.name) === key(s.name));
    if (at < 0) services.push(s);
    else if (!services[at]!.price && s.price) services[at] = { ...services[at]!, price: s.price };
  }
  const brand = offline.brand ?? ai.brand;
  const phone = offline.phone ?? ai.phone;
  const whatsapp = offline.whatsapp ?? ai.whatsapp;
  const bookingUrl = offline.bookingUrl ?? ai.bookingUrl;
  const hours = offline.hours ?? ai.hours;
  return {
    ...offline,
    ...(brand ? { brand } : {}),
    services: services.slice(0, FACT_LIMITS.items),
    // Two wordings of one claim are one: the reader's, which stands first.
    sellingPoints: distinctPoints(union(offline.sellingPoints, ai.sellingPoints)),
    ...(phone ? { phone } : {}),
    ...(whatsapp ? { whatsapp } : {}),
    ...(bookingUrl ? { bookingUrl } : {}),
    ...(hours ? { hours } : {}),
    notOffered: union(offline.notOffered, ai.notOffered),
    neverSay: offline.neverSay,
  };
}
