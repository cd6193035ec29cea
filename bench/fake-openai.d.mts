export interface FakeOpenAiOptions {
  strategy?: object;
  chat?: string;
  tokensPerSecond?: number;
  /** Drop the connection once this many characters of the answer are sent. */
  failAfterChars?: number;
  /** Stop after this many characters until `until` settles. */
  hold?: { afterChars: number; until: Promise<unknown> };
  /** How the answer ends; default a whole answer. */
  outcome?:
    | 'complete'
    | 'incomplete'
    | 'content_filter'
    | 'failed'
    | 'error_event'
    | 'refusal'
    | 'rate_limited'
    | 'insufficient_quota'
    | 'server_error'
    | 'hang'
    | 'not_json'
    | 'drop';
  /** Which calls the outcome applies to; default all. */
  outcomeFor?: 'chat' | 'strategy' | 'facts' | 'all';
  /** The facts proposal (a request whose text format is named `business_facts`); default SAMPLE_FACTS. */
  facts?: object;
  /** How much text is sent before an incomplete/failed ending (default 40 characters). */
  partialChars?: number;
  /** The wait a rate-limited answer asks for (default 30 s). */
  retryAfterSeconds?: number;
  /** The refusal's text. */
  refusal?: string;
  /** The first strategy arrives after this long. */
  strategyDelayMs?: number;
  /** The repair round (a request whose input carries "violations"): its strategy and delay. */
  repair?: { strategy?: object; delayMs?: number };
  /** Reasoning tokens each answer spends before writing (default 3000 for a strategy, 600 for a chat), counted against max_output_tokens. */
  reasoningTokens?: { strategy?: number; chat?: number; facts?: number };
  /** GET /v1/models/{model}'s shutdown_date per model (default null). */
  shutdownDates?: Record<string, string | null>;
}
export interface FakeOpenAi {
  baseUrl: string;
  requests: Record<string, unknown>[];
  streams: { kind: 'strategy' | 'chat' | 'facts'; firstTokenAt: number; endAt: number }[];
  configure(options: FakeOpenAiOptions): void;
  close(): Promise<void>;
}
export function startFakeOpenAi(options?: FakeOpenAiOptions): Promise<FakeOpenAi>;
export function tokens(text: string): string[];
export const SAMPLE_STRATEGY: Record<string, unknown>;
export const SAMPLE_CHAT: string;
export const SAMPLE_FACTS: Record<string, unknown>;
