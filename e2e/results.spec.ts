import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, buyPremiumMonthly, fillCampaignForm, signIn, test } from './fixtures';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[aria-labelledby="results-title"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * After launch: create the campaign in Google Ads (sandbox) → open its page → enable it →
 * results ("Sandbox data") → apply the search-terms → negatives suggestion → the history shows it →
 * pause. The results panel lives on the campaign page, `/campaigns/{id}` (the page where the
 * panel is mounted); set RESULTS_PAGE to a different pattern (`{id}` is replaced) if it moves.
 */
/** Screenshots only when SCREENSHOT_DIR names a folder, as the other journeys. */
async function shot(page: Page, name: string, fullPage: boolean) {
  const dir = process.env['SCREENSHOT_DIR'];
  if (dir) await page.screenshot({ path: `${dir}/${name}`, fullPage });
}

const campaignPage = (id: string) => (process.env['RESULTS_PAGE'] ?? '/campaigns/{id}').replace('{id}', encodeURIComponent(id));

/** The owner's own headline, written on the campaign page before creation. */
const OWN_HEADLINE = 'Whiter teeth in one visit';

/**
 * Premium, connected to the sandbox; the owner edits the campaign's first headline on its page, the
 * pre-flight review shows it, and the campaign is created (paused) from the review: answers its id.
 */
async function createdCampaign(page: Page): Promise<string> {
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

  // Edit → review → create: the review shows the owner's edit, and creation sends it.
  await page.goto('/dashboard');
  await page
    .getByRole('complementary', { name: 'Your campaigns' })
    .getByRole('link', { name: /^Open / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/campaigns\/[A-Za-z0-9]+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page
    .getByRole('textbox', { name: /^Headline 1 of / })
    .first()
    .fill(OWN_HEADLINE);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/^Changes saved\./)).toBeVisible();
  const review = page.getByRole('region', { name: 'Review before creating' });
  await review.getByRole('button', { name: 'Update review' }).click();
  await expect(review.getByText(OWN_HEADLINE, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const created = page.waitForResponse((r) => r.url().endsWith('/real') && r.request().method() === 'POST');
  await review.getByRole('button', { name: 'Create in Google Ads (paused)' }).click();
  expect((await created).status()).toBe(201);
  return id;
}

test('edit → review → create → enable → results → apply some of a negatives suggestion → undo it → history → pause', async ({ page }) => {
  test.setTimeout(180_000);
  const id = await createdCampaign(page);
  await page.goto(campaignPage(id));
  const panel = page.getByRole('region', { name: 'Results' });

  // Created paused: Google's status and why it does not serve.
  await expect(panel.getByText('Sandbox data')).toBeVisible();
  await expect(panel.getByText('Paused', { exact: true })).toBeVisible();
  await expect(panel.getByText('The campaign is paused, so its ads do not show. Enable it to start.')).toBeVisible();

  await panel.getByRole('button', { name: 'Enable campaign' }).click();
  await page.getByRole('alertdialog', { name: 'Enable this campaign?' }).getByRole('button', { name: 'Enable' }).click();
  await expect(panel.getByText('Campaign enabled in Google Ads.')).toBeVisible();
  await expect(panel.getByText('Enabled', { exact: true }).first()).toBeVisible();
  // The sandbox mixes in searches that do not fit the business (the strategy's negatives exclude "free" and "jobs").
  // The long lists open on demand.
  await panel.locator('summary').filter({ hasText: 'Search terms' }).click();
  await expect(panel.getByRole('region', { name: 'Search terms' })).toContainText(/how to do .* yourself/);
  // The owner's headline is in the ad Google runs.
  await panel.locator('summary').filter({ hasText: 'Ads' }).click();
  await expect(panel.getByRole('list', { name: 'Headlines and Google’s rating' }).first()).toContainText(OWN_HEADLINE);
  await shot(page, 'results-panel-1280.png', true);
  await expectNoSeriousViolations(page);

  // Thirty days hold enough searches for every kind of suggestion.
  await panel.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(panel.getByText(/vs previous 30 days/).first()).toBeVisible();
  const apply = panel.getByRole('button', { name: /^Apply: Exclude \d+ search terms? that waste money$/ });
  await apply.click();
  const confirm = page.getByRole('alertdialog', { name: 'Apply this change in Google Ads?' });
  await expect(confirm).toContainText(/"how to do .* yourself"/);
  // Partial apply: one box per search term, all ticked; untick the last one.
  const items = confirm.getByRole('group', { name: 'Choose what to apply' }).locator('label');
  expect(await items.count()).toBeGreaterThan(1);
  const unticked = items.last();
  const untickedName = await unticked.innerText();
  await unticked.getByRole('checkbox').uncheck();
  await shot(page, 'suggestion-items-1280.png', false);
  await confirm.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText(/^Done: Added \d+ negative keywords?:/)).toBeVisible();
  await expect(apply).toHaveCount(0);
  // The history is its own section of the campaign page.
  const sections = page.getByRole('navigation', { name: 'Campaign sections' });
  await sections.getByRole('link', { name: 'History' }).click();
  const historyPanel = page.getByRole('region', { name: 'History' });
  const history = historyPanel.getByRole('heading', { name: 'Changes made from Pautia' }).locator('..');
  await expect(history.getByRole('listitem').first()).toContainText(/Added \d+ negative keywords?: .*"how to do .* yourself"/);
  await expect(history).toContainText('Enabled the campaign');
  await expect(history.getByRole('listitem').first()).not.toContainText(untickedName.trim());
  await expect(history.getByRole('listitem').first()).toContainText(/Before.*Your ads show for/s);
  await shot(page, 'history-1280.png', true);
  // Undo it: one Google Ads change, recorded; the original says it was undone and offers no second undo.
  await history
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Undo: Added \d+ negative keywords?/ })
    .click();
  await page.getByRole('alertdialog', { name: 'Undo this change in Google Ads?' }).getByRole('button', { name: 'Undo' }).click();
  await expect(historyPanel.getByText(/^Undone: Added \d+ negative keywords?:/)).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText(/Undone: removed \d+ negative keywords?/);
  await expect(history.getByRole('listitem').nth(1)).toContainText('Undone');
  await expect(history.getByRole('listitem').nth(1).getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'history-375.png', true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await sections.getByRole('link', { name: 'Results' }).click();

  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'results-panel-375.png', true);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await panel.getByRole('button', { name: 'Pause campaign' }).click();
  await page.getByRole('alertdialog', { name: 'Pause this campaign?' }).getByRole('button', { name: 'Pause' }).click();
  await expect(panel.getByText('Campaign paused in Google Ads.')).toBeVisible();
  await sections.getByRole('link', { name: 'History' }).click();
  await expect(history.getByRole('listitem').first()).toContainText('Paused the campaign');
  await sections.getByRole('link', { name: 'Results' }).click();
  await expect(panel.getByRole('button', { name: 'Enable campaign' })).toBeVisible();
});
