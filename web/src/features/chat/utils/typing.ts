/** docs/product.md P4.1: replies type out at 120 characters per second, on a 16 ms tick. */
export const TYPING_CHARS_PER_SECOND = 120;
export const TYPING_TICK_MS = 16;
/** 1.92 characters per tick; fractions carry over, so the rate holds over time. */
export const TYPING_CHARS_PER_TICK = (TYPING_CHARS_PER_SECOND * TYPING_TICK_MS) / 1000;

/**
 * The typing effect fed by a stream: one tick shows what has arrived, at most at the pace. Credit
 * for characters builds only while there is text waiting, so a pause in the stream is never
 * followed by a burst faster than the pace.
 */
export interface TypingCursor {
  shown: number;
  /** Thousandths of a character (integers, so no rounding drift over a long reply). */
  credit: number;
}

const MILLI_CHARS_PER_TICK = Math.round(TYPING_CHARS_PER_TICK * 1000);

export function tick(cursor: TypingCursor, arrived: number): TypingCursor {
  if (cursor.shown >= arrived) return { shown: cursor.shown, credit: 0 };
  const credit = cursor.credit + MILLI_CHARS_PER_TICK;
  const step = Math.min(Math.floor(credit / 1000), arrived - cursor.shown);
  return { shown: cursor.shown + step, credit: credit - step * 1000 };
}
