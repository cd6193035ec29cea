import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatInput } from '../strategy/ai-port.js';
import { offlineChatAnswer } from './offline-chat.js';
import { OWNERS, QUESTIONS, type QuestionCase } from './questions.fixture.js';

/**
 * The question table: every beginner's question, in Spanish and English, must be
 * answered for what it asks, name the business or campaign when it is about them, carry no figure
 * that is not in the owner's data (their campaign, the keyword planner's estimate, their cached
 * results, the message itself) and be written in the message's language — the buttons it names and
 * the campaign's status, objective and type included, as web/src/locales shows them to the owner
 * (a Spanish-only owner reads «+ Crear campaña», never “+ Create campaign”). The pass rate is printed.
 */

/** Figures the answers may state without data: counts and limits of the product and of Google Ads. */
const PRODUCT_FACTS = [15, 20, 25, 30, 90, 100];
/** The planner's "enough" rule: 10 clicks a day (answers.ts ENOUGH_CLICKS_A_DAY), and a week's days. */
const FACTORS = [7, 10, 70, 100];

/** The figures in the owner's data: amounts, counts and rates, not ids or the date a campaign was made. */
function numbersIn(value: unknown): number[] {
  const json = JSON.stringify(value, (key, v: unknown) => (key === 'id' || key === 'createdAt' ? undefined : v));
  return [...json.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

/** The numbers an answer writes, read in its language's format ("USD 1,234.50", "ARS 98.500", "3,5 %"). */
function writtenNumbers(text: string, lang: 'en' | 'es'): number[] {
  // Dates, ISO codes with digits and list numbering ("1.") are not figures.
  const body = text.replace(/^\s*\d+\.\s/gm, '').replace(/\b\d{4}-\d{2}-\d{2}\b/g, '');
  return [...body.matchAll(/\d+(?:[.,]\d+)*/g)].map(([raw]) => {
    const normal = lang === 'es' ? raw.replace(/\.(?=\d{3}\b)/g, '').replace(',', '.') : raw.replace(/,(?=\d{3}\b)/g, '');
    return Number(normal);
  });
}

function allowedFigures(input: ChatInput): number[] {
  const data = [...numbersIn(input.campaigns), ...numbersIn(input.profile ?? {}), ...numbersIn(input.message)];
  const derived = new Set<number>([...data, ...PRODUCT_FACTS]);
  for (let i = 0; i <= 10; i++) derived.add(i);
  for (const a of data) {
    for (const f of FACTORS) {
      derived.add(a * f);
      derived.add(a / f);
    }
    for (const b of data) if (b) derived.add(a / b);
  }
  for (const a of data) for (const b of data) if (b) derived.add(a / b / 7);
  return [...derived];
}

function inData(n: number, allowed: number[]): boolean {
  return allowed.some(
    (a) => Math.abs(a - n) <= Math.max(0.011, Math.abs(a) * 0.006) || Math.floor(a) === n || Math.round(a * 10) / 10 === n,
  );
}

/** Every text of the web catalog, per language (web/src/locales/<lang>/*.json). */
const localesDir = fileURLToPath(new URL('../../../web/src/locales/', import.meta.url));
function catalog(lang: 'en' | 'es'): Map<string, string> {
  const entries = readdirSync(`${localesDir}${lang}`)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) =>
      Object.entries(JSON.parse(readFileSync(`${localesDir}${lang}/${f}`, 'utf8')) as Record<string, string>).map(
        ([key, value]) => [`${f}:${key}`, value] as const,
      ),
    );
  return new Map(entries);
}
const CATALOG = { en: catalog('en'), es: catalog('es') };
const TEXTS = { en: new Set(CATALOG.en.values()), es: new Set(CATALOG.es.values()) };

