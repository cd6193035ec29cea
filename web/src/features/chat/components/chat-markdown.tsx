import Markdown, { type Components } from 'react-markdown';

/**
 * An assistant answer as safe Markdown (issue 28 item 3): paragraphs, lists, bold, italics, inline
 * code and links. Raw HTML is dropped (`skipHtml`, no rehype-raw), link targets go through
 * react-markdown's URL filter (no `javascript:`), images are shown as their text, and headings
 * become bold paragraphs so an answer never adds to the page's outline. Links open in a new tab
 * without handing it the page (`rel="noopener noreferrer"`).
 */
const ALLOWED = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'code', 'pre', 'br', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr'];

const heading: Components['h1'] = ({ children }) => (
  <p>
    <strong>{children}</strong>
  </p>
);

const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
};

export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="chat-text chat-markdown">
      <Markdown skipHtml allowedElements={ALLOWED} unwrapDisallowed components={components}>
        {text}
      </Markdown>
    </div>
  );
}
