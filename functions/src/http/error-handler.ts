import type { ErrorRequestHandler, RequestHandler } from 'express';
import { log } from '../logs.js';
import { HttpError } from './errors.js';

/** Turns anything thrown into the JSON error shape; never leaks a stack trace. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const httpError = toHttpError(err);
  if (httpError.status >= 500) {
    log.requestFailed({ method: req.method, path: req.path, status: httpError.status, code: httpError.code, error: err });
  }
  if (res.headersSent) return;
  res.status(httpError.status).json(httpError.toBody());
};

export const notFound: RequestHandler = (req) => {
  throw new HttpError('NOT_FOUND', `No such endpoint: ${req.method} ${req.path}`);
};

function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  // body-parser errors carry a `type` and a client status.
  const type = typeof err === 'object' && err !== null && 'type' in err ? String(err.type) : '';
  if (type === 'entity.too.large') return new HttpError('PAYLOAD_TOO_LARGE', 'The request body is larger than 100 KB.');
  if (type === 'entity.parse.failed') return new HttpError('INVALID_REQUEST', 'The request body is not valid JSON.');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new HttpError('UNSUPPORTED_MEDIA_TYPE', 'The request body encoding is not supported.');
  }
  const status = typeof err === 'object' && err !== null && 'status' in err ? Number(err.status) : 500;
  if (status >= 400 && status < 500) return new HttpError('INVALID_REQUEST', 'The request could not be read.');
  return new HttpError('INTERNAL', 'Something went wrong on our side. Please try again.');
}
