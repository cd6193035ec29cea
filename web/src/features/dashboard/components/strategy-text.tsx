import { Fragment } from 'react';
import { parseStrategyText, type Inline } from '../utils/strategy-text';

/** The strategy, rendered from its text as headings, lists and paragraphs — as elements, never as HTML. */
export function StrategyText({ text }: { text: string }) {
  const blocks = parseStrategyText(text);
  return (
    <div className="strategy-text">
      {blocks.map((block, i) => {
        if (block.kind === 'heading') {
          const Heading = block.level === 3 ? 'h3' : 'h4';
          return (
            <Heading key={i}>
              <Inlines parts={block.content} />
            </Heading>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inlines parts={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <Inlines parts={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}

function Inlines({ parts }: { parts: Inline[] }) {
  return parts.map((part, i) => (part.strong ? <strong key={i}>{part.text}</strong> : <Fragment key={i}>{part.text}</Fragment>));
}
