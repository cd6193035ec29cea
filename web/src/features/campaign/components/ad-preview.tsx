import type { Strategy } from '@contract/campaigns';
import { useI18n } from '@/lib/i18n';

/** What the search ad looks like: three headlines, the display URL with paths, two descriptions. */
export function AdPreview({
  strategy,
  landingPage,
  path1,
  path2 = '',
  label,
  lang,
}: {
  strategy: Strategy;
  landingPage: string;
  /** The display paths as contract/display-path.ts chose them (adsOf): the same as the review, the CSV and Google Ads. */
  path1: string;
  path2?: string;
  label: string;
  lang?: string | undefined;
}) {
  const { t } = useI18n();
  let host = landingPage;
  try {
    host = new URL(landingPage).host.replace(/^www\./, '');
  } catch {
    host = landingPage || 'example.com';
  }
  return (
    <figure className="ad-preview" aria-label={label}>
      <p className="ad-preview-sponsor">
        <span className="ad-preview-tag">{t('campaign.preview.sponsored')}</span>{' '}
        <span className="ad-preview-url">{[host, path1, path1 ? path2 : ''].filter(Boolean).join(' › ')}</span>
      </p>
      <p className="ad-preview-headline" lang={lang}>
        {strategy.headlines.slice(0, 3).join(' | ')}
      </p>
      <p className="ad-preview-description" lang={lang}>
        {strategy.descriptions.slice(0, 2).join(' ')}
      </p>
    </figure>
  );
}
