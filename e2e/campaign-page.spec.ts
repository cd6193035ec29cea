import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, buyPremiumMonthly, signIn, test } from './fixtures';

/**
 * Premium → generate → open the campaign from the sidebar → edit a headline → export the Editor CSV
 * → print view; axe clean at 375 and 1280 px. All on the local stack (local checkout, offline
 * strategist).
 */

async function generate(page: Page) {
  await page.goto('/dashboard#new');
  const form = page.getByRole('form');
  const next = () => form.getByRole('button', { name: 'Next' }).click();
  await form
    .getByLabel('Describe your business')
    .fill('Panadería La Espiga es una panadería artesanal en Palermo: pan de masa madre, facturas y tortas por encargo.');
  await next();
  await form.getByRole('radio', { name: /^Leads/ }).check();
  await next();
  await form.getByLabel('Location').fill('Buenos Aires, Argentina');
  await form.getByLabel('Language').fill('Spanish');
  await next();
  await form.getByLabel('Keywords', { exact: true }).fill('pan de masa madre, tortas por encargo');
  await next();
  await form.getByLabel('Weekly budget (USD)').fill('140');
  await form.getByLabel('Landing page').fill('https://laespiga.example/');
  await page.getByRole('button', { name: 'Generate Strategy' }).click();
  await expect(page.getByRole('heading', { name: /^Your (strategy for|campaign strategy)/ })).toBeVisible({ timeout: 60_000 });
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('generate → open from the sidebar → edit a headline → export (Premium) → print view', async ({ page }) => {
  await signIn(page);
  await buyPremiumMonthly(page);
  await generate(page);

  await page.getByRole('article').getByRole('button', { name: 'Back to chat' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Your campaigns' });
  const toggle = sidebar.getByRole('button', { name: /^Show/ });
  if (await toggle.isVisible()) await toggle.click();
  await sidebar
    .getByRole('link', { name: /^Open / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/campaigns\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('figure')).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  // Each ad group's own ad is edited where the group is shown: the first group's first headline.
  const headline = page.getByRole('textbox', { name: /^Headline 1 of / }).first();
  await headline.fill('x'.repeat(31));
  await expect(headline).toHaveAttribute('aria-invalid', 'true');
  await headline.fill('Pan de masa madre, "hoy"');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/^Changes saved\./)).toBeVisible();
  await expect(page.getByRole('figure')).toContainText('Pan de masa madre, "hoy"');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Google Ads Editor CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-google-ads-editor\.csv$/);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.startsWith('\uFEFFCampaign,Campaign type,')).toBe(true);
  expect(text).toContain('"Pan de masa madre, ""hoy"""');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page);
    if (process.env['SCREENSHOT_DIR'])
      await page.screenshot({ path: `${process.env['SCREENSHOT_DIR']}/campaign-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page);
    if (process.env['SCREENSHOT_DIR'])
      await page.screenshot({ path: `${process.env['SCREENSHOT_DIR']}/campaign-edit-${width}.png`, fullPage: true });
  }
});
