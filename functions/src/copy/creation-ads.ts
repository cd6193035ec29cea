/**
 * The ad each ad group is created with in Google Ads, and the pre-flight shows (the same lines):
 * the group's own lines, repaired by the copy linter (contract/copy-lint.ts) where they can be and
 * left out where they cannot, then — only when that leaves fewer than Google's minimum — lines made
 * from the form, in the campaign's language and Spanish variety (copy/variety.ts). Every line
 * returned passes the linter, so the Google Ads adapter only maps them to operations.
 *
 * An ad whose lines carry their sources (built from facts) keeps each line's source, and below
 * Google's minimum gets only lines that have one too (the brand, the place, a call to action):
 * never a keyword line, a sentence of the description or a generic claim.
 */
import type { LineSource, OwnerInput } from '../contract/campaigns.js';
import { displayPath } from '../contract/display-path.js';
import { acceptLines, campaignLintContext, repairLines, type CopyField, type CopyLintContext } from '../contract/copy-lint.js';
import { adText, type MessageKey } from '../i18n/messages.js';
import { cleanKeyword, splitKeywordList, titleCase } from './keywords.js';
import { businessName } from './text.js';
import { hasSources, repairTraced } from './traced-lines.js';
import { campaignVariety } from './variety.js';

/** Google's limits for a responsive search ad. */
export const HEADLINE_MAX_CHARS = 30;
export const DESCRIPTION_MAX_CHARS = 90;
export const MIN_HEADLINES = 3;
export const MAX_HEADLINES = 15;
export const MIN_DESCRIPTIONS = 2;
export const MAX_DESCRIPTIONS = 4;

export interface OwnAd {
  headlines: readonly string[];
  descriptions: readonly string[];
  path1?: string | undefined;
  path2?: string | undefined;
  /** Each line's source, index for index, when generation (or the owner's edit) recorded them. */
  sources?: { headlines?: readonly LineSource[] | undefined; descriptions?: readonly LineSource[] | undefined } | undefined;
}

export interface CreationAd {
  headlines: string[];
  descriptions: string[];
  /** Display-URL paths as Google takes them ('' when none). */
  path1: string;
  path2: string;
  /** The group's own lines left out, as they were written. */
  dropped: { headlines: string[]; descriptions: string[] };
  /** The lines creation adds below Google's minimum (they are among `headlines`/`descriptions`). */
  added: { headlines: string[]; descriptions: string[] };
  /** Each line's source, index for index, when the group's own lines carry them; null where unknown. */
  sources?: { headlines: (LineSource | null)[]; descriptions: (LineSource | null)[] };
}

/** The ad one ad group is created with; `languageCode` is the ad language's ISO 639-1 code. */
export function creationAd(own: OwnAd, payload: OwnerInput, languageCode: string): CreationAd {
  const ctx = lintContextFor(payload, languageCode);
  const path1 = displayPath(own.path1);
  const path2 = path1 ? displayPath(own.path2) : '';
  if (hasSources(own.sources)) return { ...tracedAd(own, payload, languageCode, ctx), path1, path2 };
  const headlines = repairLines(own.headlines, 'headlines', ctx, MAX_HEADLINES);
  const descriptions = repairLines(own.descriptions, 'descriptions', ctx, MAX_DESCRIPTIONS);
  const filled = {
    headlines:
      headlines.lines.length >= MIN_HEADLINES
        ? headlines.lines
        : acceptLines(headlines.lines, fallbackHeadlines(payload, languageCode), 'headlines', ctx, MAX_HEADLINES),
    descriptions:
      descriptions.lines.length >= MIN_DESCRIPTIONS
        ? descriptions.lines
        : acceptLines(descriptions.lines, fallbackDescriptions(payload, languageCode), 'descriptions', ctx, MAX_DESCRIPTIONS),
  };
  return {
    ...filled,
    path1,
    path2,
    dropped: { headlines: headlines.dropped, descriptions: descriptions.dropped },
    added: {
      headlines: filled.headlines.slice(headlines.lines.length),
      descriptions: filled.descriptions.slice(descriptions.lines.length),
    },
  };
}

/** A line creation may add to an ad built from facts, with its source. */
interface SourcedLine {
  text: string;
  source: LineSource;
}

/**
 * An ad built from facts: its own lines with their sources; below Google's minimum, only lines that
 * have a source of their own (the brand, the place, a call to action), each passing the linter.
 */
