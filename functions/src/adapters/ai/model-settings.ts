import { log } from '../../logs.js';

/**
 * The OpenAI model's request settings and its lifecycle (docs/adr/0031-openai-model.md).
 *
 * Reasoning models (the GPT-5 and GPT-6 families) spend reasoning tokens before they write, and
 * those count against `max_output_tokens`: a budget sized for a model that does not reason ends the
 * answer `incomplete`, which ADR 24 serves as a failure. So a reasoning model is asked for little
 * reasoning (the strategy's rules are checked by the domain afterwards) and given room for both.
 */
const CLASSIC = /^(gpt-4o|gpt-4\.1|gpt-4-|gpt-4$|gpt-3\.5|chatgpt-4o)/;

export function isReasoningModel(model: string): boolean {
  return !CLASSIC.test(model);
}

export type RequestKind = 'strategy' | 'chat' | 'facts';

/** What every request of this kind sends for this model: the reasoning effort and the output budget. */
export function requestSettings(model: string, kind: RequestKind): { max_output_tokens: number; reasoning?: { effort: 'low' } } {
  if (!isReasoningModel(model)) return { max_output_tokens: kind === 'strategy' ? 4000 : 1000 };
  // The facts are a short JSON object (~300 tokens): room for low-effort reasoning besides.
  // A strategy is ~1,500 tokens of JSON; low effort reasons a few thousand at most on it.
  return { reasoning: { effort: 'low' }, max_output_tokens: kind === 'strategy' ? 16_000 : 4000 };
}

/** Warn this many days before the configured model shuts down. */
export const SHUTDOWN_WARNING_DAYS = 60;

/** Whole days from `now` until the start of `shutdownDate` (YYYY-MM-DD, UTC); negative once past. */
export function daysUntil(shutdownDate: string, now: number): number {
  return Math.ceil((Date.parse(`${shutdownDate}T00:00:00Z`) - now) / 86_400_000);
}

/**
 * Reads the model's `shutdown_date` (GET /v1/models/{model}) and logs a warning when it is within
 * SHUTDOWN_WARNING_DAYS. Answers what it read; any failure to read is logged and answers undefined
 * (a start-up check never stops the instance).
 */
export async function checkModelShutdown(
  settings: { apiKey: string; model: string; baseUrl?: string | undefined },
  now: number = Date.now(),
): Promise<{ shutdownDate: string | null; daysLeft: number | null } | undefined> {
  const base = (settings.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  try {
    const res = await fetch(`${base}/models/${encodeURIComponent(settings.model)}`, {
      headers: { authorization: `Bearer ${settings.apiKey}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`GET /models/${settings.model} answered ${res.status}`);
    const body = (await res.json()) as { shutdown_date?: unknown };
    const shutdownDate =
      typeof body.shutdown_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.shutdown_date) ? body.shutdown_date : null;
    const daysLeft = shutdownDate ? daysUntil(shutdownDate, now) : null;
    if (shutdownDate && daysLeft !== null && daysLeft <= SHUTDOWN_WARNING_DAYS)
      log.modelShutdownNear(settings.model, shutdownDate, daysLeft);
    return { shutdownDate, daysLeft };
  } catch (error) {
    log.modelCheckFailed(settings.model, error);
    return undefined;
  }
}
