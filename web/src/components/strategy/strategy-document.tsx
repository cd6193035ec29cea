import type { Strategy } from '@contract/campaigns';
import { viewMoney, type OwnerMoney } from './owner-money';
import { languageFromField } from '@contract/content-language';
import { useId, useState, type ReactNode } from 'react';
import { Term } from '@/components/term';
import { DroppedNegatives, LineSourceNote, MissingFacts, SourcesToggle } from '@/components/line-sources';
import { useI18n, type MessageId } from '@/lib/i18n';
import './strategy-document.css';

type MatchType = Strategy['adGroups'][number]['keywords'][number]['matchType'];

const MATCH_LABELS: Record<MatchType, MessageId> = {
  EXACT: 'strategy.match.EXACT',
  PHRASE: 'strategy.match.PHRASE',
  BROAD: 'strategy.match.BROAD',
};

interface Props {
  /** The structured strategy; a partial one (sections still being written) shows what it has. */
  strategy: Partial<Strategy>;
  /** The campaign's language field: the strategy's own text is marked with its `lang`. */
  language: string;
  /** The level of the section headings (their sub-headings are one below). */
  level?: 2 | 3 | 4;
  /** Shown at the top of the ads section (the campaign page's ad preview). */
  preview?: ReactNode;
  /** Shown under the ad groups heading (the campaign page's match-type legend). */
  groupsNote?: ReactNode;
  /** The campaign's money (components/strategy/owner-money.ts); absent: US dollars. */
  ownerMoney?: OwnerMoney | undefined;
}

/**
 * The strategy as the reader sees it, on the dashboard (while it is written and when it is done)
 * and on the campaign page: headings in the reader's language (the catalog), the strategy's own
 * text in the campaign's language (`lang`). Rendered from the structure, never from text.
 */
