import { HttpError } from '../errors.js';
import type { AiCallOptions } from './ai-port.js';
import { msg } from '../i18n/messages.js';

/**
 * Runs one AI call within `timeoutMs`: the provider gets an abort signal, and the call is
 * abandoned at the deadline even if a provider ignores the signal. `cancel` (the client going
 * away) aborts it the same way. The provider is told when the deadline falls (`deadline`) and whose
 * call it is (`context.user`). Anything thrown that is not already an HttpError becomes
 * 502 UPSTREAM_FAILED.
 */
export async function callWithDeadline<T>(
  timeoutMs: number,
  run: (options: AiCallOptions) => Promise<T>,
  cancel?: AbortSignal,
  context: Pick<AiCallOptions, 'user'> = {},
): Promise<T> {
  const controller = new AbortController();
  const deadlineAt = Date.now() + timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  let onCancel: (() => void) | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new HttpError('UPSTREAM_TIMEOUT', msg('ai.timeout')));
    }, timeoutMs);
    if (cancel) {
      onCancel = () => {
        controller.abort();
        reject(clientGone());
      };
      if (cancel.aborted) onCancel();
      else cancel.addEventListener('abort', onCancel, { once: true });
    }
  });
  try {
    return await Promise.race([run({ ...context, signal: controller.signal, deadline: deadlineAt }), deadline]);
  } catch (error) {
    if (error instanceof HttpError) throw cancel?.aborted ? clientGone() : error;
    const wrapped = new HttpError('UPSTREAM_FAILED', msg('ai.failed'));
    wrapped.cause = error;
    throw wrapped;
  } finally {
    clearTimeout(timer);
    if (onCancel) cancel?.removeEventListener('abort', onCancel);
  }
}

/** The client went away before the answer was ready (only logged: nobody is there to read it). */
export class ClientGoneError extends HttpError {
  constructor() {
    super('UPSTREAM_FAILED', 'The request was cancelled before the answer was ready.');
  }
}

function clientGone(): ClientGoneError {
  return new ClientGoneError();
}
