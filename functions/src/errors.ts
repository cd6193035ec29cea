import { ERROR_CODES, type ApiErrorBody, type ErrorCode, type LimitedFeature } from './contract/errors.js';
import type { InterfaceLanguage } from './contract/languages.js';
import { msg, render, type Message } from './i18n/messages.js';

/**
 * An error the API answers as `{error, message}` with the status of its code. The message is a
 * catalog message (`msg(key, params)`), written in the reader's language when the answer is
 * (`toBody(language)`); `error.message` is its English, for logs. A plain string is the same in
 * every language (only for text no user reads, such as answers to Stripe).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly text: Message | undefined;
  constructor(
    readonly code: ErrorCode,
    message: Message | string,
    readonly extra: { feature?: LimitedFeature; field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(typeof message === 'string' ? message : render(message, 'en'));
    this.text = typeof message === 'string' ? undefined : message;
    this.status = ERROR_CODES[code];
  }

  /** The message in `language`. */
  messageIn(language: InterfaceLanguage): string {
    return this.text ? render(this.text, language) : this.message;
  }

  toBody(language: InterfaceLanguage = 'en'): ApiErrorBody {
    return { error: this.code, message: this.messageIn(language), ...this.extra };
  }
}

/** A provider whose setting is missing in production: 503 naming the setting. */
export function notConfigured(setting: string): HttpError {
  return new HttpError('NOT_CONFIGURED', msg('server.notConfigured', { setting }));
}

export function limitReached(feature: LimitedFeature): HttpError {
  const key = feature === 'campaigns' ? 'limit.campaigns' : feature === 'keyword_research' ? 'limit.keywordResearch' : 'limit.aiQueries';
  return new HttpError('LIMIT_REACHED', msg(key), { feature });
}
