import type { UsageMeterItem, UsageMeterResponse } from '@contract/usage';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api-client';
import { onChange } from '@/lib/recent-change';
import { readUserData } from '@/lib/user-data';
import { getUsage } from './get-usage';
import './usage.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function line(label: string, item: UsageMeterItem): string {
  if (item.limit === null) return `${label}: unlimited (${item.used} used)`;
  const left = Math.max(0, item.limit - item.used);
  return `${label}: ${left} of ${item.limit} left`;
}

/**
 * What the plan has left (strategies, questions) and when it resets, before the limit is hit. Asks
 * again after every change this browser makes (a strategy, a question, a plan change), in any tab.
 */
export function UsageMeter() {
  const api = useApiClient();
  const uid = readUserData()?.uid;
  const [usage, setUsage] = useState<UsageMeterResponse | null>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => onChange(() => setChanges((n) => n + 1)), []);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    void getUsage(api, uid).then((res) => {
      if (current && res.ok) setUsage(res.data);
    });
    return () => {
      current = false;
    };
  }, [api, uid, changes]);

  if (!usage) return null;
  const limited = usage.campaigns.limit !== null || usage.ai_queries.limit !== null;
  const resets = usage.campaigns.resetsAt;
  return (
    <section className="usage-meter no-print" aria-label="Plan usage">
      <p>
        {line('Strategies', usage.campaigns)} · {line('Questions', usage.ai_queries)}
      </p>
      {limited && (
        <p className="muted">
          {resets ? `Resets on ${dateFormat.format(new Date(resets))}.` : 'Your plan does not renew these.'}{' '}
          <Link to={paths.pricing}>Upgrade</Link>
        </p>
      )}
    </section>
  );
}
