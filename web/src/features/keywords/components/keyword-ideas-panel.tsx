import { useId, useState } from 'react';
import type { KeywordIdeasResponse } from '@contract/keywords';
import { useApiClient } from '@/lib/api-client';
import type { KeywordIdeasSlotProps } from '@/lib/form-slots';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { getKeywordIdeas } from '../api/get-keyword-ideas';
import { failure, isLimitReached, seedsFrom, SOURCE_LABELS, splitKeywords } from '../utils';
import { KeywordIdeasTable } from './keyword-ideas-table';
import { KeywordUpgradePrompt, SourceBadge } from './upgrade-prompt';
import '../keywords.css';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; answer: KeywordIdeasResponse }
  | { kind: 'limit'; message: string }
  | { kind: 'error'; problem: ReturnType<typeof failure> };

/** "Suggest keywords": ideas from the form's keywords, place, language and landing page. */
export function KeywordIdeasPanel({ idPrefix, keywords, location, language, url, onAdd }: KeywordIdeasSlotProps) {
  const { t } = useI18n();
  const api = useApiClient();
  const { user } = useSession();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const headingId = useId();
  const seeds = seedsFrom(keywords);
  const added = new Set(splitKeywords(keywords).map((k) => k.toLowerCase()));
  const ready = Boolean(user) && seeds.length > 0 && location.trim() !== '' && language.trim() !== '';

  async function suggest() {
    if (!user || !ready) return;
    setState({ kind: 'loading' });
    const validUrl = /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : undefined;
    const res = await getKeywordIdeas(api, { userId: user.uid, seeds, location, language, ...(validUrl ? { url: validUrl } : {}) });
    if (res.ok) setState({ kind: 'done', answer: res.data });
    else if (isLimitReached(res.status, res.error)) setState({ kind: 'limit', message: res.error?.message ?? '' });
    else setState({ kind: 'error', problem: failure(res.status, res.error) });
  }

  const noFigures = state.kind === 'done' && state.answer.ideas.every((i) => i.avgMonthlySearches === null && i.lowTopOfPageBid === null);

  return (
    <section className="kw-panel" aria-labelledby={headingId}>
      <div className="kw-panel-head">
        <h3 id={headingId}>{t('keywords.ideas.title')}</h3>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          id={`${idPrefix}-suggest`}
          onClick={() => void suggest()}
          disabled={!ready || state.kind === 'loading'}
          aria-describedby={ready ? undefined : `${idPrefix}-suggest-hint`}
        >
          {state.kind === 'loading' ? t('keywords.ideas.suggesting') : t('keywords.ideas.suggest')}
        </button>
      </div>
      {!ready && (
        <p className="field-hint" id={`${idPrefix}-suggest-hint`}>
          {t('keywords.ideas.needs')}
        </p>
      )}
      <div aria-live="polite">
        {state.kind === 'loading' && <p className="kw-status">{t('keywords.ideas.loading')}</p>}
        {state.kind === 'error' && (
          <p className="kw-error" role="alert">
            {'id' in state.problem ? t(state.problem.id) : state.problem.text}
          </p>
        )}
        {state.kind === 'done' && (
          <p className="kw-status">
            {t('keywords.ideas.count', { count: state.answer.ideas.length })} ·{' '}
            <SourceBadge label={t(SOURCE_LABELS[state.answer.source])} />
          </p>
        )}
      </div>
      {state.kind === 'limit' && <KeywordUpgradePrompt message={state.message} />}
      {state.kind === 'done' && noFigures && state.answer.ideas.length > 0 && <p className="field-hint">{t('keywords.ideas.basic')}</p>}
      {state.kind === 'done' && state.answer.ideas.length > 0 && (
        <KeywordIdeasTable ideas={state.answer.ideas} currency={state.answer.currency} added={added} onAdd={onAdd} />
      )}
    </section>
  );
}
