import { MATCH_TYPES } from '@contract/campaign-page';
import { Term } from '@/components/term';
import { useI18n } from '@/lib/i18n';
import { MATCH_LABELS, MATCH_TERMS, type MatchType } from '../campaign-copy';

/** What the match-type badges mean, each with its one-sentence explanation a click away. */
export function MatchTypesNote({ types = MATCH_TYPES }: { types?: readonly MatchType[] }) {
  const { t } = useI18n();
  if (types.length === 0) return null;
  return (
    <p className="muted match-types-note">
      <Term id="matchType">{t('campaign.match.legend')}</Term>
      {': '}
      {types.map((m, i) => (
        <span key={m}>
          {i > 0 && ' · '}
          <Term id={MATCH_TERMS[m]}>{t(MATCH_LABELS[m])}</Term>
        </span>
      ))}
    </p>
  );
}
