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

/** A business whose name is 60 characters, in a place with a long name, with long keywords in Spanish and English. */
const LONG_NAME = 'Electricistas Matriculados Hermanos Fernández y Asociados SA';

test('long content (a 60-character business name, long places and keywords in both languages) never widens a signed-in page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(LONG_NAME).toHaveLength(60);
  await signIn(page);
  await buyPremiumMonthly(page);
  await page.goto('/dashboard#new');
  await fillCampaignForm(page, {
    description: `${LONG_NAME} hace instalaciones eléctricas domiciliarias y comerciales, tableros y reparaciones urgentes en todo Brisbane.`,
    objective: /^Leads/,
    location: 'Santa Cruz de la Sierra, Departamento de Santa Cruz, Bolivia',
    language: 'Spanish',
    keywords:
      'instalaciones eléctricas domiciliarias y comerciales certificadas, emergency residential electrician available twenty four hours, reparación de tableros eléctricos trifásicos industriales',
    budget: '140',
    landingPage: 'https://electricistas-matriculados-hermanos-fernandez-y-asociados.example/servicios/instalaciones',
  });
  await page.getByRole('button', { name: 'Generate Strategy' }).click();
  await expect(page.getByRole('heading', { name: /^Your (strategy for|campaign strategy)/ })).toBeVisible({ timeout: 60_000 });
  await expectNoSidewaysScroll(page, 'the strategy just written');

  for (const route of routes) {
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, `${route.path} with long content`);
  }

  // The chat: its controls never cover a message.
  await page.goto('/dashboard');
  const composer = page.getByRole('textbox').last();
  await composer.fill(`¿Cómo le va a ${LONG_NAME} con instalaciones eléctricas domiciliarias y comerciales certificadas?`);
  await composer.press('Enter');
  const first = page.getByRole('log').getByRole('listitem').first();
  await expect(first).toBeVisible();
  const box = (await first.boundingBox())!;
  for (const button of await page.getByRole('main').getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const b = (await button.boundingBox())!;
    const overlaps = b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height;
    expect(overlaps, `"${await button.textContent()}" covers the first message`).toBe(false);
  }
  await expectNoSidewaysScroll(page, 'the chat with a long message');

  // The campaign page, every section.
  const sidebar = page.getByRole('complementary', { name: 'Your campaigns' });
  const toggle = sidebar.getByRole('button', { name: /^Show/ });
  if (await toggle.isVisible()) await toggle.click();
  await expectNoSidewaysScroll(page, 'the campaign list with a long name');
  await sidebar
    .getByRole('link', { name: /^Open / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/campaigns\/[\w-]+$/);
  const campaign = new URL(page.url()).pathname;
  for (const section of ['overview', 'ads', 'keywords', 'budget']) {
    await page.goto(`${campaign}#${section}`);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, `${campaign}#${section} with long content`);
  }
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expectNoSidewaysScroll(page, 'the campaign editor with long content');
});
