import { RANGE_DAYS, type ResultRange } from '../../contract/results.js';

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The range ends yesterday (as Google's LAST_N_DAYS); the previous period is the N days before it. */
export function periods(range: ResultRange, today: string) {
  const n = RANGE_DAYS[range];
  const end = addDays(today, -1);
  const start = addDays(today, -n);
  return { start, end, previousStart: addDays(start, -n), previousEnd: addDays(start, -1) };
}

export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}