/** A control named in quotes that exists only in the other language's interface ("«Manage billing»" in Spanish). */
function foreignControls(text: string, lang: 'en' | 'es'): string[] {
  const other = lang === 'es' ? 'en' : 'es';
  return [...text.matchAll(/[«“]([^»”]{2,60})[»”]/g)]
    .map((m) => m[1]!)
    .filter((quoted) => TEXTS[other].has(quoted) && !TEXTS[lang].has(quoted));
}

/** The dashboard's words for a campaign's status, objective and type in the other language ("Strategy ready" in Spanish). */
function foreignValues(prose: string, lang: 'en' | 'es'): string[] {
  const other = lang === 'es' ? 'en' : 'es';
  const words = [...CATALOG[other].entries()]
    .filter(([key]) => /^dashboard\.json:(status|objective|type)\.[a-zA-Z]+$/.test(key))
    .map(([key, value]) => [value, CATALOG[lang].get(key)] as const)
    // The words themselves (Strategy ready, Leads, Search), not the form's notes and hints.
    .filter(([value, own]) => value !== own && value.length >= 4 && value.length <= 30)
    .map(([value]) => value);
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return words.filter((w) => new RegExp(`(^|[^\\p{L}])${escape(w)}($|[^\\p{L}])`, 'u').test(prose));
}

const ENGLISH = /\b(the|your|and|with|clicks|you|is|are|results)\b/i;
const SPANISH = /\b(el|los|las|tu|tus|para|con|que|clics|está|tenés|tienes)\b/i;

function check(row: QuestionCase): string[] {
  const owner = OWNERS[row.owner];
  const input: ChatInput = {
    message: row.message,
    history: [],
    campaigns: owner.campaigns,
    ...(owner.profile ? { profile: owner.profile } : {}),
  };
  const { text, intents } = offlineChatAnswer(input);
  const problems: string[] = [];
  if (JSON.stringify(intents) !== JSON.stringify(row.intents))
    problems.push(`answered ${JSON.stringify(intents)}, asked ${JSON.stringify(row.intents)}`);
  for (const mention of row.mentions ?? []) if (!text.includes(mention)) problems.push(`does not mention "${mention}"`);
  const allowed = allowedFigures(input);
  const invented = writtenNumbers(text, row.lang).filter((n) => !inData(n, allowed));
  if (invented.length) problems.push(`figures not in the data: ${invented.join(', ')}`);
  // Quoted copy and keywords stay in the campaign's language; the reply around them follows the message.
  const prose = text.replace(/[«“"][^»”"]*[»”"]/g, ' ');
  if (row.lang === 'es' && ENGLISH.test(prose)) problems.push(`English in a Spanish answer: "${ENGLISH.exec(prose)?.[0]}"`);
  if (row.lang === 'en' && SPANISH.test(prose)) problems.push(`Spanish in an English answer: "${SPANISH.exec(prose)?.[0]}"`);
  const controls = foreignControls(text, row.lang);
  if (controls.length) problems.push(`names controls of the other language's interface: ${controls.join(', ')}`);
  const values = foreignValues(prose, row.lang);
  if (values.length) problems.push(`campaign words of the other language's interface: ${values.join(', ')}`);
  if (problems.length) problems.push(`answer:\n${text}`);
  return problems;
}

const outcomes: boolean[] = [];

describe('the assistant answers the question asked (question table)', () => {
  it('has at least 40 questions, in Spanish and in English', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(QUESTIONS.filter((q) => q.lang === 'es').length).toBeGreaterThanOrEqual(15);
    expect(QUESTIONS.filter((q) => q.lang === 'en').length).toBeGreaterThanOrEqual(15);
  });

  it.each(QUESTIONS.map((row) => [row.owner, row.message, row] as const))('%s: %s', (_owner, _message, row) => {
    const problems = check(row);
    outcomes.push(problems.length === 0);
    expect(problems).toEqual([]);
  });

  afterAll(() => {
    const passed = outcomes.filter(Boolean).length;
    console.info(
      `assistant question table: ${passed}/${outcomes.length} pass (${Math.round((passed / Math.max(1, outcomes.length)) * 100)}%)`,
    );
  });
});
