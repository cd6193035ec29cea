import { ERROR_CODES, type ApiErrorBody, type ErrorCode, type LimitedFeature } from '../contract/errors.js';

/** An error the API answers as `{error, message}` with the status of its code. */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { feature?: LimitedFeature; field?: string } = {},
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }

  toBody(): ApiErrorBody {
    return { error: this.code, message: this.message, ...this.extra };
  }
}

/** A provider whose setting is missing in production: 503 naming the setting. */
export function notConfigured(setting: string): HttpError {
  return new HttpError('NOT_CONFIGURED', `This server is missing the setting ${setting}.`);
}

export function limitReached(feature: LimitedFeature): HttpError {
  const what = feature === 'campaigns' ? 'campaigns' : feature === 'keyword_research' ? 'keyword lookups' : 'AI queries';
  return new HttpError('LIMIT_REACHED', `You have used all the ${what} your plan includes.`, { feature });
}
