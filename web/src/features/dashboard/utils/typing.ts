/** SPEC §9: replies type out at 120 characters per second, on a 16 ms tick. */
export const TYPING_CHARS_PER_SECOND = 120;
export const TYPING_TICK_MS = 16;
/** 1.92 characters per tick; fractions carry over, so the rate holds over time. */
export const TYPING_CHARS_PER_TICK = (TYPING_CHARS_PER_SECOND * TYPING_TICK_MS) / 1000;

/** How many characters of a `total`-long reply show after `ticks` ticks. */
export function typedLength(ticks: number, total: number): number {
  return Math.min(total, Math.floor(ticks * TYPING_CHARS_PER_TICK));
}

/** Ticks needed to show the whole reply. */
export function ticksToType(total: number): number {
  return Math.ceil(total / TYPING_CHARS_PER_TICK);
}
