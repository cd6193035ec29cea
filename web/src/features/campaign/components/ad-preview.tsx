import type { Strategy } from '@contract/campaigns';

/** What the search ad looks like: three headlines, the display URL with paths, two descriptions. */
export function AdPreview({ strategy, landingPage, path1, label }: { strategy: Strategy; landingPage: string; path1: string; label: string }) {
  let host = landingPage;
  try {
    host = new URL(landingPage).host.replace(/^www\./, '');
  } catch {
    host = landingPage || 'example.com';
  }
  return (
    <figure className="ad-preview" aria-label={label}>
      <p className="ad-preview-sponsor">
        <span className="ad-preview-tag">Sponsored</span> <span className="ad-preview-url">{[host, path1].filter(Boolean).join(' › ')}</span>
      </p>
      <p className="ad-preview-headline">{strategy.headlines.slice(0, 3).join(' | ')}</p>
      <p className="ad-preview-description">{strategy.descriptions.slice(0, 2).join(' ')}</p>
    </figure>
  );
}
