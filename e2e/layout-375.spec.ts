import type { Page } from '@playwright/test';
import { expect, buyPremiumMonthly, fillCampaignForm, signIn, test } from './fixtures';
import { routes } from './routes';

/**
 * No signed-in route scrolls sideways on a 375 px phone — every route of the spec,
 * and every section of a campaign page whose campaign runs in the Google Ads sandbox (results tables
 * become cards there). SCREENSHOTS=dir also saves the campaign sections at 375 and 1280 px.
 */

async function expectNoSidewaysScroll(page: Page, where: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where} is ${scrollWidth}px wide at 375 px`).toBeLessThanOrEqual(375);
}

test.use({ viewport: { width: 375, height: 800 } });

test('every signed-in route, and every section of a live campaign page, fits a 375 px phone', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await buyPremiumMonthly(page);
  await page.goto('/dashboard#new');
  await fillCampaignForm(page);
  await page.getByRole('button', { name: 'Generate Strategy' }).click();
  await expect(page.getByRole('heading', { name: /^Your (strategy for|campaign strategy)/ })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Create in Google Ads' }).click();
  await page.getByRole('dialog', { name: 'Connect Google Ads to continue' }).getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Connection authorized successfully.')).toBeVisible();
  await page.goto('/dashboard#new');
  const created = page.waitForResponse((r) => r.url().endsWith('/real') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create in Google Ads' }).click();
  const body = (await (await created).json()) as { campaign: { id: string } };
  await expect(page.getByText('Campaign created in your Google Ads account.')).toBeVisible();

  for (const route of routes) {
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, route.path);
  }

  // The campaign, enabled so its results have figures, section by section.
  const campaign = `/campaigns/${encodeURIComponent(body.campaign.id)}`;
  await page.goto(campaign);
  const panel = page.getByRole('region', { name: 'Results' });
  await panel.getByRole('button', { name: 'Enable campaign' }).click();
  await page.getByRole('alertdialog', { name: 'Enable this campaign?' }).getByRole('button', { name: 'Enable' }).click();
  await expect(panel.getByText('Campaign enabled in Google Ads.')).toBeVisible();
  await expect(page.locator('.campaign-status .badge').first()).toHaveText('In Google Ads (enabled)');
  await panel.getByRole('button', { name: 'Last 30 days' }).click();
  // The long lists open on demand; open, they fit too.
  for (const list of ['Keywords', 'Search terms', 'Ads']) await panel.locator('summary').filter({ hasText: list }).click();
  await expect(panel.getByRole('region', { name: 'Search terms' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the results with every list open');
  const shots = process.env['SCREENSHOTS'];
  for (const section of ['overview', 'ads', 'keywords', 'budget', 'results', 'history']) {
    await page.goto(`${campaign}#${section}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('navigation', { name: 'Campaign sections' }).locator('[aria-current="true"]')).toHaveCount(1);
    await expectNoSidewaysScroll(page, `${campaign}#${section}`);
    if (shots) {
      await page.screenshot({ path: `${shots}/campaign-${section}-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${shots}/campaign-${section}-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
    }
  }
});
