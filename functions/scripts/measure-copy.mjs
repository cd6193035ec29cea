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
// LINT_LIB: another build of this checkout (the linter's own directory root), e.g. one made with --outDir.
const { lintAdCopy } = await import(pathToFileURL(resolve(process.env.LINT_LIB ?? resolve(here, '../lib'), 'contract/copy-lint.js')).href);
// Builds before the domain rooms (ADR 21) kept these modules under adapters/ai and campaigns/.
const load = (path, before) => import(pathToFileURL(resolve(lib, existsSync(resolve(lib, path)) ? path : before)).href);
const { offlineStrategy } = await load('strategy/strategist.js', 'adapters/ai/offline/strategist.js');
const { enforceStrategyRules } = await load('strategy/rules.js', 'adapters/ai/rules.js');
const { businessName } = await load('copy/text.js', 'campaigns/text.js');
// Builds with the one campaign model read the model's fields (lists, pages); older builds the SPEC's payload.
const contract = await import(pathToFileURL(resolve(lib, 'contract/campaigns.js')).href);
if (contract.fieldsOfPayload) for (const b of briefs) b.input = contract.fieldsOfPayload(contract.campaignPayloadSchema.parse(b.input));

const fold = (t) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Each group's ad as stored; a build from before it repeats the shared set. */
const groupAds = (s) =>
  s.adGroups.map((g) =>
    g.ad && g.ad.headlines.length >= 3 ? { ...g.ad, own: true } : { headlines: s.headlines, descriptions: s.descriptions, own: false },
  );
/** A group's theme: its first keyword without the place or intent words (as the copy engine reads it). */
const themeWords = (keyword, location) => {
  const place = new Set(fold(location).split(/[^\p{L}]+/u));
  return fold(keyword)
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length > 2 && !place.has(w) && !/^(de|del|las|los|con|para|por|and|the|for|with|near|precio|price|cost)$/.test(w));
};
const namesTheme = (line, words) => {
  const f = fold(line);
  return words.length > 0 && words.filter((w) => f.includes(w.length > 5 ? w.slice(0, -1) : w)).length >= Math.min(2, words.length);
};

function measure(label, make) {
  let points = 0;
  let filler = 0;
  let nearDup = 0;
  let other = 0;
  let headlines = 0;
  let claims = 0;
  let groups = 0;
  let ownAds = 0;
  let fullAds = 0;
  let themed3 = 0;
  let groupViolations = 0;
  const rows = [];
  for (const b of briefs) {
    const s = make(b.input);
    const ads = groupAds(s);
    const allAdText = [
      ...s.headlines,
      ...s.descriptions,
      ...ads.flatMap((a) => [...a.headlines, ...a.descriptions]),
      ...(s.callouts ?? []),
    ];
    const text = fold(allAdText.join(' | '));
    const used = b.points.filter((alts) => alts.some((a) => text.includes(fold(a)))).length;
    const lang = /^(es|spa)|espa/i.test(b.input.language) ? 'es' : 'en';
    const name = businessName(b.input.description);
    const ctx = { lang, support: b.input.description, properNouns: [...b.places, ...(name ? [name] : [])] };
    const v = lintAdCopy(s, ctx);
    const f = v.filter((x) => x.field === 'headlines' && x.rule === 'filler').length;
    const n = v.filter((x) => x.field === 'headlines' && (x.rule === 'near-duplicate' || x.rule === 'duplicate')).length;
    const c = v.filter((x) => x.rule === 'claim').length;
    let gThemed = 0;
    for (const [i, ad] of ads.entries()) {
      groups += 1;
      if (ad.own) ownAds += 1;
      if (ad.headlines.length === 15 && ad.descriptions.length === 4) fullAds += 1;
      const words = themeWords(s.adGroups[i].keywords[0]?.text ?? s.adGroups[i].name, b.input.location);
      if (ad.headlines.filter((h) => namesTheme(h, words)).length >= 3) {
        themed3 += 1;
        gThemed += 1;
      }
      const gv = lintAdCopy(ad, ctx);
      groupViolations += gv.length;
      claims += gv.filter((x) => x.rule === 'claim').length;
    }
    points += used;
    headlines += s.headlines.length;
    filler += f;
    nearDup += n;
    claims += c;
    other += v.length - f - n - c;
    rows.push(
      `${b.id.padEnd(24)} points ${used}/${b.points.length}  filler ${f}  near-dup ${n}  claims ${c}  other ${v.length - f - n - c}  groups ${ads.length} (own ad ${ads.filter((a) => a.own).length}, 3+ themed ${gThemed})`,
    );
  }
  console.log(`\n${label}`);
  for (const r of rows) console.log(`  ${r}`);
  console.log(
    `  TOTAL: avg selling points used ${(points / briefs.length).toFixed(2)}, filler headlines ${filler}, near-duplicate headlines ${nearDup}, unsupported claims ${claims}, other violations ${other}, avg headlines ${(headlines / briefs.length).toFixed(1)}`,
  );
  console.log(
    `  PER GROUP: ${groups} ad groups, ${ownAds} with their own ad, ${fullAds} with 15 headlines + 4 descriptions, ${themed3} with 3+ headlines naming the group, ${groupViolations} linter findings in group ads`,
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
    // Each group's own ad breaks the rules too, with claims the brief never made.
    adGroups: base.adGroups.map((g) => ({
      ...g,
      ad: {
        headlines: [
          'Get a Free Quote',
          'Open 24/7',
          'Same-Day Service',
          '30 Years of Experience',
          'Satisfaction Guaranteed',
          'Licensed and Insured',
          'Para Más',
          'Learn More Here',
          ...(g.ad?.headlines ?? []).slice(0, 3),
        ],
        descriptions: ['Learn more. Learn more. for more info!', '¡¡¡Ofertas increíbles!!! Envío gratis en el día.'],
        path1: 'x',
        path2: '',
      },
    })),
  };
};

console.log(`Measuring ${briefs.length} briefs with ${lib}`);
measure('offline strategist', (input) => enforceStrategyRules(offlineStrategy(input), input));
measure('fake AI answer with violations, after enforceStrategyRules', (input) => enforceStrategyRules(badAnswer(input), input));
