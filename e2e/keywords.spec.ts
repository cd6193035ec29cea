import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * Keyword research on the local stack: a Pro user asks for ideas (the sample planner,
 * labelled as such), adds two to the keywords field, and sees the clicks forecast at the budget.
 * SCREENSHOTS=dir also saves both steps at 375 and 1280 px.
 */
const form = (page: Page) => page.getByRole('region', { name: 'Create a campaign' });
const next = (page: Page) => form(page).getByRole('button', { name: 'Next' });
const keywordsBox = (page: Page) => page.getByRole('textbox', { name: 'Keywords', exact: true });

async function becomePro(page: Page) {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Pro monthly' }).click();
  await expect(page).toHaveTitle('Test checkout — no charge');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Your plan is Pro\./);
}

async function shoot(page: Page, name: string) {
  const dir = process.env['SCREENSHOTS'];
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('suggest keywords → add two ideas → the budget step forecasts clicks', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await becomePro(page);
  await page.goto('/dashboard#new');

  await page
    .getByLabel('Describe your business')
    .fill('Ruiz Plumbing fixes leaks, blocked drains and water heaters in Austin, 24 hours a day, for homes and small shops.');
  await next(page).click();
  await page.getByRole('radio', { name: /^Leads/ }).check();
  await next(page).click();
  await page.getByLabel('Location').fill('Austin, Texas, United States');
  // The form's field, not the navbar's language switch.
  await page.getByRole('form').getByLabel('Language').fill('English');
  await next(page).click();

  await keywordsBox(page).fill('emergency plumber, water heater repair');
  await page.getByRole('button', { name: 'Suggest keywords' }).click();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(page.getByText('Sample data — not from Google')).toBeVisible();
  await expect(
    table
      .getByRole('row', { name: /emergency plumber near me/ })
      .getByRole('cell')
      .nth(0),
  ).toHaveText(/^\d[\d,]*$/);

  // Sort by monthly searches, then add two ideas.
  await table.getByRole('button', { name: 'Monthly searches', exact: true }).click();
  await expect(table.getByRole('columnheader', { name: /Monthly searches/ })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Add emergency plumber near me' }).click();
  await page.getByRole('button', { name: 'Add water heater repair cost' }).click();
  await expect(keywordsBox(page)).toHaveValue(
    'emergency plumber, water heater repair, emergency plumber near me, water heater repair cost',
  );
  await shoot(page, 'keywords-step');
  await next(page).click();

  await page.getByLabel('Weekly budget (USD)').fill('150');
  await page.getByRole('button', { name: 'Forecast clicks' }).click();
  await expect(page.getByText(/^About \d[\d,]* clicks a week at this budget\.$/)).toBeVisible();
  // "Average CPC" carries its explanation button ("?") beside it.
  await expect(page.getByText(/Average CPC\W*\$\d+\.\d\d · cost \$\d+/)).toContainText('Sample data — not from Google');
  await shoot(page, 'budget-step');
});
