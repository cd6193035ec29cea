import { adsOf, type AbTest, type OwnerInput, type Strategy } from '../contract/campaigns.js';
import { PLAN_LIMITS, type Plan } from '../contract/plans.js';
import type { AbComparison, AdRow, ProportionTest } from '../contract/results.js';
import { abTestFor } from '../copy/engine.js';
import { copyBrief } from '../strategy/strategist.js';
import { AB_METHOD, abRecommendation } from './text.js';

/** |z| above this is significant at 95% confidence, two-sided. */
const Z_95 = 1.959964;

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 erf approximation, error < 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Two-proportion z-test with a pooled proportion, two-sided. */
export function twoProportionZTest(successesA: number, trialsA: number, successesB: number, trialsB: number): ProportionTest {
  const rateA = trialsA > 0 ? successesA / trialsA : 0;
  const rateB = trialsB > 0 ? successesB / trialsB : 0;
  const pooled = trialsA + trialsB > 0 ? (successesA + successesB) / (trialsA + trialsB) : 0;
  const se = Math.sqrt(pooled * (1 - pooled) * (trialsA > 0 ? 1 / trialsA : 0) + pooled * (1 - pooled) * (trialsB > 0 ? 1 / trialsB : 0));
  const z = se > 0 && trialsA > 0 && trialsB > 0 ? (rateB - rateA) / se : 0;
  const pValue = z === 0 ? 1 : 2 * (1 - normalCdf(Math.abs(z)));
  return {
    a: { successes: successesA, trials: trialsA, rate: rateA },
    b: { successes: successesB, trials: trialsB, rate: rateB },
    z,
    pValue,
    significant: Math.abs(z) >= Z_95,
  };
}

/** Clicks each ad needs before the test decides, when the campaign's A/B plan names none. */
export const DEFAULT_CLICKS_PER_AD = 100;

/**
 * The live A/B comparison for a campaign carrying the variant ad: the first ad group with two ads,
 * ad A (the first) against ad B. Nothing is decided until each ad has the clicks the plan asked for
 * (`clicksPerAd`, the strategy's clicksPerVariant): "not enough data yet" until then.
 * Then conversion rate decides when it is significant (it is what the owner pays for);
 * otherwise a significant CTR difference does, with the test used and its confidence.
 */
export function compareAds(ads: AdRow[], clicksPerAd = DEFAULT_CLICKS_PER_AD): AbComparison | null {
  const groups = new Map<string, AdRow[]>();
  for (const ad of ads) groups.set(ad.adGroupId, [...(groups.get(ad.adGroupId) ?? []), ad]);
  const pair = [...groups.values()].find((list) => list.length >= 2);
  if (!pair) return null;
  const [a, b] = pair as [AdRow, AdRow];
  const ctr = twoProportionZTest(a.clicks, a.impressions, b.clicks, b.impressions);
  const conversionRate = twoProportionZTest(a.conversions, a.clicks, b.conversions, b.clicks);
  const neededClicks = Math.max(1, Math.ceil(clicksPerAd));
  const sample = { neededClicks, a: a.clicks, b: b.clicks, enough: a.clicks >= neededClicks && b.clicks >= neededClicks };
  const decisive = !sample.enough ? null : conversionRate.significant ? conversionRate : ctr.significant ? ctr : null;
  const winner = decisive ? (decisive.b.rate > decisive.a.rate ? 'B' : 'A') : null;
  // English here; an answer rewrites it in the reader's language (results/text.ts).
  const recommendation = abRecommendation({ winner, ctr, conversionRate, sample }, 'en');
  return {
    adGroupName: a.adGroupName,
    adA: a.id,
    adB: b.id,
    method: AB_METHOD.en,
    ctr,
    conversionRate,
    winner,
    recommendation,
    sample,
    confidence: decisive ? 1 - decisive.pValue : null,
  };
}

/**
 * The campaign's A/B plan as results offer it: the one written with the strategy, else — for a
 * strategy written on a plan without A/B tests, now that the owner is on Premium — one written now
 * by the same copy engine from the campaign's form and its first group's ad (ad A).
 */
export function abTestOf(strategy: Strategy | undefined, input: OwnerInput | undefined, plan: Plan): AbTest | undefined {
  if (strategy?.abTest) return strategy.abTest;
  if (!strategy || !input || !PLAN_LIMITS[plan].googleAds) return undefined;
  const adA = adsOf(strategy)[0];
  if (!adA || adA.headlines.length < 3) return undefined;
  return abTestFor(copyBrief(input), { headlines: adA.headlines, descriptions: adA.descriptions });
}

/**
 * The lines each ad group's ad holds as the owner's own (written or changed on the campaign page,
 * marked 'owner' in its sources) and the lines the owner deleted: results never replace, remove or
 * propose them back, whatever the plan and whether or not a business profile exists.
 */
export function ownerLinesOf(strategy: Strategy | undefined): {
  byGroup: Record<string, { headlines: string[]; descriptions: string[] }>;
  written: string[];
  removed: string[];
} {
  const byGroup: Record<string, { headlines: string[]; descriptions: string[] }> = {};
  const removed: string[] = [];
  for (const group of strategy?.adGroups ?? []) {
    const ad = group.ad;
    if (!ad) continue;
    const mine = (lines: string[], sources: { kind: string }[] | undefined) => lines.filter((_, i) => sources?.[i]?.kind === 'owner');
    const headlines = mine(ad.headlines, ad.sources?.headlines);
    const descriptions = mine(ad.descriptions, ad.sources?.descriptions);
    if (headlines.length || descriptions.length) byGroup[group.name] = { headlines, descriptions };
    removed.push(...(ad.ownerRemoved ?? []));
  }
  const written = Object.values(byGroup).flatMap((g) => [...g.headlines, ...g.descriptions]);
  return { byGroup, written, removed };
}
