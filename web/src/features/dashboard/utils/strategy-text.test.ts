import { parseStrategyText } from './strategy-text';

describe('strategy text', () => {
  it('turns headings, bullets, numbered lists, bold and paragraphs into blocks', () => {
    const blocks = parseStrategyText(
      ['# Strategy for Panadería Sol', '', 'A **Search** campaign.', 'For Palermo.', '', '## Headlines', '- Pan de masa madre', '* Tortas a pedido', '', '1. Launch', '2) Review'].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 3, content: [{ text: 'Strategy for Panadería Sol', strong: false }] },
      {
        kind: 'paragraph',
        lines: [
          [
            { text: 'A ', strong: false },
            { text: 'Search', strong: true },
            { text: ' campaign.', strong: false },
          ],
          [{ text: 'For Palermo.', strong: false }],
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

describe('strategy text as the server writes it', () => {
  it('reads a short first line over its content as a heading, and an all-capitals line alone as the title', () => {
    const text = [
      'ESTRATEGIA DE CAMPAÑA',
      '',
      'Resumen',
      'Campaña de Búsqueda para Panadería Sol en Palermo.',
      '',
      'Títulos (máx. 30 caracteres)',
      '1. Pan de masa madre',
      '2. Tortas a pedido',
      '',
      'Presupuesto',
      '- Semanal: 150 USD',
      'Reparto semanal orientativo:',
      '  - Lunes a viernes: 100 USD',
    ].join('\n');
    const blocks = parseStrategyText(text);
    expect(blocks.map((b) => (b.kind === 'heading' ? `h${b.level}:${b.content[0]?.text}` : b.kind))).toEqual([
      'h3:ESTRATEGIA DE CAMPAÑA',
      'h4:Resumen',
      'paragraph',
      'h4:Títulos (máx. 30 caracteres)',
      'list',
      'h4:Presupuesto',
      'list',
      'paragraph',
      'list',
    ]);
  });

  it('does not take a lone sentence or a list item for a heading', () => {
    expect(parseStrategyText('Just one sentence.').map((b) => b.kind)).toEqual(['paragraph']);
    expect(parseStrategyText('- a\n- b').map((b) => b.kind)).toEqual(['list']);
    expect(parseStrategyText('Short line alone').map((b) => b.kind)).toEqual(['paragraph']);
  });
});
