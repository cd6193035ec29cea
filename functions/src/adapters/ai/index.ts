import type { Config } from '../../config.js';
import { notConfigured } from '../../http/errors.js';
import { offlineProvider } from './offline/index.js';
import { openAiProvider, unconfiguredProvider } from './openai.js';
import type { AiProvider } from './types.js';

export type { AiProvider } from './types.js';
export { renderStrategyText } from './render.js';

/** The AI provider for this configuration (called once, from the composition root). */
export function createAiProvider(config: Config): AiProvider {
  if (config.providers.ai === 'offline') return offlineProvider();
  const apiKey = config.openai.apiKey;
  if (!apiKey) return unconfiguredProvider(() => notConfigured('OPENAI_API_KEY'));
  return openAiProvider({
    apiKey,
    model: config.openai.model,
    baseUrl: config.openai.baseUrl,
    timeoutMs: config.openai.timeoutMs,
    productName: config.productName,
  });
}
