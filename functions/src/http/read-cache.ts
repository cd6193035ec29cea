import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { FRESH_READ_HEADER, FRESH_READ_VALUE, READ_CACHE_MAX_AGE_MS } from '../contract/read-cache.js';
import { headerLanguage } from '../i18n/request-language.js';
import { headerVariety } from '../i18n/reader-variety.js';
import { currentUser } from './auth.js';

/**
 * Answers kept per instance, by total size of their JSON text: 16 M characters, at most 32 MB (V8
 * stores text with accents at two bytes a character) of the function's 512 MiB.
 */
export const READ_CACHE_MAX_CHARS = 16 * 1024 * 1024;

interface Entry {
  /** The answer's JSON text, as sent. */
  body: string;
  /** When the route started reading (the `now` clock): the entry dies `maxAgeMs` after that. */
  readAt: number;
  /** The sequence number taken when the read started (see `ReadCache`). */
  seq: number;
}

export interface ReadCache {
  /**
   * Route middleware (after `requireOwnUid`) for a GET whose answer depends only on the signed-in
   * user's data, its URL and its language (Accept-Language: text in the answer follows it). Answers from memory, with an `Age` header, when the same user asked the
   * same URL within the max age and nothing of theirs changed through this instance since; otherwise
   * runs the route and keeps its 200 JSON answer. `Pautia-Read: fresh` skips the memory and refreshes
   * it; `bypass(req)` true skips it and counts as a change.
   */
  cached(options?: { bypass?: (req: Request) => boolean }): RequestHandler;
  /**
   * App middleware (after `requireUser`): a request that may change the user's data (any method but
   * GET and HEAD) drops the user's answers when it starts and again just before its response ends,
   * so neither its caller nor anyone after sees an answer read before the change.
   */
  dropOnChange: RequestHandler;
  /** Drops a user's answers: their data changed outside their own requests (a Stripe webhook). */
  drop(uid: string): void;
}

/**
 * One instance's memory of recent GET answers (ADR 19). Each entry carries the sequence number of
 * its read; dropping a user records a newer number, so an entry (or a read still under way) from
 * before the drop is never served. The drop records outlive any entry they guard (same max age).
 */
export function readCache({
  now = () => performance.now(),
  maxAgeMs = READ_CACHE_MAX_AGE_MS,
  maxChars = READ_CACHE_MAX_CHARS,
} = {}): ReadCache {
  const answers = new LRUCache<string, Entry>({ maxSize: maxChars, sizeCalculation: (e) => Math.max(1, e.body.length), perf: { now } });
  const dropped = new LRUCache<string, number>({ max: 100_000, ttl: maxAgeMs, perf: { now } });
  let seq = 0;
  const drop = (uid: string) => {
    dropped.set(uid, ++seq);
  };
  const valid = (uid: string, entry: Entry) => entry.seq > (dropped.get(uid) ?? 0);

  const afterChange = (req: Request, res: Response, uid: string) => {
    drop(uid);
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      drop(uid);
      return end(...args);
    }) as Response['end'];
    // A caller that goes away before the end: whatever the request changed is dropped too. A finished
    // response dropped just before its end; its connection's close may come later (after the caller's
    // next read has started) and must not drop that read's answer again.
    res.once('close', () => {
      if (!res.writableFinished) drop(uid);
    });
  };

  return {
    drop,
    dropOnChange(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD' && req.user) afterChange(req, res, req.user.uid);
      next();
    },
    cached({ bypass } = {}) {
      return (req, res, next) => {
        const uid = currentUser(req).uid;
        if (bypass?.(req)) {
          afterChange(req, res, uid);
          next();
          return;
        }
        const key = `${uid}\n${headerLanguage(req) ?? ''}${headerVariety(req) ?? ''}\n${req.originalUrl}`;
        const entry = answers.get(key);
        const readAt = now();
        if (entry && req.get(FRESH_READ_HEADER) !== FRESH_READ_VALUE && valid(uid, entry) && readAt - entry.readAt < maxAgeMs) {
          res.set('Age', String(Math.floor((readAt - entry.readAt) / 1000)));
          res.type('application/json').send(entry.body);
          return;
        }
        const started: Entry = { body: '', readAt, seq: ++seq };
        res.json = ((body: unknown) => {
          const text = JSON.stringify(body) ?? '';
          const age = now() - started.readAt;
          if (res.statusCode === 200 && valid(uid, started) && age < maxAgeMs) {
            answers.set(key, { ...started, body: text }, { ttl: maxAgeMs - age });
          }
          return res.type('application/json').send(text);
        }) as Response['json'];
        next();
      };
    },
  };
}
