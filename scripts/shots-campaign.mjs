// Screenshots of a live campaign page, for a person to look at (not a
// test): a Premium owner connects the Google Ads sandbox, reviews the campaign before creating it,
// creates and enables it, starts the A/B test, applies some of a negatives suggestion and undoes it;
// then every section of the campaign page (overview, ads, keywords, budget, results, history), the
// confirmations and the dashboard, in English and Spanish, at 375 px and 1280 px. Starts its own stack.
//
//   npm run build && node scripts/shots-campaign.mjs [--out /tmp/shots-27]
//
// Files are named <lang>-<what>-<width>.png; pages that scroll sideways are listed at the end.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ROOT, startStack } from '../emulators/stack.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';

const { values } = parseArgs({ options: { out: { type: 'string', default: join(ROOT, 'screenshots', 'campaign') } } });
const out = resolve(values.out);
mkdirSync(out, { recursive: true });
const overflowing = [];
const SECTIONS = ['overview', 'ads', 'keywords', 'budget', 'results', 'history'];

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(400);
}

/** A full-page PNG at `width`, noting a page wider than the window. */
async function shot(page, name, width, { fullPage = true } = {}) {
  await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
  // From the top: a full-page shot of a scrolled page draws the sticky navigation bar over the title.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) overflowing.push(`${name}-${width}: ${scrollWidth} px wide in ${clientWidth} px`);
  const file = join(out, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(`  ${file}`);
}

const both = async (page, name, options) => {
  for (const width of [1280, 375]) await shot(page, name, width, options);
  await page.setViewportSize({ width: 1280, height: 900 });
};

async function setLanguage(page, language) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const nav = page.getByRole('navigation', { name: /^(Main|Principal|Navegación principal)$/ });
  const target = language === 'es' ? 'Español' : 'English';
  const button = (await nav.count()) ? nav.getByRole('button', { name: target }) : page.getByRole('button', { name: target }).first();
  await button.click();
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
}

