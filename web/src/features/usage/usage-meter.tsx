import type { UsageMeterItem } from '@contract/usage';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useI18n, type I18n, type MessageId } from '@/lib/i18n';
import { useUsage } from './api/get-usage';
import './usage.css';

/** The messages of one allowance: with a limit, and unlimited. */
const LINES: Record<'campaigns' | 'ai_queries', { limited: MessageId; unlimited: MessageId }> = {
  campaigns: { limited: 'usage.meter.strategies', unlimited: 'usage.meter.strategiesUnlimited' },
  ai_queries: { limited: 'usage.meter.questions', unlimited: 'usage.meter.questionsUnlimited' },
};

function line(t: I18n['t'], kind: keyof typeof LINES, item: UsageMeterItem): string {
  if (item.limit === null) return t(LINES[kind].unlimited, { used: item.used });
  return t(LINES[kind].limited, { used: item.used, limit: item.limit });
}

/**
 * How much of the plan is used (strategies, questions) and when it resets, before the limit is hit.
 * Reads again after a strategy or a question in this tab, and after any change in another; a failed
 * read keeps the last figures (or shows nothing).
 */
export function UsageMeter() {
  const { t, date } = useI18n();
  const { data: usage } = useUsage();

  if (!usage) return null;
  const limited = usage.campaigns.limit !== null || usage.ai_queries.limit !== null;
  const resets = usage.campaigns.resetsAt;
  return (
    <section className="usage-meter no-print" aria-label={t('usage.meter.label')}>
      <p>
        {line(t, 'campaigns', usage.campaigns)} · {line(t, 'ai_queries', usage.ai_queries)}
      </p>
      {limited && (
        <p className="muted">
          {resets ? t('usage.meter.resets', { date: date(resets) }) : t('usage.meter.noRenewal')}{' '}
          <Link to={paths.pricing}>{t('usage.meter.upgrade')}</Link>
        </p>
      )}
    </section>
  );
}
