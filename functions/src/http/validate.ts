import type { z } from 'zod';
import { msg } from '../i18n/messages.js';
import { describeIssues } from '../i18n/validation.js';
import { HttpError } from '../errors.js';

/** Parses untrusted input with a zod schema; a mismatch is a 400 that says what is wrong (in the reader's language). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HttpError('INVALID_REQUEST', msg('request.invalid', { issues: describeIssues(schema, input, result.error.issues) }));
}
