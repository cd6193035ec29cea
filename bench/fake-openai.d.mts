export interface FakeOpenAiOptions {
  strategy?: object;
  chat?: string;
  tokensPerSecond?: number;
  /** Drop the connection once this many characters of the answer are sent. */
  failAfterChars?: number;
  /** Stop after this many characters until `until` settles. */
  hold?: { afterChars: number; until: Promise<unknown> };
}
export interface FakeOpenAi {
  baseUrl: string;
  requests: Record<string, unknown>[];
  streams: { kind: 'strategy' | 'chat'; firstTokenAt: number; endAt: number }[];
  configure(options: FakeOpenAiOptions): void;
  close(): Promise<void>;
}
export function startFakeOpenAi(options?: FakeOpenAiOptions): Promise<FakeOpenAi>;
export function tokens(text: string): string[];
export const SAMPLE_STRATEGY: Record<string, unknown>;
export const SAMPLE_CHAT: string;
