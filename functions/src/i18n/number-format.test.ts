// One number format per answer: the assistant's Spanish figures share one decimal mark.
import { describe, expect, it } from 'vitest';
import { text } from './messages.js';

describe('the assistant’s figures in Spanish', () => {
  it('writes the conversion rate and the count with the same decimal comma as its amounts', () => {
    for (const variant of ['es-voseo', 'es-tuteo'] as const) {
      const line = text('chat.figures.conversions', variant, { rate: 2.5, count: 3.5, each: '12,40 USD' });
      expect(line, variant).toBe('; con un 2,5 % de conversión, unas 3,5 conversiones al mes (12,40 USD cada una)');
    }
  });
});
