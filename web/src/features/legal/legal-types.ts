import type { MessageId } from '@/lib/i18n';

/**
 * A legal or info page as data, so every page shares one layout. Every text is a message id of the
 * `legal` (or `glossary`) catalog; messages may use `{product}` (the brand), `{email}` (the contact
 * address) and the plan prices, filled in when rendered.
 */
export type Block =
  | MessageId
  | { list: MessageId[] }
  | { terms: { term: MessageId; definition: MessageId }[] }
  /** An interactive or generated piece rendered by the page. */
  | { widget: 'cookie-preferences' | 'glossary' };

export interface Section {
  heading: MessageId;
  blocks: Block[];
}

export interface LegalDocument {
  /** One or two sentences under the title. */
  summary: MessageId;
  sections: Section[];
}

/** October 15, 2025 (SPEC), in the reader's own date format. Months count from 0. */
export const LAST_UPDATED = new Date(2025, 9, 15);
