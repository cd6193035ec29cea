import type { z } from 'zod';
import { msg } from '../i18n/messages.js';
import { describeIssues, problemPhrase } from '../i18n/validation.js';
import { HttpError } from '../errors.js';

/**
 * Every route's input check: untrusted input parsed with a zod schema; a mismatch is a 400
 * INVALID_REQUEST that says what is wrong, in the reader's language. `naming: 'field'` answers the
 * first wrong field alone and names it (`{error, message, field}`), for forms that mark the field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, options: { naming?: 'all' | 'field' } = {}): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (options.naming === 'field') {
    const issue = result.error.issues[0]!;
    const field = issue.path.join('.') || 'body';
    throw new HttpError('INVALID_REQUEST', msg('request.field', { field, problem: problemPhrase(issue.message) }), { field });
  }
  throw new HttpError('INVALID_REQUEST', msg('request.invalid', { issues: describeIssues(schema, input, result.error.issues) }));
}