export function StrategyDocument({ strategy: s, language, level = 2, preview, groupsNote, ownerMoney }: Props) {
  const { t, money } = useI18n();
  const id = useId();
  const lang = languageFromField(language);
  const H = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h3' | 'h4' | 'h5';
  // In the campaign's money, the owner's own figure beside it where that is another currency.
  const usd = (amount: number) => viewMoney(money, amount, ownerMoney, { owner: true });
  const has = (list: readonly unknown[] | undefined): list is readonly unknown[] => Boolean(list && list.length > 0);
  // Each ad group its own ad (strategies stored before have one shared set only).
  const perGroup = (s.adGroups ?? []).some((g) => (g.ad?.headlines.length ?? 0) > 0);

  return (
    <div className="strategy-doc">
      {(s.summary || s.recommendedCampaignType || s.bidding) && (
        <section aria-labelledby={`${id}-summary`}>
          <H id={`${id}-summary`} className="strategy-doc-heading">
            {t('strategy.summary')}
          </H>
          {s.summary && <p lang={lang}>{s.summary}</p>}
          {s.recommendedCampaignType && (
            <p className="muted">
              {t('strategy.type')}
              {': '}
              <span lang={lang}>{s.recommendedCampaignType}</span>
            </p>
          )}
          {s.bidding && (
            <p className="muted">
              <Term id="biddingStrategy">{t('strategy.bidding')}</Term>
              {': '}
              <span lang={lang}>{s.bidding}</span>
            </p>
          )}
        </section>
      )}
      {(preview || has(s.headlines) || has(s.descriptions)) && (
        <section aria-labelledby={`${id}-ads`}>
          <H id={`${id}-ads`} className="strategy-doc-heading">
            {t('strategy.ads')}
          </H>
          {preview}
          {perGroup && <p className="muted">{t('strategy.groupAdNote')}</p>}
          {s.headlines && has(s.headlines) && (
            <>
              <Sub className="strategy-doc-sub">{t('strategy.headlines')}</Sub>
              {perGroup && <p className="muted">{t('strategy.sharedAd')}</p>}
              <ol className="copy-list" lang={lang}>
                {s.headlines.map((line, i) => (
                  <li key={i}>
                    {line} <span className="muted counter">{line.length}/30</span>
                  </li>
                ))}
              </ol>
            </>
          )}
          {s.descriptions && has(s.descriptions) && (
            <>
              <Sub className="strategy-doc-sub">{t('strategy.descriptions')}</Sub>
              <ol className="copy-list" lang={lang}>
                {s.descriptions.map((line, i) => (
                  <li key={i}>
                    {line} <span className="muted counter">{line.length}/90</span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      )}
      {(has(s.adGroups) || s.negativeKeywords !== undefined) && (
        <section aria-labelledby={`${id}-groups`}>
          <H id={`${id}-groups`} className="strategy-doc-heading">
            {t('strategy.adGroups')}
          </H>
          {groupsNote}
          {(s.adGroups ?? []).map((g) => (
            <div key={g.name} className="ad-group">
              <Sub className="strategy-doc-sub" lang={lang}>
                {g.name}
              </Sub>
              <ul className="keyword-list">
                {g.keywords.map((k) => (
                  <li key={k.text + k.matchType}>
                    <span lang={lang}>{k.text}</span> <span className="badge">{t(MATCH_LABELS[k.matchType])}</span>
                  </li>
                ))}
              </ul>
              {g.ad && g.ad.headlines.length > 0 && <GroupAdLines ad={g.ad} lang={lang} />}
            </div>
          ))}
          {s.negativeKeywords && (
            <>
              <Sub className="strategy-doc-sub">
                <Term id="negativeKeyword">{t('strategy.negatives')}</Term>
              </Sub>
              <p lang={lang}>{s.negativeKeywords.length ? s.negativeKeywords.join(', ') : '-'}</p>
              <DroppedNegatives items={s.droppedNegatives} lang={lang} headingLevel={Math.min(level + 1, 5) as 3 | 4 | 5} />
            </>
          )}
        </section>
      )}
      {s.budget && (
        <section aria-labelledby={`${id}-budget`}>
          <H id={`${id}-budget`} className="strategy-doc-heading">
            {t('strategy.budget')}
          </H>
          <dl className="budget-list">
            <div>
              <dt>{t('strategy.weekly')}</dt>
              <dd>{t('strategy.perWeek', { amount: usd(s.budget.weekly) })}</dd>
            </div>
            <div>
              <dt>{t('strategy.daily')}</dt>
              {/* A seventh of the weekly figure in the campaign's money, as the daily budget Google Ads gets (not the dollars' rounded seventh converted). */}
              <dd>{t('strategy.perDay', { amount: usd(s.budget.weekly / 7) })}</dd>
            </div>
            {s.budget.split.map((part) => (
              <div key={part.label}>
                <dt lang={lang}>{part.label}</dt>
                <dd>{t('strategy.perWeek', { amount: usd(part.amount) })}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {s.kpis && has(s.kpis) && (
        <section aria-labelledby={`${id}-kpis`}>
          <H id={`${id}-kpis`} className="strategy-doc-heading">
            {t('strategy.kpis')}
          </H>
          <ul lang={lang}>
            {s.kpis.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        </section>
      )}
      {s.nextSteps && has(s.nextSteps) && (
        <section aria-labelledby={`${id}-next`}>
          <H id={`${id}-next`} className="strategy-doc-heading">
            {t('strategy.nextSteps')}
          </H>
          <ol lang={lang}>
            {s.nextSteps.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ol>
        </section>
      )}
      {s.callouts && has(s.callouts) && (
        <section aria-labelledby={`${id}-callouts`}>
          <H id={`${id}-callouts`} className="strategy-doc-heading">
            {t('strategy.callouts')}
          </H>
          <CalloutLines callouts={s.callouts} sources={s.calloutSources} lang={lang} />
        </section>
      )}
      {s.abTest && (
        <section aria-labelledby={`${id}-abtest`}>
          <H id={`${id}-abtest`} className="strategy-doc-heading">
            {t('strategy.abTest')}
          </H>
          <p lang={lang}>{s.abTest.angle}</p>
          <Sub className="strategy-doc-sub">{t('strategy.variantB')}</Sub>
          <ol className="copy-list" lang={lang}>
            {s.abTest.headlines.map((line, i) => (
              <li key={`h${i}`}>{line}</li>
            ))}
          </ol>
          <ol className="copy-list" lang={lang}>
            {s.abTest.descriptions.map((line, i) => (
              <li key={`d${i}`}>{line}</li>
            ))}
          </ol>
          <dl className="budget-list">
            <div>
              <dt>{t('strategy.hypothesis')}</dt>
              <dd lang={lang}>{s.abTest.hypothesis}</dd>
            </div>
            <div>
              <dt>{t('strategy.metric')}</dt>
              <dd lang={lang}>{s.abTest.metric}</dd>
            </div>
            <div>
              <dt>{t('strategy.decide')}</dt>
              <dd>{s.abTest.clicksPerVariant}</dd>
            </div>
          </dl>
        </section>
      )}
    </div>
  );
}

/**
 * A strategy stored before it was kept structured: its text as written, paragraph by paragraph (no
 * headings are guessed from it), in the campaign's language.
 */
export function StrategyPlainText({ text, language }: { text: string; language: string }) {
  return (
    <div className="strategy-doc strategy-plain" lang={languageFromField(language)}>
      {text.split(/\n\s*\n/).map((block, i) => (
        <p key={i}>{block.trim()}</p>
      ))}
    </div>
  );
}

type GroupAd = NonNullable<Strategy['adGroups'][number]['ad']>;

/**
 * A group's own ad, folded: its lines with their counters and, on request, where each comes from
 * (the owner's facts, the brand, the place, a call to action, an edit); what would fill it when short.
 */
function GroupAdLines({ ad, lang }: { ad: GroupAd; lang: string | undefined }) {
  const { t } = useI18n();
  const id = useId();
  const [shown, setShown] = useState(false);
  const sources = ad.sources;
  const lines = (field: 'headlines' | 'descriptions', max: number) =>
    ad[field].map((line, i) => (
      <li key={i}>
        {line}{' '}
        <span className="muted counter">
          {line.length}/{max}
        </span>
        {shown && <LineSourceNote source={sources?.[field]?.[i]} lang={lang} />}
      </li>
    ));
  return (
    <details className="group-ad">
      <summary>{t('strategy.groupAd', { headlines: ad.headlines.length, descriptions: ad.descriptions.length })}</summary>
      {ad.finalUrl && <p className="muted line-sources-page">{t('sources.page', { url: ad.finalUrl })}</p>}
      {sources && <SourcesToggle shown={shown} controls={`${id}-h ${id}-d`} onToggle={() => setShown((v) => !v)} />}
      <ol className="copy-list" lang={lang} aria-label={t('strategy.headlines')} id={`${id}-h`}>
        {lines('headlines', 30)}
      </ol>
      <ol className="copy-list" lang={lang} aria-label={t('strategy.descriptions')} id={`${id}-d`}>
        {lines('descriptions', 90)}
      </ol>
      <MissingFacts gaps={ad.missingFacts} headlines={ad.headlines.length} descriptions={ad.descriptions.length} />
    </details>
  );
}

/** The callouts; with their recorded sources, where each comes from on request. */
function CalloutLines({ callouts, sources, lang }: { callouts: string[]; sources: Strategy['calloutSources']; lang: string | undefined }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <>
      {sources?.length ? <SourcesToggle shown={shown} controls={id} onToggle={() => setShown((v) => !v)} /> : null}
      <ul className={shown ? 'copy-list' : 'keyword-list'} lang={lang} id={id}>
        {callouts.map((c, i) => (
          <li key={c}>
            {c}
            {shown && <LineSourceNote source={sources?.[i]} lang={lang} />}
          </li>
        ))}
      </ul>
    </>
  );
}
