import type { LineSource } from '@contract/campaigns';
import type { PreflightResponse } from '@contract/preflight';
import { LineSourceNote } from './line-sources';

type Source = LineSource | null | undefined;

/**
 * Whether any asset of the review knows where it comes from: the toggle shows only then (a review
 * from before sources were kept has none).
 */
export function assetsHaveSources(assets: PreflightResponse['assets'], calloutSources: readonly Source[] | undefined): boolean {
  const all: Source[] = [
    ...(calloutSources ?? []),
    ...assets.sitelinks.map((s) => s.source),
    ...assets.snippets.flatMap((s) => s.sources ?? []),
    ...(assets.price?.offerings.map((o) => o.source) ?? []),
    assets.call?.source,
    assets.message?.source,
    assets.promotion?.source,
  ];
  return all.some(Boolean);
}

/**
 * Short asset texts (callouts, a snippet's values): on one line joined by " · ", or, with sources
 * shown, a list with each text's source under it (wrapping on a narrow phone).
 */
export function SourcedItems({
  id,
  items,
  sources,
  shown,
  lang,
}: {
  id: string;
  items: readonly string[];
  sources: readonly Source[] | undefined;
  shown: boolean;
  lang?: string | undefined;
}) {
  if (!shown) return <p id={id}>{items.join(' · ')}</p>;
  return (
    <ul className="line-sources-items" id={id} lang={lang}>
      {items.map((item, i) => (
        <li key={item}>
          {item}
          <LineSourceNote source={sources?.[i]} lang={lang} />
        </li>
      ))}
    </ul>
  );
}
