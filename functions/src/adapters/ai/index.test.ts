import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { offlineProvider } from '../../local/ai/offline.js';
import { createAiProvider } from './index.js';

/** The local stand-in, answering with a strategist that is not called here. */
const local = () =>
  offlineProvider({
    strategy: () => {
      throw new Error('not called');
    },
    chat: () => 'hola',
  });

const input = {
  objective: 'Sales' as const,
  description: 'Tienda online de café de especialidad tostado en Bogotá.',
  type: 'Search' as const,
  location: 'Bogotá',
  language: 'Español',
  keywords: 'café de especialidad',
  negativeKeywords: '',
  link1: '',
  link2: '',
  link3: '',
  link4: '',
  budget: 50,
};
const signal = new AbortController().signal;

describe('createAiProvider', () => {
  it('uses the offline strategist locally when no key is set', () => {
    expect(createAiProvider(loadConfig({ PAUTIA_MODE: 'local' }), local).name).toBe('offline');
  });

  it('uses OpenAI as soon as a key is set', () => {
    expect(createAiProvider(loadConfig({ PAUTIA_MODE: 'local', OPENAI_API_KEY: 'sk-x' }), local).name).toBe('openai');
  });

  it('answers 503 NOT_CONFIGURED naming OPENAI_API_KEY in production without a key, never a silent stand-in', async () => {
    const ai = createAiProvider(loadConfig({ PAUTIA_MODE: 'production' }), local);
    expect(ai.name).toBe('openai');
    await expect(ai.draftStrategy(input, { signal })).rejects.toMatchObject({
      code: 'NOT_CONFIGURED',
      status: 503,
      message: expect.stringContaining('OPENAI_API_KEY'),
    });
    await expect(ai.chat({ message: 'hola', history: [], campaigns: [] }, { signal })).rejects.toMatchObject({ code: 'NOT_CONFIGURED' });
  });
});
