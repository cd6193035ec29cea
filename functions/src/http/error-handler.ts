import type { ErrorRequestHandler, RequestHandler } from 'express';
import { answerLanguage, type StoredLanguage } from '../i18n/request-language.js';
import { msg } from '../i18n/messages.js';
import { headerVariety, inVariety } from '../i18n/reader-variety.js';
import { log } from '../logs.js';
import { HttpError } from '../errors.js';

/**
 * Turns anything thrown into the JSON error shape; never leaks a stack trace. The `message` is
 * written in the request's language (Accept-Language, else the signed-in user's stored preference,
 * else English); the `error` code is the same in every language.
 */
export function createErrorHandler(options: { storedLanguage?: StoredLanguage } = {}): ErrorRequestHandler {
  return async (err: unknown, req, res, _next) => {
    const httpError = toHttpError(err);
    if (httpError.status >= 500) {
      log.requestFailed({ method: req.method, path: req.path, status: httpError.status, code: httpError.code, error: err });
    }
    if (res.headersSent) return;
    const language = await answerLanguage(req, options.storedLanguage);
    if (res.headersSent) return;
    if (httpError.extra.retryAfterSeconds !== undefined) res.set('Retry-After', String(httpError.extra.retryAfterSeconds));
    // In the reader's variety of Spanish even when the error came from where the request's context was lost.
    res.status(httpError.status).json(inVariety(headerVariety(req), () => httpError.toBody(language)));
  };
}

/** The error handler without stored preferences: Accept-Language, else English. */
export const errorHandler: ErrorRequestHandler = createErrorHandler();

export const notFound: RequestHandler = (req) => {
  throw new HttpError('NOT_FOUND', msg('request.noEndpoint', { method: req.method, path: req.path }));
};

function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  // body-parser errors carry a `type` and a client status.
  const type = typeof err === 'object' && err !== null && 'type' in err ? String(err.type) : '';
  if (type === 'entity.too.large') return new HttpError('PAYLOAD_TOO_LARGE', msg('request.bodyTooLarge'));
  if (type === 'entity.parse.failed') return new HttpError('INVALID_REQUEST', msg('request.bodyNotJson'));
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new HttpError('UNSUPPORTED_MEDIA_TYPE', msg('request.encodingUnsupported'));
  }
  const status = typeof err === 'object' && err !== null && 'status' in err ? Number(err.status) : 500;
  if (status >= 400 && status < 500) return new HttpError('INVALID_REQUEST', msg('request.unreadable'));
  return new HttpError('INTERNAL', msg('server.internal'));
}
