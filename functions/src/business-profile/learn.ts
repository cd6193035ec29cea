import { PROFILE_LIMITS, type BusinessProfile, type BusinessProfileFields } from '../contract/business-profile.js';
import type { GroupAd, Strategy } from '../contract/campaigns.js';

/** Lines compare without case, accents, punctuation or extra spaces. */
export function lineKey(line: string): string {
  return line
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The owner's edit of the profile: their fields replace the stored ones; what was learned stays. */
export function mergeProfile(stored: BusinessProfile | undefined, fields: BusinessProfileFields): BusinessProfile {
  return {
    ...fields,
    rejectedLines: stored?.rejectedLines ?? [],
    voiceExamples: stored?.voiceExamples ?? [],
    ...(stored?.facts ? { facts: stored.facts } : {}),
    status: 'confirmed',
  };
}

/** Keeps the newest `max` distinct lines (by lineKey), newest last. */
function remember(existing: string[], added: string[], max = PROFILE_LIMITS.learned): string[] {
  const byKey = new Map<string, string>();
  for (const line of [...existing, ...added]) {
    const key = lineKey(line);
    if (!key) continue;
    byKey.delete(key);
    byKey.set(key, line.trim());
  }
  return [...byKey.values()].slice(-max);
}

/**
 * What an edit of the ad copy teaches (Premium): the lines the owner deleted are
 * not proposed again; the lines they wrote are examples of their voice. A line deleted once and
 * written again later is a voice example, not a rejection (and the other way round).
 */
export function learnFromEdit(profile: BusinessProfile, before: string[], after: string[]): BusinessProfile {
  const beforeKeys = new Set(before.map(lineKey));
  const afterKeys = new Set(after.map(lineKey));
  const deleted = before.filter((l) => !afterKeys.has(lineKey(l)));
  const written = after.filter((l) => !beforeKeys.has(lineKey(l)));
  if (!deleted.length && !written.length) return profile;
  const writtenKeys = new Set(written.map(lineKey));
  const deletedKeys = new Set(deleted.map(lineKey));
  return {
    ...profile,
    rejectedLines: remember(
      profile.rejectedLines.filter((l) => !writtenKeys.has(lineKey(l))),
      deleted,
    ),
    voiceExamples: remember(
      profile.voiceExamples.filter((l) => !deletedKeys.has(lineKey(l))),
      written,
    ),
  };
}

/**
 * A strategy as the owner's profile wants it, after the rules: without the ad lines
 * they deleted before (Premium learning), without lines that use a word or claim they never use or
 * name a competitor, without keywords naming a competitor (those become negative keywords).
 * Google's minimums are kept: when fewer than 3 headlines or 2 descriptions would remain, that list
 * stays as it was.
 */
export function applyProfile(
  strategy: Strategy,
  profile: Pick<BusinessProfile, 'rejectedLines' | 'avoid' | 'competitors'> | undefined,
): Strategy {
  if (!profile) return strategy;
  const rejected = new Set(profile.rejectedLines.map(lineKey));
  const banned = [...profile.avoid, ...profile.competitors].map(lineKey).filter(Boolean);
  const competitors = profile.competitors.map(lineKey).filter(Boolean);
  if (!rejected.size && !banned.length) return strategy;
  const contains = (text: string, phrases: string[]) => {
    const key = ` ${lineKey(text)} `;
    return phrases.some((p) => key.includes(` ${p} `));
  };
  const keep = (lines: string[], min: number) => {
    const kept = lines.filter((l) => !rejected.has(lineKey(l)) && !contains(l, banned));
    return kept.length >= Math.min(min, lines.length) ? kept : lines;
  };
  const keptAd = (ad: GroupAd): GroupAd => {
    const headlines = keep(ad.headlines, 3);
    const descriptions = keep(ad.descriptions, 2);
    if (headlines.length === ad.headlines.length && descriptions.length === ad.descriptions.length) return ad;
    // Sources follow their lines index for index: with lines left out, they no longer line up.
    const { sources: _sources, ...rest } = ad;
    return { ...rest, headlines, descriptions };
  };
  const negatives = [...strategy.negativeKeywords];
  for (const name of profile.competitors) {
    if (name.trim() && !negatives.some((n) => lineKey(n) === lineKey(name))) negatives.push(name.trim().toLowerCase());
  }
  return {
    ...strategy,
    headlines: keep(strategy.headlines, 3),
    descriptions: keep(strategy.descriptions, 2),
    adGroups: strategy.adGroups.map((g) => {
      const keywords = g.keywords.filter((k) => !contains(k.text, competitors));
      // Each group's ad is what Google Ads serves: a line the owner deleted stays out of it too.
      return { ...g, keywords: keywords.length ? keywords : g.keywords, ...(g.ad ? { ad: keptAd(g.ad) } : {}) };
    }),
    negativeKeywords: negatives,
    ...(strategy.abTest
      ? {
          abTest: {
            ...strategy.abTest,
            headlines: keep(strategy.abTest.headlines, 3),
            descriptions: keep(strategy.abTest.descriptions, 2),
          },
        }
      : {}),
  };
}
