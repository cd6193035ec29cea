import { AD_DESCRIPTION_MAX, AD_HEADLINE_MAX, type AdCopy, type CopyLintContext, type CopyViolation } from '@contract/copy-lint';
import { UNSAFE_TEXT_MESSAGES, type UnsafeText } from '@contract/safe-text';
import type { I18n, MessageId, MessageValues } from '@/lib/i18n';

type Translate = I18n['t'];
type Message = [MessageId, MessageValues?];

/**
 * The editor's messages in the reader's language. The shared schema and copy linter speak English
 * prose for the server and its logs; the page maps each rule (a zod issue code, a lint rule) to its
 * own message instead, with the numbers and words the rule found.
 */
export function lintMessage(violation: CopyViolation, copy: AdCopy, ctx: CopyLintContext): Message {
  const text = copy[violation.field][violation.index] ?? '';
  const quoted = /"([^"]+)"/.exec(violation.message)?.[1] ?? '';
  switch (violation.rule) {
    case 'length':
      return text.trim()
        ? ['campaign.lint.tooLong', { length: text.length, max: violation.field === 'headlines' ? AD_HEADLINE_MAX : AD_DESCRIPTION_MAX }]
        : ['campaign.lint.empty'];
    case 'exclamation':
      return [violation.field === 'headlines' ? 'campaign.lint.exclamationHeadline' : 'campaign.lint.exclamationDescription'];
    case 'punctuation':
      return ['campaign.lint.punctuation'];
    case 'emoji':
      return ['campaign.lint.emoji'];
    case 'capitals':
      return ['campaign.lint.capitals'];
    case 'phone':
      return ['campaign.lint.phone'];
    case 'click-here':
      return ['campaign.lint.clickHere'];
    case 'superlative':
    case 'claim':
      return ['campaign.lint.superlative', { word: quoted }];
    case 'filler':
      return ['campaign.lint.filler'];
    case 'language':
      return ['campaign.lint.language', { language: ctx.lang === 'es' ? 'es' : 'en' }];
    case 'quoted':
      return ['campaign.lint.quoted'];
    case 'proper-noun':
      return ['campaign.lint.properNoun', { noun: quoted }];
    case 'duplicate':
      return ['campaign.lint.duplicate'];
    case 'near-duplicate':
      return ['campaign.lint.nearDuplicate'];
  }
}

/** Lint violations keyed by field path (`headlines.2`), first message per line, in the reader's language. */
export function lintMessages(violations: CopyViolation[], copy: AdCopy, ctx: CopyLintContext, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of violations) out[`${v.field}.${v.index}`] ??= t(...lintMessage(v, copy, ctx));
  return out;
}

/** What the edit schema's issues look like (zod 4), as far as the messages need. */
export interface SchemaIssue {
  code: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  path: PropertyKey[];
  message: string;
}

const UNSAFE: Record<UnsafeText, MessageId> = {
  control: 'campaign.edit.error.control',
  bidi: 'campaign.edit.error.bidi',
  malformed: 'campaign.edit.error.malformed',
  invisible: 'campaign.edit.error.invisible',
};

export function issueMessage(issue: SchemaIssue): Message {
  const last = issue.path.at(-1);
  if (issue.code === 'too_small' && issue.origin === 'string') return ['campaign.edit.error.required'];
  if (issue.code === 'too_big' && issue.origin === 'string') return ['campaign.edit.error.maxChars', { max: Number(issue.maximum) }];
  if (issue.code === 'too_small' && issue.origin === 'array') return ['campaign.edit.error.minItems', { min: Number(issue.minimum) }];
  if (issue.code === 'too_big' && issue.origin === 'array') return ['campaign.edit.error.maxItems', { max: Number(issue.maximum) }];
  if (issue.code === 'invalid_value' && last === 'matchType') return ['campaign.edit.error.matchType'];
  if (issue.code === 'custom') {
    const unsafe = (Object.keys(UNSAFE_TEXT_MESSAGES) as UnsafeText[]).find((problem) => UNSAFE_TEXT_MESSAGES[problem] === issue.message);
    if (unsafe) return [UNSAFE[unsafe]];
    if (last === 'landingPage') return ['campaign.edit.error.url'];
  }
  return ['campaign.edit.error.invalid'];
}
