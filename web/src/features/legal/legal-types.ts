/**
 * A legal or info page as data, so every page shares one layout. Text may contain `{product}`
 * (the brand) and `{email}` (the contact address), filled in when rendered.
 */
export type Block =
  | string
  | { list: string[] }
  | { terms: { term: string; definition: string }[] }
  /** An interactive piece rendered by the page (only the cookie preferences today). */
  | { widget: 'cookie-preferences' };

export interface Section {
  heading: string;
  blocks: Block[];
}

export interface LegalDocument {
  /** One or two sentences under the title. */
  summary: string;
  sections: Section[];
}

export const LAST_UPDATED = 'October 15, 2025';
