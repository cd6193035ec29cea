// Page speed: Lighthouse performance score and LCP for '/' and '/login' (mobile, simulated
// throttling: Lighthouse's defaults), driving the Chromium from the npm registry (scripts/browser.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser.mjs';
import { median } from './cold-start.mjs';

export async function measureLighthouse(baseUrl, { paths = ['/', '/login'], runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    // The package ships chrome-headless-shell, which is headless by nature (no --headless=new mode).
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    for (const path of paths) {
      // Lighthouse varies by a point or two from run to run: report the median of several runs.
      const lhrs = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        if (lhr.runtimeError) throw new Error(`Lighthouse ${path}: ${lhr.runtimeError.message}`);
        lhrs.push(lhr);
      }
      const scores = lhrs.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100));
      const lcps = lhrs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue);
      rows.push({
        name: `lighthouse: '${path}' score`,
        value: median(scores),
        unit: '/100',
        targetMin: 95,
        extra: `median of ${runs} (${scores.join(', ')}); LCP ${(median(lcps) / 1000).toFixed(2)} s`,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
