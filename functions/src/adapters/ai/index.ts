import type { Config } from '../../config.js';
import { notConfigured } from '../../errors.js';
import { offlineProvider, type LocalAnswers } from './offline/index.js';
import { openAiProvider, unconfiguredProvider } from './openai.js';
import type { AiProvider } from '../../strategy/ai-port.js';

/**
 * The AI provider for this configuration (called once, from the composition root). `local` is what
 * the local stand-in answers with: the domain's deterministic strategist and assistant.
 */
export function createAiProvider(config: Config, local: LocalAnswers): AiProvider {
  if (config.providers.ai === 'offline') return offlineProvider(local);
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
