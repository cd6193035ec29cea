import type { Request, Response } from 'express';
import { EVENT_STREAM, type StreamError } from '../contract/stream.js';
import { msg } from '../i18n/messages.js';
import { headerLanguage } from '../i18n/request-language.js';
import { log } from '../logs.js';
import { HttpError } from '../errors.js';

/** Whether the caller asked for Server-Sent Events (`Accept: text/event-stream`). */
export function wantsEventStream(req: Request): boolean {
  return (req.get('accept') ?? '').split(',').some((part) => part.split(';')[0]?.trim().toLowerCase() === EVENT_STREAM);
}

/** Comments keep idle proxies from closing a quiet stream (a model thinking before it writes). */
const HEARTBEAT_MS = 15_000;

/**
 * A Server-Sent Events answer, opened on demand: until `open()` nothing is written, so an error
 * thrown before (400, 429) is still answered as ordinary JSON by the error handler. Each event is
 * written as it happens; nothing in the path may buffer it:
 * - `Cache-Control: no-transform` keeps proxies from compressing (and so holding back) the body;
 * - `X-Accel-Buffering: no` turns buffering off in nginx-style proxies;
 * - the headers are flushed at `open()`, so the client sees the stream start at once.
 * `signal` aborts when the client goes away before the end.
 */
export interface EventStream<E> {
  readonly signal: AbortSignal;
  /** Whether the stream has started (headers sent): errors must then go in the stream. */
  readonly opened: boolean;
  open(): void;
  send(event: E): void;
  fail(error: unknown): void;
  end(): void;
}

export function eventStream<E extends { event: string; data: unknown }>(req: Request, res: Response): EventStream<E> {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  let heartbeat: NodeJS.Timeout | undefined;
  const write = (chunk: string) => {
    if (!res.writableEnded && !res.destroyed) res.write(chunk);
  };

  return {
    signal: controller.signal,
    get opened() {
      return res.headersSent;
    },
    open() {
      if (res.headersSent) return;
      res.status(200).set({
        'Content-Type': `${EVENT_STREAM}; charset=utf-8`,
        'Cache-Control': 'no-store, no-transform',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      req.socket.setNoDelay(true);
      heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
    },
    send(event: E) {
      write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    },
    /** Ends the stream with an `error` event carrying the JSON error body and its status. */
    fail(error: unknown) {
      const httpError = error instanceof HttpError ? error : new HttpError('INTERNAL', msg('server.internal'));
      if (!(error instanceof HttpError)) log.requestFailed({ method: req.method, path: req.path, status: 500, code: 'INTERNAL', error });
      // The stream is open: the language is the request's own (the web app always sends it).
      const data: StreamError = { ...httpError.toBody(headerLanguage(req) ?? 'en'), status: httpError.status };
      write(`event: error\ndata: ${JSON.stringify(data)}\n\n`);
      this.end();
    },
    end() {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    },
  };
}

/**
 * Answers one streamed request: opens the stream once `work` calls `open` (so refusals before that
 * stay JSON errors, thrown to the error handler), passes its events on, and ends with `done` (the
 * JSON answer's body) or an `error` event.
 */
export async function answerAsStream<E extends { event: string; data: unknown }, T>(
  req: Request,
  res: Response,
  work: (progress: AnswerProgress<E>) => Promise<T>,
): Promise<void> {
  const stream = eventStream<E | { event: 'done'; data: T }>(req, res);
  try {
    const body = await work({ open: stream.open, emit: stream.send, signal: stream.signal });
    stream.send({ event: 'done', data: body });
    stream.end();
  } catch (error) {
    if (!stream.opened) throw error;
    stream.fail(error);
  }
}

/** The progress an AI answer may report while it is written (absent when the caller wants JSON). */
export interface AnswerProgress<E> {
  open: () => void;
  emit: (event: E) => void;
  signal: AbortSignal;
}

/**
 * An AI answer as the caller asked for it: with `Accept: text/event-stream`, progress and then the
 * body as the `done` event; otherwise the body as JSON with `status` and a `Server-Timing` header.
 */
export async function answerJsonOrStream<E extends { event: string; data: unknown }, T>(
  req: Request,
  res: Response,
  status: number,
  work: (progress?: AnswerProgress<E>) => Promise<{ body: T; aiMs: number }>,
): Promise<void> {
  const started = performance.now();
  if (!wantsEventStream(req)) {
    const { body, aiMs } = await work();
    const total = performance.now() - started;
    res
      .set('Server-Timing', `ai;dur=${aiMs.toFixed(1)}, app;dur=${total.toFixed(1)}`)
      .status(status)
      .json(body);
    return;
  }
  await answerAsStream<E, T>(req, res, async (progress) => (await work(progress)).body);
}
