import { describe, expect, it } from 'vitest';
import { campaignPayloadSchema, type Strategy } from '../../contract/campaigns.js';
import { STRATEGY_SECTIONS } from '../../contract/stream.js';
import { offlineStrategy } from '../../strategy/strategist.js';
import { offlineProvider } from '../../local/ai/offline.js';
import { completeSections } from './partial-strategy.js';

const input = campaignPayloadSchema.parse({
  objective: 'Leads',
  description: 'Taller Ruiz: reparamos bicicletas en Rosario con garantía de 6 meses y presupuesto sin cargo.',
  type: 'Search',
  location: 'Rosario, Argentina',
  language: 'Spanish',
  keywords: 'reparación de bicicletas, taller de bicicletas',
  budget: 120,
});

describe('completeSections (structured output parsed as it grows)', () => {
  it('passes a section on once the next one has started, never the one still being written', () => {
    expect(completeSections('{"summary":"Bikes in Rosa', false)).toEqual({});
    // Its closing quote ends a section before the next key starts.
    expect(completeSections('{"summary":"Bikes in Rosario."', false)).toEqual({ summary: 'Bikes in Rosario.' });
    expect(completeSections('{"summary":"Bikes.","kpis":["CTR above 5%"', false)).toEqual({ summary: 'Bikes.' });
    expect(completeSections('{"summary":"Bikes.","kpis":["CTR above 5%"],', false)).toEqual({ summary: 'Bikes.', kpis: ['CTR above 5%'] });
    expect(completeSections('{"summary":"Bikes.","budget":{"weekly":100', false)).toEqual({ summary: 'Bikes.' });
    expect(completeSections('{"summary":"Bikes in Rosario.","recommendedCampaignType":"Sea', false)).toEqual({
      summary: 'Bikes in Rosario.',
    });
    // The next key's name still being written also ends the section before it.
    expect(completeSections('{"summary":"Bikes.","bidding":"Max clicks","adGr', false)).toEqual({ summary: 'Bikes.' });
    expect(completeSections('{"summary":"Bikes.","bidding":"Max clicks"}', true)).toEqual({ summary: 'Bikes.', bidding: 'Max clicks' });
  });

  it('leaves out a complete section that does not match the schema, and survives garbage', () => {
    expect(completeSections('{"summary":42,"bidding":"Max clicks","kpis":[', false)).toEqual({ bidding: 'Max clicks' });
    expect(completeSections('not json at all', false)).toEqual({});
    expect(completeSections('[1,2', false)).toEqual({});
  });
});

/** The local stand-in answers with what the composition root passes in: here the domain's strategist and a fixed reply. */
const REPLY =
  'Con 120 USD por semana, empezá con unos 17 USD al día.\n\n- Revisá el CPC cada semana.\n- Subí el presupuesto cuando el costo por contacto baje.';
const local = () => offlineProvider({ strategy: offlineStrategy, chat: () => REPLY });

describe('the offline provider streams like a model', () => {
  it('passes the sections on one at a time, in order, and they make up the strategy it returns', async () => {
    const seen: (keyof Strategy)[][] = [];
    const strategy = await local().draftStrategy(input, {
      signal: new AbortController().signal,
      onSections: (complete) => seen.push(Object.keys(complete) as (keyof Strategy)[]),
    });
    expect(seen).toEqual(STRATEGY_SECTIONS.map((_, i) => STRATEGY_SECTIONS.slice(0, i + 1)));
    expect(strategy).toEqual(offlineStrategy(input));
    expect(strategy.headlines.length).toBeGreaterThan(0);
  });

  it('sends an answer in pieces that join to the whole answer', async () => {
    const pieces: string[] = [];
    const answer = await local().chat(
      { message: '¿Cuánto debería gastar por semana?', history: [], campaigns: [] },
      { signal: new AbortController().signal, onDelta: (text) => pieces.push(text) },
    );
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(answer);
    expect(answer).toBe(REPLY);
  });

  it('stops when its signal is aborted mid-stream', async () => {
    const controller = new AbortController();
    const run = local().draftStrategy(input, {
      signal: controller.signal,
      onSections: (complete) => {
        if (complete.bidding) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
  });

  it('honours an expired deadline', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(local().draftStrategy(input, { signal: controller.signal })).rejects.toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
    await expect(local().chat({ message: 'hola', history: [], campaigns: [] }, { signal: controller.signal })).rejects.toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
    });
  });
});
