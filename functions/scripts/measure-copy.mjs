// Measures the ad copy on the issue-16 brief table (functions/src/copy/briefs.fixture.json):
// selling points used per strategy, filler and near-duplicate headlines, other linter violations.
// Usage (after `npm run build -w functions`):
//   node functions/scripts/measure-copy.mjs [libDir]     (libDir: a build of any version, default functions/lib)
// The linter always comes from this checkout's build, so before and after are judged alike.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const lib = resolve(process.argv[2] ?? resolve(here, '../lib'));
const briefs = JSON.parse(readFileSync(resolve(here, '../src/copy/briefs.fixture.json'), 'utf8'));
const { lintAdCopy } = await import(pathToFileURL(resolve(here, '../lib/contract/copy-lint.js')).href);
// Builds before issue 25's domain rooms (ADR 21) kept these modules under adapters/ai and campaigns/.
const load = (path, before) => import(pathToFileURL(resolve(lib, existsSync(resolve(lib, path)) ? path : before)).href);
const { offlineStrategy } = await load('strategy/strategist.js', 'adapters/ai/offline/strategist.js');
const { enforceStrategyRules } = await load('strategy/rules.js', 'adapters/ai/rules.js');
const { businessName } = await load('copy/text.js', 'campaigns/text.js');

const fold = (t) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function measure(label, make) {
  let points = 0;
  let filler = 0;
  let nearDup = 0;
  let other = 0;
  let headlines = 0;
  const rows = [];
  for (const b of briefs) {
    const s = make(b.input);
    const text = fold([...s.headlines, ...s.descriptions].join(' | '));
    const used = b.points.filter((alts) => alts.some((a) => text.includes(fold(a)))).length;
    const lang = /^(es|spa)|espa/i.test(b.input.language) ? 'es' : 'en';
    const name = businessName(b.input.description);
    const v = lintAdCopy(s, { lang, support: b.input.description, properNouns: [...b.places, ...(name ? [name] : [])] });
    const f = v.filter((x) => x.field === 'headlines' && x.rule === 'filler').length;
    const n = v.filter((x) => x.field === 'headlines' && (x.rule === 'near-duplicate' || x.rule === 'duplicate')).length;
    points += used;
    headlines += s.headlines.length;
    filler += f;
    nearDup += n;
    other += v.length - f - n;
    rows.push(`${b.id.padEnd(24)} points ${used}/${b.points.length}  filler ${f}  near-dup ${n}  other ${v.length - f - n}`);
  }
  console.log(`\n${label}`);
  for (const r of rows) console.log(`  ${r}`);
  console.log(
    `  TOTAL: avg selling points used ${(points / briefs.length).toFixed(2)}, filler headlines ${filler}, near-duplicate headlines ${nearDup}, other violations ${other}, avg headlines ${(headlines / briefs.length).toFixed(1)}`,
  );
}

/** A model answer with deliberate violations, as the OpenAI tests fake it. */
const badAnswer = (input) => {
  const base = offlineStrategy(input);
  return {
    ...base,
    headlines: [
      'BEST DENTIST IN TOWN!!',
      'Learn More Here',
      'Call 512-555-0199',
      'Click Here Now',
      '⭐ Top Rated ⭐',
      ...base.headlines.slice(0, 3),
    ],
    descriptions: ['Click here!!! The #1 choice, call 512 555 0199.', 'Más información aquí.'],
  };
};

console.log(`Measuring ${briefs.length} briefs with ${lib}`);
measure('offline strategist', (input) => enforceStrategyRules(offlineStrategy(input), input));
measure('fake AI answer with violations, after enforceStrategyRules', (input) => enforceStrategyRules(badAnswer(input), input));
