import type { Page } from '@playwright/test';
import { buyPremiumMonthly, expect, signIn, test, typeUntilSuggested } from './fixtures';

/**
 * Places as the owner means them, on the local stack (the offline places, the Google Ads sandbox):
 * what the form shows is what the review shows and what is created — a radius around a suburb —
 * and the campaign page shows it afterwards. Two cities picked in Spanish: e2e/guadalajara.spec.ts.
 */

/** Connects the sandbox from the strategy's "Create in Google Ads" and opens the newest campaign's page. */
async function connectAndOpen(page: Page, labels: { create: RegExp; dialog: RegExp; connect: RegExp }) {
  await page.getByRole('button', { name: labels.create }).click();
  await page.getByRole('dialog', { name: labels.dialog }).getByRole('button', { name: labels.connect }).click();
  await page.getByRole('button', { name: /^(Allow|Permitir)$/ }).click();
  await expect(page).toHaveURL(/\/integrations\/google-ads\?status=ok$/);
  await page.goto('/dashboard');
  await page
    .getByRole('complementary')
    .getByRole('link', { name: /^(Open|Abrir) / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/campaigns\/[A-Za-z0-9]+$/);
}

test.describe('an English owner in Brisbane', () => {
  test.use({ locale: 'en-AU' });

  test('sets a 25 km radius around a suburb; the review and the created campaign show that radius around that suburb', async ({ page }) => {
    await signIn(page);
    await buyPremiumMonthly(page);
    await page.goto('/dashboard#new');
    const form = page.getByRole('form');
    const next = () => form.getByRole('button', { name: 'Next' }).click();
    await form
      .getByLabel('Describe your business')
      .fill('Sparks Electrical: switchboard upgrades, smoke alarms and emergency call-outs on Brisbane’s north side.');
    await next();
    await form.getByRole('radio', { name: /^Leads/ }).check();
    await next();
    await form.getByLabel('Language').fill('English');
    const location = form.getByRole('combobox', { name: 'Location' });
    await typeUntilSuggested(page, location, 'Chermside', 'Chermside, Brisbane, Queensland, Australia');
    await expect(page.getByRole('listbox', { name: 'Suggested places' }).getByRole('option').first()).toContainText('Suburb');
    await location.press('ArrowDown');
    await location.press('Enter');
    await form.getByLabel('Radius around Chermside, Brisbane, Queensland, Australia (km, optional)').fill('25');
    const said = 'Ads will target people in or regularly in: 25 km around Chermside, Brisbane, Queensland, Australia.';
    await expect(form.getByText(said)).toBeVisible();
    await next();
    await form.getByLabel('Keywords', { exact: true }).fill('electrician, switchboard upgrade');
    await next();
    await form.getByLabel('Weekly budget (USD)').fill('150');
    await form.getByLabel('Landing page').fill('https://sparks.example/');
    await page.getByRole('button', { name: 'Generate Strategy' }).click();
    await expect(page.getByRole('heading', { name: /^Your (strategy for|campaign strategy)/ })).toBeVisible({ timeout: 60_000 });

    await connectAndOpen(page, { create: /^Create in Google Ads$/, dialog: /^Connect Google Ads to continue$/, connect: /^Connect$/ });
    const review = page.getByRole('region', { name: 'Review before creating' });
    await expect(review.getByText('25 km around Chermside, Brisbane, Queensland, Australia')).toBeVisible({ timeout: 30_000 });
    // Nothing else is targeted: one location, the radius the owner set.
    await expect(review.getByRole('listitem').filter({ hasText: /km around/ })).toHaveCount(1);
    await review.getByRole('button', { name: 'Create in Google Ads (paused)' }).click();
    await expect(page.getByRole('main').getByText('In Google Ads (paused)').first()).toBeVisible({ timeout: 30_000 });

    // The created campaign's page: its places, as created, editable with an undo.
    await page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Overview' }).click();
    const places = page.getByRole('region', { name: 'Places' });
    await expect(places.getByText(said)).toBeVisible();
    await expect(places.getByLabel('Radius around Chermside, Brisbane, Queensland, Australia (km, optional)')).toHaveValue('25');
    await expect(places.getByRole('button', { name: 'Change the places in Google Ads' })).toBeVisible();
  });
});
