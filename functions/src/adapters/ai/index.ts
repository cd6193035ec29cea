import type { Config } from '../../config.js';
import { notConfigured } from '../../errors.js';
import { openAiProvider, unconfiguredProvider } from './openai.js';
import { checkModelShutdown } from './model-settings.js';
import type { AiProvider } from '../../strategy/ai-port.js';

/**
 * The AI provider for this configuration (called once, from the composition root). `offline` builds
 * the local stand-in (functions/src/local/ai), called only when the configuration picks it.
 */
export function createAiProvider(config: Config, offline: () => AiProvider): AiProvider {
  if (config.providers.ai === 'offline') return offline();
  const apiKey = config.openai.apiKey;
  if (!apiKey) return unconfiguredProvider(() => notConfigured('OPENAI_API_KEY'));
  // Once per instance in production: a warning in the logs while there is time to move the model.
  if (config.mode === 'production') void checkModelShutdown({ apiKey, model: config.openai.model, baseUrl: config.openai.baseUrl });
  return openAiProvider({
    apiKey,
    model: config.openai.model,
    baseUrl: config.openai.baseUrl,
    timeoutMs: config.openai.timeoutMs,
    productName: config.productName,
  });
}
