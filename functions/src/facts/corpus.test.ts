import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldsOfPayload, type CampaignPayload, type Facts } from '../contract/campaigns.js';
import { readFacts } from './reader.js';

/**
 * The facts reader over the team's eval corpus (functions/eval/corpus.json): each brief's form
 * fields and the facts its owner confirmed. The owner's facts include things the form never says
 * (a price or page added on confirming), so each figure is also given over the facts the form's
 * text states — what a reader could find.
 */
interface Brief {
  id: string;
  input: CampaignPayload & Record<string, unknown>;
  facts: Facts;
}
const corpus = JSON.parse(readFileSync(new URL('../../eval/corpus.json', import.meta.url), 'utf8')) as Brief[];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');
/** Two names for one thing: one holds the other, or they share most of their words. */
function sameThing(a: string, b: string): boolean {
  const x = fold(a);
  const y = fold(b);
  if (!x || !y) return false;
  if (x.includes(y) || y.includes(x)) return true;
  const wx = new Set(x.split(' ').filter((w) => w.length > 2));
  const wy = y.split(' ').filter((w) => w.length > 2);
  const shared = wy.filter(
    (w) => wx.has(w) || wx.has(w.replace(/e?s$/, '')) || [...wx].some((v) => v.replace(/e?s$/, '') === w.replace(/e?s$/, '')),
  ).length;
  return shared >= Math.max(1, Math.ceil(Math.min(wx.size, wy.length) * 0.6));
}

describe('the facts reader over the eval corpus', () => {
  it('finds the services, selling points, prices, phones and WhatsApp numbers the briefs state', () => {
    const tally = {
      services: { found: 0, stated: 0, all: 0 },
      sellingPoints: { found: 0, stated: 0, all: 0 },
      prices: { found: 0, stated: 0, all: 0 },
      phone: { found: 0, stated: 0, all: 0 },
      whatsapp: { found: 0, stated: 0, all: 0 },
    };
    const extra = { services: 0, sellingPoints: 0 };
    const proposed = { services: 0, sellingPoints: 0 };
    const started = performance.now();
    for (const brief of corpus) {
      const input = fieldsOfPayload({ ...brief.input, facts: undefined } as CampaignPayload);
      const text = fold([brief.input.description, brief.input.keywords].join(' '));
      const read = readFacts({
        description: input.description,
        keywords: input.keywords,
        pages: input.pages,
        location: input.location,
        phone: input.phone,
        whatsapp: input.whatsapp,
        bookingUrl: input.bookingUrl,
      });
      const count = (key: keyof typeof tally, isStated: boolean, isFound: boolean) => {
        tally[key].all += 1;
        if (isStated) tally[key].stated += 1;
        if (isStated && isFound) tally[key].found += 1;
      };
      for (const s of brief.facts.services) {
        count(
          'services',
          sameThing(text, s.name) || text.includes(fold(s.name).split(' ')[0] ?? '~'),
          read.services.some((r) => sameThing(r.name, s.name)),
        );
        if (s.price) {
          const amount = String(s.price.amount);
          const statedPrice = digits(brief.input.description).includes(amount);
          count(
            'prices',
            statedPrice,
            read.services.some((r) => r.price?.amount === s.price!.amount),
          );
        }
      }
      for (const p of brief.facts.sellingPoints) {
        const words = fold(p)
          .split(' ')
          .filter((w) => w.length > 3);
        const statedPoint = words.length > 0 && words.filter((w) => text.includes(w)).length >= Math.ceil(words.length * 0.6);
        count(
          'sellingPoints',
          statedPoint,
          read.sellingPoints.some((r) => sameThing(r, p)),
        );
      }
      // What the reader proposes that the owner did not confirm (the owner removes it on the form).
      extra.services += read.services.filter((r) => !brief.facts.services.some((s) => sameThing(r.name, s.name))).length;
      extra.sellingPoints += read.sellingPoints.filter((r) => !brief.facts.sellingPoints.some((p) => sameThing(r, p))).length;
      proposed.services += read.services.length;
      proposed.sellingPoints += read.sellingPoints.length;
      for (const key of ['phone', 'whatsapp'] as const) {
        const want = brief.facts[key];
        if (!want) continue;
        const formText = digits([brief.input.description, input.phone, input.whatsapp, ...Object.values(input.pages)].join(' '));
        count(key, formText.includes(digits(want).slice(-7)), digits(read[key]).endsWith(digits(want).slice(-7)));
      }
    }
    const ms = (performance.now() - started) / corpus.length;
    const line = Object.entries(tally)
      .map(([k, t]) => `${k} ${t.found}/${t.stated} stated (${t.all} confirmed)`)
      .join('; ');
    console.log(`facts reader over the eval corpus (${corpus.length} briefs, ${ms.toFixed(1)} ms each): ${line}`);
    console.log(
      `proposed but not confirmed: services ${extra.services}/${proposed.services}, selling points ${extra.sellingPoints}/${proposed.sellingPoints}`,
    );
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    // Most of what the briefs state is found: what is left out the owner adds on the form.
    expect(tally.services.found / tally.services.stated).toBeGreaterThanOrEqual(0.8);
    expect(tally.sellingPoints.found / tally.sellingPoints.stated).toBeGreaterThanOrEqual(0.8);
    expect(tally.phone.found).toBe(tally.phone.stated);
    expect(tally.whatsapp.found).toBe(tally.whatsapp.stated);
  });
});
