import { useId } from 'react';
import type { ChatSuggestion } from '@contract/api';
import { useI18n } from '@/lib/i18n';
import { AD_LIMITS, useAddToGroup, useLinesInGroup, type AddOutcome } from '../api/add-to-group';

/**
 * "Add to this group" under an answer that proposes lines for one ad group: one press puts them in
 * that group's ad (the per-group PATCH, as the owner's lines), says how it went in a status line
 * read by screen readers, and is not offered again once they are in (after a reload too: the
 * campaign says so). A failure can be retried.
 */
export function AddToGroup({ uid, suggestion }: { uid: string | null; suggestion: ChatSuggestion }) {
  const { t } = useI18n();
  const statusId = useId();
  const add = useAddToGroup(uid);
  const outcome = add.data;
  const { group, field } = suggestion;
  const max = AD_LIMITS[field];
  const fieldName = t(field === 'headlines' ? 'dashboard.chat.suggestion.field.headlines' : 'dashboard.chat.suggestion.field.descriptions');
  // Lines already in the group before any press here (added before a reload): nothing to offer.
  const alreadyIn = useLinesInGroup(uid, suggestion) && !outcome && !add.isPending;
  const done = (outcome && outcome.kind !== 'error') || alreadyIn;
  const message = add.isError
    ? t('dashboard.chat.suggestion.error')
    : outcome
      ? describe(outcome)
      : alreadyIn
        ? t('dashboard.chat.suggestion.already', { group })
        : '';

  function describe(o: AddOutcome): string {
    switch (o.kind) {
      case 'added':
        return o.left > 0
          ? t('dashboard.chat.suggestion.addedSome', { added: o.added, count: o.added + o.left, group, max, field: fieldName })
          : t('dashboard.chat.suggestion.added', { group, total: o.total, max, field: fieldName });
      case 'full':
        return t('dashboard.chat.suggestion.full', { group, max, field: fieldName });
      case 'already':
        return t('dashboard.chat.suggestion.already', { group });
      case 'gone':
        return t('dashboard.chat.suggestion.groupGone', { group });
      case 'error':
        return t('dashboard.chat.suggestion.error');
    }
  }

  return (
    <div className="chat-suggestion">
      {!done && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => add.mutate(suggestion)}
          disabled={add.isPending || !uid}
          aria-busy={add.isPending}
          aria-label={t('dashboard.chat.suggestion.addTo', { count: suggestion.lines.length, group })}
          aria-describedby={message ? statusId : undefined}
        >
          {add.isPending ? t('dashboard.chat.suggestion.adding') : t('dashboard.chat.suggestion.add')}
        </button>
      )}
      <p
        id={statusId}
        className={`chat-suggestion-status${outcome?.kind === 'error' || add.isError ? ' is-error' : ''}`}
        role={outcome?.kind === 'error' || add.isError ? 'alert' : 'status'}
      >
        {message}
      </p>
    </div>
  );
}
