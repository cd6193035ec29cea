// Page speed: Lighthouse performance score and LCP for '/' and '/login', driving Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function measureLighthouse(baseUrl, paths = ['/', '/login']) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const lhr = result.lhr;
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const lcp = lhr.audits['largest-contentful-paint'].numericValue;
      rows.push({ name: `lighthouse: '${path}' score`, value: score, unit: '/100', targetMin: 95, extra: `LCP ${(lcp / 1000).toFixed(2)} s` });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