console.log('Starting the local stack…');
const stack = await startStack({ ports: 'auto', persist: false, quiet: !process.env['SHOTS_VERBOSE'] });
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ baseURL: stack.url, locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (error) => console.warn(`  page error: ${error.message}`));

  // Sign in, buy Premium (the local checkout), write a campaign.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const chooser = page.getByRole('dialog');
  await chooser.getByLabel('Name').fill('Ana García');
  await chooser.getByLabel('Email').fill(`shots-${Date.now()}@example.com`);
  await chooser.getByRole('button', { name: /Continue as/ }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Premium monthly' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/checkout\/success\?session_id=/);
  await page.getByText('Your plan is Premium').waitFor();

  await page.goto('/dashboard#new');
  const form = page.getByRole('form');
  const next = () => form.getByRole('button', { name: 'Next' }).click();
  await form
    .getByLabel('Describe your business')
    .fill('Bright Smile Dental offers teeth whitening and family check-ups in Austin, Texas, six days a week.');
  await next();
  await form.getByRole('radio', { name: /^Sales/ }).check();
  await next();
  await form.getByLabel('Location').fill('United States');
  await form.getByLabel('Language').fill('English');
  await next();
  await form.getByLabel('Keywords', { exact: true }).fill('teeth whitening, family dentist');
  await next();
  await form.getByLabel('Weekly budget (USD)').fill('70');
  await form.getByLabel('Landing page').fill('https://brightsmile.example/');
  // A loaded machine can make the Functions emulator fail to start a worker: try again, as an owner would.
  const strategy = page.getByRole('heading', { name: /^Your (strategy for|campaign strategy)/ });
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: 'Generate Strategy' }).click();
    const failed = page.getByText('Something went wrong while generating the answer.');
    await strategy.or(failed).first().waitFor({ timeout: 120_000 });
    if (await strategy.isVisible()) break;
    if (attempt === 3) throw new Error('The strategy failed three times');
    console.warn(`  generating failed (attempt ${attempt}); trying again`);
    await page.waitForTimeout(5_000);
  }

  // Connect the Google Ads sandbox.
  await page.getByRole('button', { name: 'Create in Google Ads' }).click();
  await page.getByRole('dialog', { name: 'Connect Google Ads to continue' }).getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/\/integrations\/google-ads\?status=ok$/);

  // The pre-flight review on the campaign page, in both languages.
  await page.goto('/dashboard');
  await page
    .getByRole('complementary', { name: 'Your campaigns' })
    .getByRole('link', { name: /^Open / })
    .first()
    .click();
  await page.waitForURL(/\/campaigns\/[A-Za-z0-9]+$/);
  const campaignUrl = new URL(page.url()).pathname;
  const review = page.getByRole('region', { name: 'Review before creating' });
  await review.getByRole('button', { name: 'Create in Google Ads (paused)' }).waitFor();
  console.log('Review');
  await both(page, 'en-review');
  await setLanguage(page, 'es');
  await page
    .getByRole('region', { name: 'Revisá antes de crear' })
    .or(page.getByRole('region', { name: /^Revis/ }))
    .first()
    .waitFor();
  await both(page, 'es-review');
  await setLanguage(page, 'en');

  // Create, enable, read 30 days.
  await review.getByRole('button', { name: 'Create in Google Ads (paused)' }).click();
  const panel = page.getByRole('region', { name: 'Results' });
  await panel.getByRole('button', { name: 'Enable campaign' }).click();
  await page.getByRole('alertdialog', { name: 'Enable this campaign?' }).getByRole('button', { name: 'Enable' }).click();
  await panel.getByText('Campaign enabled in Google Ads.').waitFor();
  await panel.getByRole('button', { name: 'Last 30 days' }).click();
  await panel.locator('summary').filter({ hasText: 'Search terms' }).waitFor();
  console.log('Results before any change');
  await both(page, 'en-results-before');

  // Start the A/B test (one click), then apply some of the negatives and undo that.
  await panel.getByRole('button', { name: /^Apply: Start the A\/B test/ }).click();
  const abDialog = page.getByRole('alertdialog', { name: 'Apply this change in Google Ads?' });
  await abDialog.waitFor();
  await both(page, 'en-confirm-ab-test', { fullPage: false });
  await abDialog.getByRole('button', { name: 'Apply' }).click();
  await panel.getByText(/^Done: Added ad B/).waitFor();

  await panel.getByRole('button', { name: /^Apply: Exclude \d+ search terms? that waste money$/ }).click();
  const negDialog = page.getByRole('alertdialog', { name: 'Apply this change in Google Ads?' });
  const items = negDialog.getByRole('group', { name: 'Choose what to apply' }).locator('label');
  await items.last().getByRole('checkbox').uncheck();
  await both(page, 'en-confirm-negatives', { fullPage: false });
  await negDialog.getByRole('button', { name: 'Apply' }).click();
  await panel.getByText(/^Done: Added \d+ negative keywords?:/).waitFor();

  await page.goto(`${campaignUrl}#history`);
  const history = page.getByRole('region', { name: 'History' });
  await history
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Undo: Added \d+ negative keywords?/ })
    .click();
  await page.getByRole('alertdialog', { name: 'Undo this change in Google Ads?' }).waitFor();
  await both(page, 'en-confirm-undo', { fullPage: false });
  await page.getByRole('alertdialog', { name: 'Undo this change in Google Ads?' }).getByRole('button', { name: 'Undo' }).click();
  await history.getByText(/^Undone: Added \d+ negative keywords?:/).waitFor();

  // Every section, in both languages.
  for (const language of ['en', 'es']) {
    if (language === 'es') await setLanguage(page, 'es');
    console.log(`Sections (${language})`);
    for (const section of SECTIONS) {
      await page.goto(`${campaignUrl}#${section}`);
      await page.locator('nav.campaign-sections [aria-current="true"]').waitFor();
      if (section === 'results') await page.locator('.results-verdict, .results-panel [role="status"]').first().waitFor();
      await both(page, `${language}-${section}`);
      if (section === 'results') {
        // The long lists open (keywords, search terms, ads), as an owner who wants the detail sees them.
        for (const summary of await page.locator('.results-more summary').all()) await summary.click();
        await both(page, `${language}-results-open`);
      }
    }
    await page.goto('/dashboard');
    await page.getByRole('complementary').first().waitFor();
    await both(page, `${language}-dashboard`);
  }
} catch (error) {
  // What the page showed when a step failed, to see why.
  for (const p of browser.contexts().flatMap((c) => c.pages())) await p.screenshot({ path: join(out, 'failed.png'), fullPage: true });
  throw error;
} finally {
  await browser.close();
  await stack.stop();
}
console.log(`Done: ${out}`);
console.log(overflowing.length ? `Pages that scroll sideways:\n  ${overflowing.join('\n  ')}` : 'No page scrolls sideways.');
