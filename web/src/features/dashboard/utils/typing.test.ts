import { TYPING_CHARS_PER_TICK, TYPING_TICK_MS, ticksToType, typedLength } from './typing';

describe('typing effect rate (SPEC §9)', () => {
  it('is 120 characters per second on a 16 ms tick', () => {
    expect(TYPING_TICK_MS).toBe(16);
    expect(TYPING_CHARS_PER_TICK).toBeCloseTo(1.92);
    // One second of ticks shows 120 characters.
    expect(typedLength(1000 / TYPING_TICK_MS, 10_000)).toBe(120);
  });

  it('never shows more than the reply and needs ceil(length / 1.92) ticks', () => {
    expect(typedLength(1, 100)).toBe(1);
    expect(typedLength(10, 100)).toBe(19);
    expect(typedLength(1000, 100)).toBe(100);
    expect(ticksToType(96)).toBe(50);
    expect(typedLength(ticksToType(97), 97)).toBe(97);
    expect(typedLength(ticksToType(97) - 1, 97)).toBeLessThan(97);
  });
});
