import type { z } from 'zod';
import { HttpError } from './errors.js';

/** Parses untrusted input with a zod schema; a mismatch is a 400 that says what is wrong. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.length ? issue.path.join('.') : 'body';
    return `${path}: ${issue.message}`;
  });
  throw new HttpError('INVALID_REQUEST', `Invalid request. ${first.join('; ')}.`);
}
