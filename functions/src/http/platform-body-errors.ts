import { createRequire } from 'node:module';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { msg } from '../i18n/messages.js';
import { headerLanguage } from '../i18n/request-language.js';
import { HttpError } from '../errors.js';

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
            ? new HttpError('PAYLOAD_TOO_LARGE', msg('request.bodyTooLarge'))
            : new HttpError('INVALID_REQUEST', msg('request.bodyNotJson'));
        res
          .status(httpError.status)
          .set('Cache-Control', 'no-store')
          .json(httpError.toBody(headerLanguage(req) ?? 'en'));
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
