import { describe, expect, it } from 'vitest';
import { AD_HEADLINE_MAX } from '../contract/copy-lint.js';
import type { AssistantBrief } from '../strategy/ai-port.js';
import { offlineChatAnswer } from './offline-chat.js';
import { OWNERS } from './questions.fixture.js';

const fold = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const ask = (campaigns: AssistantBrief[], message: string) => offlineChatAnswer({ message, history: [], campaigns });

describe('copy requests for an ad group, from the confirmed facts', () => {
  it('writes the lines for the group named, none the group already has, each within 30 characters', () => {
    const salon = OWNERS.salon.campaigns[0]!;
    const answer = ask([salon], 'escribí 3 títulos para uñas de gel');
    expect(answer.suggestion).toMatchObject({ campaignId: 'c-salon', group: 'Uñas de gel', field: 'headlines' });
    const lines = answer.suggestion!.lines;
    expect(lines).toHaveLength(3);
    const existing = salon.groups![0]!.headlines!.map(fold);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(AD_HEADLINE_MAX);
      expect(existing).not.toContain(fold(line));
      expect(answer.text).toContain(line);
    }
  });

  it('puts the lines about the service asked for first', () => {
    const salon = OWNERS.salon.campaigns[0]!;
    const empty: AssistantBrief = { ...salon, groups: salon.groups!.map((g) => ({ ...g, headlines: [] })) };
    const { suggestion } = ask([empty], 'escribí 2 títulos para uñas de gel');
    expect(fold(suggestion!.lines[0]!)).toContain('unas de gel');
  });

  it('never writes a claim the facts do not make, nor a word the owner said never to use', () => {
    const electrician = OWNERS.electrician.campaigns[0]!;
    for (const message of ['write 10 headlines for EV chargers', 'write 4 descriptions for smoke alarms']) {
      const { suggestion } = ask([electrician], message);
      expect(suggestion?.lines.length).toBeGreaterThan(0);
      const all = fold(suggestion!.lines.join(' | '));
      for (const banned of ['insured', '24/7', 'fast response', 'urgent', 'emergency']) expect(all).not.toContain(banned);
    }
  });

  it('says which ad groups exist when none is for what the owner named', () => {
    const answer = ask(OWNERS.electrician.campaigns, 'Write 3 headlines for solar panels');
    expect(answer.suggestion).toBeUndefined();
    expect(answer.text).toContain('no ad group for “solar panels”');
    for (const group of ['EV chargers', 'Smoke alarms', 'LED lighting']) expect(answer.text).toContain(`- ${group}`);
  });

  it('says the group is full at 15 headlines, and still offers the lines for a replacement', () => {
    const electrician = OWNERS.electrician.campaigns[0]!;
    const full = Array.from({ length: 15 }, (_, i) => `EV Charger Line ${String.fromCharCode(65 + i)}`);
    const campaign: AssistantBrief = {
      ...electrician,
      groups: [{ ...electrician.groups![0]!, headlines: full }, ...electrician.groups!.slice(1)],
    };
    const answer = ask([campaign], 'write 2 headlines for EV chargers');
    expect(answer.text).toContain('already has 15 headlines');
    expect(answer.suggestion?.lines.length).toBe(2);
  });

  it('never proposes back a line the owner deleted from the group', () => {
    const electrician = OWNERS.electrician.campaigns[0]!;
    const first = ask([electrician], 'write 3 headlines for EV chargers').suggestion!.lines;
    const group = { ...electrician.groups![0]!, removed: first };
    const again = ask([{ ...electrician, groups: [group, ...electrician.groups!.slice(1)] }], 'write 3 headlines for EV chargers');
    for (const line of first) expect(again.suggestion?.lines ?? []).not.toContain(line);
  });

  it('reads a request in mixed languages and writes the lines in the campaign’s', () => {
    const answer = ask(OWNERS.salon.campaigns, 'write 3 headlines for pestañas');
    expect(answer.suggestion?.group).toBe('Pestañas');
    expect(answer.suggestion?.lines).toContain('Pestañas: citas el mismo día');
  });
});
