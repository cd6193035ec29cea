/**
 * A copy request for one ad group, written from the facts the owner confirmed: the lines the facts
 * generator (copy/facts-ads.ts) writes for that group's service — the service, the selling points,
 * the brand, the place, a call to action — held to the claims linter (never a claim no fact
 * supports, never a word of `facts.neverSay`, headlines ≤ 30 characters), minus what the group's ad
 * already says. Pure: no I/O.
 */
import type { ChatSuggestion } from '../contract/api.js';
import type { Objective } from '../contract/campaign-fields.js';
import { OBJECTIVES } from '../contract/campaign-fields.js';
import type { Facts } from '../contract/campaigns.js';
import { acceptLines, AD_DESCRIPTION_MAX, AD_HEADLINE_MAX, neverSaid } from '../contract/copy-lint.js';
import { FACT_HEADLINES, planFromFacts } from '../copy/facts-ads.js';
import { parseKeywords } from '../copy/text.js';
import type { SpanishVariety } from '../copy/variety.js';
import type { Lang } from '../contract/content-language.js';
import type { AssistantBrief } from '../strategy/ai-port.js';
import type { CopyRequest } from './asked.js';
import { fold } from './intents.js';

type Group = NonNullable<AssistantBrief['groups']>[number];

/** Words that say nothing about which service is meant. */
const FILLER = new Set(['para', 'with', 'about', 'sobre', 'the', 'los', 'las', 'del', 'and', 'que', 'for', 'mis', 'nuestro', 'nuestra']);
const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length > 2 && !FILLER.has(w))
    .map((w) => w.replace(/(es|s)$/, ''));

/**
 * The ad group a message is about: one whose name it says, else one whose keyword it says, else the
 * group of a confirmed service it names (all of the service's words, singular or plural).
 */
export function groupAsked(message: string, campaign: AssistantBrief): Group | undefined {
  const said = fold(message);
  const groups = campaign.groups ?? [];
  const byName = groups
    .filter((g) => fold(g.name).trim().length > 2 && said.includes(fold(g.name).trim()))
    // "Uñas de gel" over "Uñas" when both are named.
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (byName) return byName;
  const byKeyword = groups.find((g) => g.keywords.some((k) => fold(k).trim().length > 3 && said.includes(fold(k).trim())));
  if (byKeyword) return byKeyword;
  const saidWords = new Set(words(message));
  const scored = groups
    .map((g) => {
      const own = words(g.name);
      return { g, hits: own.filter((w) => saidWords.has(w)).length, all: own.length };
    })
    .filter((s) => s.all > 0 && s.hits === s.all)
    .sort((a, b) => b.all - a.all);
  return scored[0]?.g;
}

/** The confirmed service an ad group is for: named the same, else the one whose words its name holds. */
function serviceOf(group: Group, facts: Facts): Facts['services'][number] | undefined {
  const name = fold(group.name).trim();
  return (
    facts.services.find((s) => fold(s.name).trim() === name) ??
    facts.services.find((s) => {
      const own = words(s.name);
      const g = new Set(words(group.name));
      return own.length > 0 && own.every((w) => g.has(w));
    })
  );
}

export interface FactsCopy {
  /** The new lines, in order; fewer than asked when the facts support no more. */
  lines: string[];
  /** Facts that would give more lines ("selling points", "price"), when the facts ran short. */
  missing: string[];
  /** How many lines of this field the group's ad has now. */
  current: number;
  /** The most Google takes in this field. */
  max: number;
}

/**
 * New lines for `group` from `facts`, none already in the group's ad, each accepted by the linter
 * beside the lines the ad has (no near-duplicate of one of them). Callouts are not a group's: the
 * campaign's callouts come from the selling points on the campaign page.
 */
export function linesFromFacts(a: {
  request: CopyRequest;
  campaign: AssistantBrief;
  facts: Facts;
  group: Group;
  lang: Lang;
  variety: SpanishVariety;
}): FactsCopy {
  const { request, campaign, facts, group, lang, variety } = a;
  const field = request.field === 'descriptions' ? 'descriptions' : 'headlines';
  const service = serviceOf(group, facts) ?? { name: group.name };
  const objective: Objective = (OBJECTIVES as readonly string[]).includes(campaign.objective) ? (campaign.objective as Objective) : 'Leads';
  const brief = {
    lang,
    variety,
    objective,
    location: campaign.location,
    keywords: group.keywords.length ? group.keywords : parseKeywords(campaign.keywords, 10),
    negativeKeywords: [],
    // One group's lines: a budget that carries it.
    budget: Math.max(campaign.budget ?? 0, 100),
    description: campaign.description ?? '',
  };
  // The generator keeps the first 15 lines its facts give, so a group generated from these facts
  // holds them already; the same facts with some left aside let its other lines through (each still
  // supported by the whole facts: a call to action, the service with one selling point…).
  const points = facts.sellingPoints;
  const { price: _price, ...unpriced } = service;
  const { hours: _hours, ...withoutHours } = facts;
  const { brand: _brand, ...withoutBrand } = facts;
  const variants: Facts[] = [
    facts,
    ...points.slice(1, 4).map((_, i) => ({ ...facts, sellingPoints: [...points.slice(i + 1), ...points.slice(0, i + 1)] })),
    { ...facts, sellingPoints: [] },
    { ...facts, sellingPoints: points.slice(0, 1) },
    withoutHours,
    withoutBrand,
    { ...withoutHours, sellingPoints: [] },
  ];
  const plans = variants.map((v) => planFromFacts({ ...brief, facts: { ...v, services: [v === facts ? service : unpriced] } }));
  const plan = plans[0]!;
  const ad = plan.adGroups[0]?.ad;
  const pool = [...new Set(plans.flatMap((p) => p.adGroups[0]?.ad?.[field === 'headlines' ? 'headlines' : 'descriptions'] ?? []))];
  const existing = (field === 'headlines' ? group.headlines : group.descriptions) ?? [];
  const max = field === 'headlines' ? FACT_HEADLINES : 4;
  const limit = field === 'headlines' ? AD_HEADLINE_MAX : AD_DESCRIPTION_MAX;
  // Never a line the group's ad has, nor one the owner deleted from it.
  const have = new Set([...existing, ...(group.removed ?? [])].map((l) => fold(l).trim()));
  // Lines that name the group's service first: the owner asked for copy about it.
  const serviceWords = words(service.name);
  const namesService = (l: string) => {
    const own = new Set(words(l));
    return serviceWords.length > 0 && serviceWords.every((w) => own.has(w));
  };
  const fitting = pool.filter((l) => l.length <= limit && !have.has(fold(l).trim()) && neverSaid(fold(l), facts.neverSay).length === 0);
  const candidates = [...fitting.filter(namesService), ...fitting.filter((l) => !namesService(l))];
  // The linter's own check beside the ad's lines: no repeat, no near-duplicate, no claim without a fact.
  const accepted = acceptLines([...existing], candidates, field, plan.ctx, existing.length + request.count).slice(existing.length);
  return {
    lines: accepted.slice(0, request.count),
    missing: accepted.length < request.count ? (ad?.missingFacts ?? []) : [],
    current: existing.length,
    max,
  };
}

/** The suggestion the chat offers to add to the group (only lines, never the answer's prose). */
export function suggestionOf(
  campaign: AssistantBrief,
  group: Group,
  field: CopyRequest['field'],
  lines: string[],
): ChatSuggestion | undefined {
  if (!campaign.id || !lines.length || field === 'callouts') return undefined;
  return { campaignId: campaign.id, group: group.name, field, lines };
}
