/**
 * The strategy arrives as plain text: sections separated by blank lines, each usually a short
 * heading line over its content, with "-" bullets and numbered lists (light Markdown — '#' headings,
 * '**bold**' — is understood too). It is parsed into blocks and rendered as React elements: the
 * text is never injected as HTML.
 */
export type Inline = { text: string; strong: boolean };
export type Block =
  | { kind: 'heading'; level: 3 | 4; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'paragraph'; lines: Inline[][] };

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const BULLET = /^\s*[-*•]\s+(.+)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.+)$/;

export function parseStrategyText(source: string): Block[] {
  const blocks: Block[] = [];
  const sections = source.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const section of sections) {
    const lines = section.split('\n').map((l) => l.trimEnd()).filter((l) => l.trim());
    const first = lines[0];
    if (first !== undefined && isPlainHeading(first, lines.length)) {
      // Plain-text headings, as the server writes them: "SUMMARY TITLE" alone, or a short label over its content.
      blocks.push({ kind: 'heading', level: first === first.toUpperCase() && lines.length === 1 ? 3 : 4, content: parseInline(first.trim()) });
      lines.shift();
    }
    parseLines(lines, blocks);
  }
  return blocks;
}

/** A short first line that is not a list item or a sentence, with content under it (or all capitals). */
function isPlainHeading(line: string, linesInSection: number): boolean {
  const text = line.trim();
  if (HEADING.test(text) || BULLET.test(text) || NUMBERED.test(text)) return false;
  if (text.length > 80 || /[.:;,!?]$/.test(text)) return false;
  const shouting = /\p{L}/u.test(text) && text === text.toUpperCase();
  return linesInSection > 1 || shouting;
}

function parseLines(lines: string[], blocks: Block[]) {
  let paragraph: Inline[][] | null = null;
  let list: Extract<Block, { kind: 'list' }> | null = null;
  for (const line of lines) {
    const heading = HEADING.exec(line);
    if (heading) {
      paragraph = list = null;
      blocks.push({ kind: 'heading', level: (heading[1] ?? '').length <= 2 ? 3 : 4, content: parseInline(heading[2] ?? '') });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet?.[1] ?? numbered?.[1];
    if (item !== undefined) {
      const ordered = numbered !== null;
      if (!list || list.ordered !== ordered) {
        paragraph = null;
        list = { kind: 'list', ordered, items: [] };
        blocks.push(list);
      }
      list.items.push(parseInline(item));
      continue;
    }
    list = null;
    if (!paragraph) {
      paragraph = [];
      blocks.push({ kind: 'paragraph', lines: paragraph });
    }
    paragraph.push(parseInline(line.trim()));
  }
}

/** `**bold**` spans; everything else is literal text. */
export function parseInline(text: string): Inline[] {
  const parts = text.split(/(\*\*[^*]+\*\*)/g).filter(Boolean);
  return parts.map((part) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? { text: part.slice(2, -2), strong: true } : { text: part, strong: false },
  );
}
