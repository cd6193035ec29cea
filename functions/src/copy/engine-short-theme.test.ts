import { describe, expect, it } from 'vitest';
import type { StrategyInput } from '../strategy/ai-port.js';
import { copyBrief } from '../strategy/strategist.js';
import { groupAdCopy } from './engine.js';

const brief = (over: Partial<StrategyInput>): StrategyInput => ({
  objective: 'Sales',
  type: 'Search',
  location: 'Córdoba, Argentina',
  language: 'Spanish',
  description: 'Panadería Doña Rosa es una panadería de barrio en Córdoba: facturas, pan de masa madre y tortas por encargo.',
  keywords: ['facturas', 'tortas por encargo'],
  negativeKeywords: [],
  pages: { landing: 'https://donarosa.example/' },
  budget: 120,
  ...over,
});

describe("the copy engine's lines for a group (the AI path without confirmed facts)", () => {
  it('never cuts a theme after a little word: no "Tortas por: …", no "Pastries in in Brooklyn"', () => {
    const es = groupAdCopy(copyBrief(brief({})), 'tortas por encargo');
    expect(es.headlines.length).toBeGreaterThanOrEqual(3);
    expect(es.headlines.join(' | ')).not.toMatch(/\bpor:|\bpor en\b/i);
    const en = groupAdCopy(
      copyBrief(
        brief({
          language: 'English',
          location: 'Brooklyn, NY, United States',
          description: 'We bake sourdough bread and pastries in small batches and deliver across Brooklyn every morning.',
          keywords: ['pastries in small batches', 'sourdough bread delivery'],
        }),
      ),
      'pastries in small batches',
    );
    expect(en.headlines.join(' | ')).not.toMatch(/\bin:|\bin in\b/i);
  });
});
