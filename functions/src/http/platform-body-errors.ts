import { createRequire } from 'node:module';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from './errors.js';

type JsonFactory = (options?: unknown) => RequestHandler;

/**
 * The Cloud Functions runtime (and its emulator) parses JSON bodies with `body-parser` before our
 * app runs, and answers a malformed or oversized body itself, as an HTML page. This wraps
 * `body-parser`'s `json()` factory — the runtime calls it after loading our module — so those
 * failures are answered in our `{error, message}` shape too. If the runtime uses another copy of
 * body-parser, nothing changes and the platform's own 400/413 stands. See docs/adr/0001.
 */
export function answerPlatformBodyErrorsAsJson(): void {
  let bodyParser: { json: JsonFactory & { __pautia?: true } };
  try {
    // The copy the runtime's entry script resolves, not ours (express 5 brings its own).
    const runtimeEntry = process.argv[1];
    if (!runtimeEntry) return;
    bodyParser = createRequire(runtimeEntry)('body-parser') as typeof bodyParser;
  } catch {
    return;
  }
  if (bodyParser.json.__pautia) return;
  const original = bodyParser.json;
  const wrapped: JsonFactory & { __pautia?: true } = (options) => {
    const parse = original(options);
    return (req: Request, res: Response, next: NextFunction) => {
      parse(req, res, (err?: unknown) => {
        if (!err) return next();
        const type = typeof err === 'object' && err !== null && 'type' in err ? String(err.type) : '';
        const httpError =
          type === 'entity.too.large'
            ? new HttpError('PAYLOAD_TOO_LARGE', 'The request body is larger than 100 KB.')
            : new HttpError('INVALID_REQUEST', 'The request body is not valid JSON.');
        res.status(httpError.status).set('Cache-Control', 'no-store').json(httpError.toBody());
      });
    };
  };
  wrapped.__pautia = true;
  try {
    // body-parser 1.x exposes `json` through a getter: redefine the property, never assign it.
    Object.defineProperty(bodyParser, 'json', { configurable: true, enumerable: true, get: () => wrapped });
  } catch {
    // Not redefinable: the platform's own 400/413 stands.
  }
}
