import { TYPING_CHARS_PER_TICK, TYPING_TICK_MS, tick, type TypingCursor } from './typing';

/** Runs `ticks` ticks with `arrived` characters available throughout. */
function run(ticks: number, arrived: number, from: TypingCursor = { shown: 0, credit: 0 }): TypingCursor {
  let cursor = from;
  for (let i = 0; i < ticks; i += 1) cursor = tick(cursor, arrived);
  return cursor;
}

describe('typing effect rate (docs/product.md P4.1)', () => {
  it('is 120 characters per second on a 16 ms tick, without rounding drift', () => {
    expect(TYPING_TICK_MS).toBe(16);
    expect(TYPING_CHARS_PER_TICK).toBeCloseTo(1.92);
    // One second of ticks shows 120 characters; 50 ticks show 96.
    expect(run(1000 / TYPING_TICK_MS, 10_000).shown).toBe(120);
    expect(run(50, 96).shown).toBe(96);
    expect(run(1, 100).shown).toBe(1);
    expect(run(10, 100).shown).toBe(19);
  });

  it('never shows more than has arrived, and a wait builds no credit for a burst', () => {
    const caughtUp = run(100, 11);
    expect(caughtUp).toEqual({ shown: 11, credit: 0 });
    // More arrives: the next 5 ticks show 9 characters, as from a standing start.
    expect(run(5, 100, caughtUp).shown).toBe(20);
  });
});