function tracedAd(own: OwnAd, payload: OwnerInput, lang: string, ctx: CopyLintContext): Omit<CreationAd, 'path1' | 'path2'> {
  const field = (name: CopyField, max: number, min: number, candidates: () => SourcedLine[], generic: () => string[]) => {
    const kept = repairTraced(own[name], own.sources?.[name], name, ctx, max);
    if (kept.lines.length >= min) return { ...kept, added: [] as string[] };
    // The form's generic lines (no source: the review says Pautia added them) only where the lines
    // with a source cannot reach Google's minimum (all refused by the owner's words never to use).
    const fill: { text: string; source: LineSource | null }[] = [...candidates(), ...generic().map((text) => ({ text, source: null }))];
    const lines = acceptLines(
      kept.lines,
      fill.map((l) => l.text),
      name,
      ctx,
      // As few as Google needs: an ad built from few facts is short, and says which facts would fill it.
      min,
    );
    const added = lines.slice(kept.lines.length);
    return {
      ...kept,
      lines,
      sources: [...kept.sources, ...added.map((l) => fill.find((c) => c.text === l)!.source)],
      added,
    };
  };
  const headlines = field(
    'headlines',
    MAX_HEADLINES,
    MIN_HEADLINES,
    () => sourcedHeadlines(payload, lang),
    () => fallbackHeadlines(payload, lang),
  );
  const descriptions = field(
    'descriptions',
    MAX_DESCRIPTIONS,
    MIN_DESCRIPTIONS,
    () => sourcedDescriptions(payload, lang),
    () => fallbackDescriptions(payload, lang),
  );
  return {
    headlines: headlines.lines,
    descriptions: descriptions.lines,
    dropped: { headlines: headlines.dropped, descriptions: descriptions.dropped },
    added: { headlines: headlines.added, descriptions: descriptions.added },
    sources: { headlines: headlines.sources, descriptions: descriptions.sources },
  };
}

/** The brand, as the campaign page's linter knows it: the confirmed one, else the description's. */
function brandOf(payload: OwnerInput): string | undefined {
  return payload.facts?.brand?.trim() || businessName(payload.description);
}

/** Headlines with a source of their own, for an ad built from facts that is short of Google's minimum. */
function sourcedHeadlines(payload: OwnerInput, lang: string): SourcedLine[] {
  const place = payload.location.split(',')[0]?.trim() ?? '';
  const brand = brandOf(payload);
  const cta: LineSource = { kind: 'call-to-action' };
  return [
    ...(brand ? [{ text: brand, source: { kind: 'brand' as const } }] : []),
    ...(place
      ? [{ text: adText('ads.fallback.serving', lang, campaignVariety(payload), { place }), source: { kind: 'place' as const } }]
      : []),
    { text: fallbackText(CTA[payload.objective], payload, lang), source: cta },
    { text: fallbackText('ads.fallback.headline.contact', payload, lang), source: cta },
  ];
}

/** Descriptions with a source of their own (calls to action, which claim nothing). */
function sourcedDescriptions(payload: OwnerInput, lang: string): SourcedLine[] {
  const cta: LineSource = { kind: 'call-to-action' };
  return [
    { text: fallbackText('ads.fallback.description.offer', payload, lang), source: cta },
    { text: fallbackText('ads.fallback.description.needs', payload, lang), source: cta },
  ];
}

/** The campaign's lint context, in the ad language Google targets. */
function lintContextFor(payload: OwnerInput, languageCode: string): CopyLintContext {
  // The brand and the words never to use, as the campaign page's editor lints with them: without
  // the brand, "Panadería Doña Rosa en Córdoba" reads as a repeat of "Panadería Doña Rosa" and the
  // review would lose lines the campaign page shows.
  const neverSay = payload.facts?.neverSay ?? [];
  const ctx = {
    ...campaignLintContext({ ...payload, brand: brandOf(payload) }),
    ...(neverSay.length ? { neverSay } : {}),
  };
  const { lang: _lang, ...rest } = ctx;
  return languageCode === 'es' || languageCode === 'en' ? { ...rest, lang: languageCode } : rest;
}

/** A fallback line in the ad's language: Spanish in the campaign's variety, Portuguese, else English. */
function fallbackText(key: Exclude<MessageKey, 'ads.fallback.serving'> & `ads.fallback.${string}`, payload: OwnerInput, lang: string) {
  return adText(key, lang, campaignVariety(payload));
}

const CTA = { Sales: 'ads.fallback.cta.sales', Leads: 'ads.fallback.cta.leads', 'Website traffic': 'ads.fallback.cta.traffic' } as const;

/** Headlines made from the form when a group has too few of its own. */
function fallbackHeadlines(payload: OwnerInput, lang: string): string[] {
  const place = payload.location.split(',')[0]?.trim() ?? '';
  const serving = place ? adText('ads.fallback.serving', lang, campaignVariety(payload), { place }) : '';
  return [
    ...splitKeywordList(payload.keywords)
      .slice(0, 5)
      // Title Case is English; Spanish and Portuguese headlines are in sentence case.
      .map((k) => (lang === 'es' || lang === 'pt' ? sentenceCase(cleanKeyword(k) ?? '') : titleCase(cleanKeyword(k) ?? ''))),
    fallbackText(CTA[payload.objective], payload, lang),
    serving,
    fallbackText('ads.fallback.headline.contact', payload, lang),
    fallbackText('ads.fallback.headline.needs', payload, lang),
    fallbackText('ads.fallback.headline.offer', payload, lang),
  ].filter(Boolean);
}

/** Descriptions made from the business description, then generic lines in the ad's language. */
function fallbackDescriptions(payload: OwnerInput, lang: string): string[] {
  const sentences = payload.description
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 20);
  return [
    ...sentences.slice(0, 2),
    fallbackText('ads.fallback.description.needs', payload, lang),
    fallbackText('ads.fallback.description.offer', payload, lang),
  ];
}

function sentenceCase(line: string): string {
  return line.charAt(0).toLocaleUpperCase() + line.slice(1);
}

/** A display-URL path as Google takes it (RSA path1/path2): the one rule of contract/display-path.ts. */
export const adPathText = displayPath;
