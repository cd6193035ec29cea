import type { GroupAd, LineSource, Strategy } from '../../contract/campaigns.js';
import type { PreflightResponse } from '../../contract/preflight.js';
import type { PlannedAssets } from '../../copy/assets.js';

/** Lines compared as the owner sees them: case and spacing aside. */
const lineKey = (line: string) => line.replace(/\s+/g, ' ').trim().toLowerCase();

/** Each text's source from a list of lines and their sources (index for index), by the line's text. */
function byText(lines: readonly string[], sources: readonly LineSource[] | undefined): Map<string, LineSource> {
  const out = new Map<string, LineSource>();
  lines.forEach((line, i) => {
    const source = sources?.[i];
    if (source && !out.has(lineKey(line))) out.set(lineKey(line), source);
  });
  return out;
}

/**
 * Each line of an ad as creation sends it, with the source generation (or the owner's edit)
 * recorded for it in the strategy's group ad; null for a line creation adds below Google's
 * minimum, or one stored before sources were recorded.
 */
export function adLineSources(
  ad: { headlines: readonly string[]; descriptions: readonly string[] },
  own: GroupAd | undefined,
): { sources?: { headlines: (LineSource | null)[]; descriptions: (LineSource | null)[] }; missingFacts?: string[] } {
  if (!own) return {};
  const headlines = byText(own.headlines, own.sources?.headlines);
  const descriptions = byText(own.descriptions, own.sources?.descriptions);
  const known = headlines.size + descriptions.size > 0;
  return {
    ...(known
      ? {
          sources: {
            headlines: ad.headlines.map((l) => headlines.get(lineKey(l)) ?? null),
            descriptions: ad.descriptions.map((l) => descriptions.get(lineKey(l)) ?? null),
          },
        }
      : {}),
    ...(own.missingFacts?.length ? { missingFacts: own.missingFacts } : {}),
  };
}

/** The callouts creation sends, each with the source the strategy recorded for it. */
export function calloutLineSources(callouts: readonly string[], strategy: Strategy | undefined): (LineSource | null)[] | undefined {
  if (!strategy?.calloutSources?.length || !strategy.callouts) return undefined;
  const sources = byText(strategy.callouts, strategy.calloutSources);
  return callouts.map((c) => sources.get(lineKey(c)) ?? null);
}

/**
 * The assets as the review lists them: each sitelink, snippet value, price offering, call, message
 * and promotion with where it comes from (a fact in the owner's words, a call to action), null when
 * not known (a snippet value from a group name, a campaign planned before sources were kept).
 */
export function sourcedAssets(assets: PlannedAssets): Omit<PreflightResponse['assets'], 'notes'> {
  const known = (source: LineSource | undefined) => source ?? null;
  return {
    sitelinks: assets.sitelinks.map(({ text, description1, description2, url, source }) => ({
      text,
      description1,
      description2,
      url,
      source: known(source),
    })),
    callouts: assets.callouts,
    snippets: assets.snippets.map(({ header, values, sources }) => ({
      header,
      values,
      sources: values.map((_, i) => known(sources?.[i])),
    })),
    call: assets.call ? { ...assets.call, source: known(assets.call.source) } : null,
    message: assets.message ? { ...assets.message, source: known(assets.message.source) } : null,
    price: assets.price ? { ...assets.price, offerings: assets.price.offerings.map((o) => ({ ...o, source: known(o.source) })) } : null,
    promotion: assets.promotion ? { ...assets.promotion, source: known(assets.promotion.source) } : null,
  };
}
