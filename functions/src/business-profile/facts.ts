import type { BusinessProfile } from '../contract/business-profile.js';
import { emptyProfile, PROFILE_LIMITS } from '../contract/business-profile.js';
import { PAGE_ROLES, type Facts, type OwnerInput } from '../contract/campaigns.js';
import { factsRequestSchema, type FactsAnswer } from '../contract/facts.js';
import type { z } from 'zod';
import { readFacts } from '../facts/reader.js';
import { log } from '../logs.js';
import type { BusinessProfileRepo } from '../repos/business-profile.js';
import type { RateLimiter } from '../usage/rate-limit.js';
import { lineKey } from './learn.js';
import { withAiProposal } from './ai-facts.js';
import type { AiProvider } from '../strategy/ai-port.js';
import { profileWithoutNeverSay } from './never-say.js';

type FactsFields = z.output<typeof factsRequestSchema>;

/** A price as the profile's offers list writes it ("Manicura 250 MXN"). */
const priced = (s: Facts['services'][number]) =>
  s.price
    ? `${s.name} ${Number.isInteger(s.price.amount) ? s.price.amount : s.price.amount.toFixed(2)}${s.price.currency ? ` ${s.price.currency}` : ''}`
    : s.name;

/** Both lists, the first's order first, without repeats (by lineKey), capped as the profile caps lists. */
function union(first: readonly string[], second: readonly string[], max: number = PROFILE_LIMITS.listItems): string[] {
  const out = new Map<string, string>();
  for (const item of [...first, ...second]) {
    const key = lineKey(item);
    if (key && !out.has(key)) out.set(key, item.slice(0, PROFILE_LIMITS.item));
  }
  return [...out.values()].slice(0, max);
}

/**
 * The profile after the owner confirmed facts on a campaign form: the confirmed facts are kept whole
 * (the next form starts from them), and each goes into its own box of the profile — the brand as
 * the name when none is saved, selling points, priced services as offers, the channels, hours, words
 * never to use, the pages.
 */
export function profileWithFacts(current: BusinessProfile | undefined, input: OwnerInput & { facts: Facts }): BusinessProfile {
  const base = current ?? { ...emptyProfile(), status: 'confirmed' as const };
  const { facts } = input;
  const pages = [...PAGE_ROLES.map((role) => input.pages[role]), ...facts.services.map((s) => s.url)].filter((u): u is string => !!u);
  // A selling point or offer kept from an earlier draft loses what the owner now asks never to say.
  return profileWithoutNeverSay(
    {
      ...base,
      businessName: base.businessName || (facts.brand ?? ''),
      offering:
        base.offering ||
        facts.services
          .map((s) => s.name)
          .join(', ')
          .slice(0, PROFILE_LIMITS.long),
      places: union(base.places, input.location ? [input.location] : []),
      sellingPoints: union(facts.sellingPoints, base.sellingPoints),
      offers: union(facts.services.filter((s) => s.price).map(priced), base.offers),
      hours: facts.hours?.slice(0, PROFILE_LIMITS.text) || base.hours,
      phone: facts.phone || base.phone,
      whatsapp: facts.whatsapp || base.whatsapp,
      bookingUrl: facts.bookingUrl || base.bookingUrl,
      sitePages: union(base.sitePages, pages, 10),
      avoid: union(base.avoid, facts.neverSay),
      facts,
    },
    facts.neverSay,
  );
}

/**
 * The facts of a campaign form: proposed from its fields (rate limited per user, no allowance unit),
 * and, once the owner confirmed them with a campaign, kept in the business profile.
 */
export function factsService(deps: {
  profiles: BusinessProfileRepo;
  rateLimits: RateLimiter;
  /** When an AI provider that proposes facts is configured: its proposal joins the offline reader's. */
  ai?: { provider: AiProvider; timeoutMs: number };
}) {
  return {
    async propose(uid: string, fields: FactsFields): Promise<FactsAnswer> {
      await deps.rateLimits.take(uid, 'facts');
      const offline = readFacts({
        description: fields.description,
        keywords: fields.keywords,
        links: [fields.link1, fields.link2, fields.link3, fields.link4].filter(Boolean),
        location: fields.location,
        countryCode: fields.place?.countryCode,
        phone: fields.phone,
        whatsapp: fields.whatsapp,
        bookingUrl: fields.bookingUrl,
      });
      if (!deps.ai) return { facts: offline };
      return { facts: await withAiProposal(deps.ai, uid, fields, offline) };
    },

    /** Keeps what the owner confirmed in the profile; a failure is logged, never the campaign's. */
    async remember(uid: string, input: OwnerInput): Promise<boolean> {
      const { facts } = input;
      if (!facts) return false;
      try {
        await deps.profiles.upsert(uid, (current) => profileWithFacts(current, { ...input, facts }));
        return true;
      } catch (error) {
        log.profileFactsFailed(uid, error);
        return false;
      }
    },
  };
}

export type FactsService = ReturnType<typeof factsService>;
