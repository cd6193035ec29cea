import { parseStrategyText } from './strategy-text';

describe('strategy text', () => {
  it('turns headings, bullets, numbered lists, bold and paragraphs into blocks', () => {
    const blocks = parseStrategyText(
      ['# Strategy for Panadería Sol', '', 'A **Search** campaign', 'for Palermo.', '', '## Headlines', '- Pan de masa madre', '* Tortas a pedido', '', '1. Launch', '2) Review'].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 3, content: [{ text: 'Strategy for Panadería Sol', strong: false }] },
      {
        kind: 'paragraph',
        lines: [
          [
            { text: 'A ', strong: false },
            { text: 'Search', strong: true },
            { text: ' campaign', strong: false },
          ],
          [{ text: 'for Palermo.', strong: false }],
        ],
      },
      { kind: 'heading', level: 3, content: [{ text: 'Headlines', strong: false }] },
      {
        kind: 'list',
        ordered: false,
        items: [[{ text: 'Pan de masa madre', strong: false }], [{ text: 'Tortas a pedido', strong: false }]],
      },
      { kind: 'list', ordered: true, items: [[{ text: 'Launch', strong: false }], [{ text: 'Review', strong: false }]] },
    ]);
  });

  it('keeps markup-looking text as literal text', () => {
    expect(parseStrategyText('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', lines: [[{ text: '<img src=x onerror=alert(1)>', strong: false }]] },
    ]);
  });
});
