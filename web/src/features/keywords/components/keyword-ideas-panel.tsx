import { useId, useState } from 'react';
import type { KeywordIdeasResponse } from '@contract/keywords';
import { useApiClient } from '@/lib/api-client';
import type { KeywordIdeasSlotProps } from '@/lib/form-slots';
import { useSession } from '@/lib/session';
import { getKeywordIdeas } from '../api/get-keyword-ideas';
import { failureMessage, isLimitReached, seedsFrom, sourceLabel, splitKeywords } from '../utils';
import { KeywordIdeasTable } from './keyword-ideas-table';
import { KeywordUpgradePrompt, SourceBadge } from './upgrade-prompt';
import '../keywords.css';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; answer: KeywordIdeasResponse }
  | { kind: 'limit'; message: string }
  | { kind: 'error'; message: string };

/** "Suggest keywords": ideas from the form's keywords, place, language and landing page. */
export function KeywordIdeasPanel({ idPrefix, keywords, location, language, url, onAdd }: KeywordIdeasSlotProps) {
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
    else setState({ kind: 'error', message: failureMessage(res.status, res.error) });
  }

  const noFigures = state.kind === 'done' && state.answer.ideas.every((i) => i.avgMonthlySearches === null && i.lowTopOfPageBid === null);

  return (
    <section className="kw-panel" aria-labelledby={headingId}>
      <div className="kw-panel-head">
        <h3 id={headingId}>Keyword ideas</h3>
        <button type="button" className="btn btn-secondary btn-sm" id={`${idPrefix}-suggest`} onClick={() => void suggest()} disabled={!ready || state.kind === 'loading'} aria-describedby={ready ? undefined : `${idPrefix}-suggest-hint`}>
          {state.kind === 'loading' ? 'Suggesting…' : 'Suggest keywords'}
        </button>
      </div>
      {!ready && (
        <p className="field-hint" id={`${idPrefix}-suggest-hint`}>
          Type a keyword or two first; ideas use them with your location and language.
        </p>
      )}
      <div aria-live="polite">
        {state.kind === 'loading' && <p className="kw-status">Looking for keyword ideas…</p>}
        {state.kind === 'error' && (
          <p className="kw-error" role="alert">
            {state.message}
          </p>
        )}
        {state.kind === 'done' && (
          <p className="kw-status">
            {state.answer.ideas.length} ideas · <SourceBadge label={sourceLabel(state.answer.source)} />
          </p>
        )}
      </div>
      {state.kind === 'limit' && <KeywordUpgradePrompt message={state.message} />}
      {state.kind === 'done' && noFigures && state.answer.ideas.length > 0 && (
        <p className="field-hint">
          Basic keyword suggestions: search volumes and bids come with a paid plan.{' '}
        </p>
      )}
      {state.kind === 'done' && state.answer.ideas.length > 0 && (
        <KeywordIdeasTable ideas={state.answer.ideas} currency={state.answer.currency} added={added} onAdd={onAdd} />
      )}
    </section>
  );
}
