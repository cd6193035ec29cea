import { describe, expect, it } from 'vitest';
import { intentsAsked } from './intents.js';

const intents = (message: string) => intentsAsked(message).map((a) => a.intent);

describe('what a message asks', () => {
  it.each([
    ['¿Cómo la publico en Google Ads?', ['googleAds']],
    ['¿Cómo la subo a Google Ads?', ['googleAds']],
    ['How do I publish it?', ['googleAds']],
    ['¿Puedo hablar con una persona?', ['support']],
    ['Can I talk to a real person?', ['support']],
    ['Tengo un problema con el cobro, ¿puedo hablar con alguien?', ['billing', 'support']],
  ] as const)('%s → %j', (message, expected) => {
    expect(intents(message)).toEqual(expected);
  });

  it('does not take "público" (the audience) for publishing', () => {
    expect(intents('¿Cuál es mi público objetivo?')).not.toContain('googleAds');
  });
});
