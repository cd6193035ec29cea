/**
 * The ad each ad group is created with in Google Ads, and the pre-flight shows (the same lines):
 * the group's own lines, repaired by the copy linter (contract/copy-lint.ts) where they can be and
 * left out where they cannot, then — only when that leaves fewer than Google's minimum — lines made
 * from the form, in the campaign's language and Spanish variety (copy/variety.ts). Every line
 * returned passes the linter, so the Google Ads adapter only maps them to operations.
 */
import type { OwnerInput } from '../contract/campaigns.js';
import { displayPath } from '../contract/display-path.js';
import { acceptLines, campaignLintContext, repairLines, type CopyLintContext } from '../contract/copy-lint.js';
import { adText, type MessageKey } from '../i18n/messages.js';
import { cleanKeyword, splitKeywordList, titleCase } from './keywords.js';
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
}

export interface CreationAd {
  headlines: string[];
  descriptions: string[];
  /** Display-URL paths as Google takes them ('' when none). */
  path1: string;
  path2: string;
  /** The group's own lines left out, as they were written. */
  dropped: { headlines: string[]; descriptions: string[] };
}

/** The ad one ad group is created with; `languageCode` is the ad language's ISO 639-1 code. */
export function creationAd(own: OwnAd, payload: OwnerInput, languageCode: string): CreationAd {
  const ctx = lintContextFor(payload, languageCode);
  const headlines = repairLines(own.headlines, 'headlines', ctx, MAX_HEADLINES);
  const descriptions = repairLines(own.descriptions, 'descriptions', ctx, MAX_DESCRIPTIONS);
  const path1 = displayPath(own.path1);
  const path2 = path1 ? displayPath(own.path2) : '';
  return {
    headlines:
      headlines.lines.length >= MIN_HEADLINES
        ? headlines.lines
        : acceptLines(headlines.lines, fallbackHeadlines(payload, languageCode), 'headlines', ctx, MAX_HEADLINES),
    descriptions:
      descriptions.lines.length >= MIN_DESCRIPTIONS
        ? descriptions.lines
        : acceptLines(descriptions.lines, fallbackDescriptions(payload, languageCode), 'descriptions', ctx, MAX_DESCRIPTIONS),
    path1,
    path2,
    dropped: { headlines: headlines.dropped, descriptions: descriptions.dropped },
  };
}

/** The campaign's lint context, in the ad language Google targets. */
function lintContextFor(payload: OwnerInput, languageCode: string): CopyLintContext {
  const ctx = campaignLintContext(payload);
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
