import { useEffect, useState } from 'react';

/**
 * Walks through `count` progress steps while `active`, one every `intervalMs`, and waits on the
 * last one: the steps tell the user work is moving, not how far the server really is.
 */
export function useLoadingSteps(active: boolean, count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return;
    setIndex(0);
    const timer = setInterval(() => setIndex((i) => Math.min(i + 1, count - 1)), intervalMs);
    return () => clearInterval(timer);
  }, [active, count, intervalMs]);
  return active ? index : 0;
}
