import { HttpError } from '../../http/errors.js';
import type { AiCallOptions } from './types.js';

/**
 * Runs one AI call within `timeoutMs`: the provider gets an abort signal, and the call is
 * abandoned at the deadline even if a provider ignores the signal. Anything thrown that is not
 * already an HttpError becomes 502 UPSTREAM_FAILED.
 */
export async function callWithDeadline<T>(timeoutMs: number, run: (options: AiCallOptions) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new HttpError('UPSTREAM_TIMEOUT', 'The AI took too long to answer. Please try again.'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([run({ signal: controller.signal }), deadline]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const wrapped = new HttpError('UPSTREAM_FAILED', 'The AI service could not answer. Please try again.');
    wrapped.cause = error;
    throw wrapped;
  } finally {
    clearTimeout(timer);
  }
}
