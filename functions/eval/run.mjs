// The campaign rubric on the team's own corpus (functions/eval/corpus.json), on a holdout nobody
// tuned the generator on (functions/eval/holdout.json) and on a blind set written by someone who never
// saw the generator or its output (functions/eval/blind.json): each brief's strategy and planned
// assets, checked as a PPC expert would check them, brief by brief and in total, each set apart.
// Usage: `npm run eval:campaigns` (builds functions, then runs this), or after a build:
//   node functions/eval/run.mjs [libDir] [--set=corpus|holdout|blind] [--only=id,id] [--verbose] [--without-facts] [--strict]
// Exits 1 when a corpus brief fails (the gate); the holdout and the blind set are measurements (of how
// far the generator holds on briefs nobody tuned it for) and gate only with --strict or their --set.
// libDir: a build of any version (default functions/lib), to measure before and after alike.
// With OPENAI_API_KEY set (and EVAL_OPENAI unset or not "0"), each brief also runs on OpenAI.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { checkBrief, CHECKS } from './rubric.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const lib = resolve(args.find((a) => !a.startsWith('--')) ?? resolve(here, '../lib'));
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const verbose = args.includes('--verbose');
const strict = args.includes('--strict');
const withoutFacts = args.includes('--without-facts');
const setArg = args.find((a) => a.startsWith('--set='))?.slice(6);
const sets = ['corpus', 'holdout', 'blind']
  .filter((name) => !setArg || setArg === name)
  .map((name) => ({
    name,
    briefs: JSON.parse(readFileSync(resolve(here, `${name}.json`), 'utf8')).filter((b) => !only || only.includes(b.id)),
  }));
const corpus = sets.flatMap((s) => s.briefs);

const load = (path) => import(pathToFileURL(resolve(lib, path)).href);
const contract = await load('contract/campaigns.js');
const { offlineStrategy } = await load('strategy/strategist.js');
const { enforceStrategyRules } = await load('strategy/rules.js');
const { planAssets } = await load('copy/assets.js');
const { lintAdCopy } = await load('contract/copy-lint.js');

function inputOf(brief) {
  const fields = contract.fieldsOfPayload(contract.campaignPayloadSchema.parse(brief.input));
  const facts = contract.factsSchema ? contract.factsSchema.parse(brief.facts) : brief.facts;
  // --without-facts: as a form posted without confirmed facts (read from the description), judged
  // against the facts the owner would have confirmed.
  return withoutFacts ? fields : { ...fields, facts };
}

const paths = [{ name: 'offline', run: async (input) => offlineStrategy(input) }];
// The AI path's rules on an answer that breaks them: a model's strategy written without the facts,
// with the claims, never-say words and blocking negatives models write. What is stored must pass.
paths.push({
  name: 'ai-rules',
  run: async (input) => {
    const raw = offlineStrategy({ ...input, facts: undefined });
    const bad = {
      ...raw,
      summary: `${raw.summary} Licensed and insured, 24/7 fast response.`,
      headlines: ['Licensed and Insured', 'Fast Response 24/7', ...raw.headlines],
      negativeKeywords: [...raw.negativeKeywords, 'curso', 'cursos', 'trabajo', 'free', 'gratis', 'course'],
    };
    return enforceStrategyRules(bad, input);
  },
});
if (process.env.OPENAI_API_KEY && process.env.EVAL_OPENAI !== '0') {
  const { openAiProvider } = await load('adapters/ai/openai.js');
  const provider = openAiProvider({
    apiKey: process.env.OPENAI_API_KEY,
    model: process.env.OPENAI_MODEL ?? 'gpt-6-luna', // the app's default model (config.ts)
    baseUrl: process.env.OPENAI_BASE_URL,
    timeoutMs: 90_000,
    productName: 'Pautia',
  });
  paths.push({
    name: 'openai',
    run: async (input) => enforceStrategyRules(await provider.draftStrategy(input, { signal: AbortSignal.timeout(90_000) }), input),
  });
}

// The first generation loads the place catalogs once per process (the city list on the first city
// lookup); a running server has them loaded. Warm up on a brief of none of the corpus's places.
if (corpus.length) offlineStrategy({ ...inputOf(corpus[0]), location: 'Springfield' });

let failedAll = 0;
for (const set of sets) {
  let failedBriefs = 0;
  const totals = Object.fromEntries(CHECKS.map((c) => [c, { pass: 0, fail: 0 }]));
  const times = [];
  // Headlines per ad group on the offline path: how many groups reach 15, and how many fall short.
  const perGroup = {};
  for (const path of paths) {
    console.log(`\n== ${set.name}: ${path.name} strategist (${lib}) ==`);
    for (const brief of set.briefs) {
      const input = inputOf(brief);
      const t0 = performance.now();
      let strategy;
      try {
        strategy = await path.run(input);
      } catch (error) {
        console.log(`✗ ${brief.id}: generation failed: ${error?.message ?? error}`);
        failedBriefs++;
        continue;
      }
      let ms = performance.now() - t0;
      if (path.name === 'offline') {
        times.push(ms);
        for (const g of strategy.adGroups ?? []) {
          const n = g.ad?.headlines?.length ?? 0;
          perGroup[n] = (perGroup[n] ?? 0) + 1;
        }
      }
      // Only the offline strategist's time is the server's (the others wait on a model, or time two runs).
      if (path.name !== 'offline') ms = 0;
      const assets = planAssets({
        payload: input,
        strategy,
        languageCode: brief.input.language === 'Español' ? 'es' : 'en',
        finalUrl: input.pages.landing ?? '',
        currency: 'USD',
      });
      const results = checkBrief({ brief, input, strategy, assets, lintAdCopy, ms });
      const failed = results.filter((r) => !r.pass);
      for (const r of results) totals[r.check][r.pass ? 'pass' : 'fail']++;
      if (failed.length) failedBriefs++;
      console.log(
        `${failed.length ? '✗' : '✓'} ${brief.id} [${path.name}] ${results.length - failed.length}/${results.length} (${ms.toFixed(0)} ms)`,
      );
      for (const r of verbose ? results : failed) console.log(`    ${r.pass ? '✓' : '✗'} ${r.check}${r.detail ? `: ${r.detail}` : ''}`);
    }
  }

  console.log(`\n== ${set.name}: totals per check ==`);
  for (const check of CHECKS) {
    const t = totals[check];
    console.log(`  ${check.padEnd(24)} ${t.pass}/${t.pass + t.fail}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const all = Object.values(totals).reduce((s, t) => ({ pass: s.pass + t.pass, fail: s.fail + t.fail }), { pass: 0, fail: 0 });
  console.log(`\n${set.name}: checks passed: ${all.pass}/${all.pass + all.fail}`);
  console.log(
    `${set.name}: briefs passing every check: ${set.briefs.length * paths.length - failedBriefs}/${set.briefs.length * paths.length}`,
  );
  console.log(
    `${set.name}: offline headlines per group: ${Object.entries(perGroup)
      .sort((a, b) => Number(b[0]) - Number(a[0]))
      .map(([n, c]) => `${n}×${c}`)
      .join(' ')}`,
  );
  if (sorted.length)
    console.log(
      `${set.name}: offline strategist time: median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`,
    );
  if (set.name === 'corpus' || strict || setArg === set.name) failedAll += failedBriefs;
}
process.exit(failedAll ? 1 : 0);
