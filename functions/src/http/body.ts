import express, { type RequestHandler } from 'express';
import { msg } from '../i18n/messages.js';
import { HttpError } from '../errors.js';

export const BODY_LIMIT_BYTES = 100 * 1024;

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the Cloud Functions runtime, which parses the body before our app runs. */
    rawBody?: Buffer;
  }
}

const parseJson = express.json({ limit: BODY_LIMIT_BYTES, strict: true });

/**
 * JSON bodies up to 100 KB. Under Cloud Functions (and its emulator) the runtime has already read
 * the body into `rawBody`; we re-parse that ourselves so a malformed body is our clear 400 rather
 * than the runtime's, and so the size limit holds whatever the runtime allows.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > BODY_LIMIT_BYTES || (req.rawBody && req.rawBody.length > BODY_LIMIT_BYTES)) {
    throw new HttpError('PAYLOAD_TOO_LARGE', msg('request.bodyTooLarge'));
  }
  if (!req.rawBody) {
    parseJson(req, res, (err?: unknown) => {
      if (err) return next(err);
      assertWellFormed(req.body);
      next();
    });
    return;
  }
  req.body = parseRawJson(req.rawBody, req.headers['content-type']);
  assertWellFormed(req.body);
  next();
};

/**
 * JSON may carry lone UTF-16 surrogates ("\ud800") that no store can encode; refuse them here, once,
 * rather than fail later in Firestore with a 500. Also bounds nesting depth.
 */
function assertWellFormed(value: unknown, depth = 0): void {
  if (depth > 32) throw new HttpError('INVALID_REQUEST', msg('request.bodyTooDeep'));
  if (typeof value === 'string') {
    if (!value.isWellFormed()) throw new HttpError('INVALID_REQUEST', msg('request.bodyBadUnicode'));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    if (!key.isWellFormed()) throw new HttpError('INVALID_REQUEST', msg('request.bodyBadUnicode'));
    assertWellFormed(item, depth + 1);
  }
}

function parseRawJson(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  if (contentType && !/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', msg('request.bodyNotJsonType'));
  }
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new HttpError('INVALID_REQUEST', msg('request.bodyNotJson'));
  }
}
