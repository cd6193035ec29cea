import { expect, buyPremiumMonthly, signIn, test } from './fixtures';

/**
 * A Premium user in Austin, Texas picks the suggested place, connects a EUR sandbox account,
 * reviews the pre-flight on the campaign page and creates the campaign from it.
 */

test('a Premium user in Austin, Texas picks the suggested place, connects a EUR sandbox account and creates', async ({ page }) => {
  await signIn(page);
  await buyPremiumMonthly(page);

  await page.goto('/dashboard#new');
  const form = page.getByRole('form');
  const next = () => form.getByRole('button', { name: 'Next' }).click();
  await form
    .getByLabel('Describe your business')
    .fill('Bright Smile Dental offers teeth whitening and family check-ups in Austin. Open on Saturdays, free parking.');
  await next();
  await form.getByRole('radio', { name: /^Leads/ }).check();
  await next();

  // Place suggestions as the user types: an accessible combobox.
  await form.getByLabel('Language').fill('English');
  const location = form.getByRole('combobox', { name: 'Location' });
  await location.pressSequentially('Austin, Tex', { delay: 20 });
  const options = page.getByRole('listbox', { name: 'Suggested places' });
  await expect(options.getByRole('option').first()).toHaveText(/Austin, Texas, United States/);
  await expect(location).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Suggestions from an offline list of places')).toBeVisible();
  if (process.env['SCREENSHOT_DIR']) await page.screenshot({ path: `${process.env['SCREENSHOT_DIR']}/issue15-place-suggestions.png` });
  await location.press('ArrowDown');
  await location.press('Enter');
  await expect(location).toHaveValue('Austin, Texas, United States');
  await expect(page.getByText('Ads will target the city of Austin, Texas, United States.')).toBeVisible();
  await next();
  await form.getByLabel('Keywords', { exact: true }).fill('teeth whitening, family dentist');
  await next();
  await form.getByLabel('Weekly budget (USD)').fill('140');
  await form.getByLabel('Landing page').fill('https://brightsmile.example/');
  await page.getByRole('button', { name: 'Generate Strategy' }).click();
  await expect(page.getByRole('heading', { name: /^Your (strategy for|campaign strategy)/ })).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Create in Google Ads' }).click();
  await page.getByRole('dialog', { name: 'Connect Google Ads to continue' }).getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveTitle('Google Ads sandbox — no real account');
  await page.getByLabel('Test account billed in').selectOption('EUR');
  if (process.env['SCREENSHOT_DIR']) {
    await page.setViewportSize({ width: 390, height: 760 });
    await page.screenshot({ path: `${process.env['SCREENSHOT_DIR']}/issue15-sandbox-consent-currency-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/integrations\/google-ads\?status=ok$/);

  // The pre-flight review on the campaign page: what will be created, in the account's currency.
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Your campaigns' });
  await sidebar
    .getByRole('link', { name: /^Open / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/campaigns\/[A-Za-z0-9]+$/);
  const review = page.getByRole('region', { name: 'Review before creating' });
  await expect(review.getByText(/billed in EUR/)).toBeVisible({ timeout: 30_000 });
  await expect(review.getByText(/Austin/).first()).toBeVisible();
  await expect(review.getByText(/€[\d.,]+ a day/)).toBeVisible();
  await expect(review.getByText('PAUSED', { exact: false }).first()).toBeVisible();
  await review.getByRole('button', { name: 'Create in Google Ads (paused)' }).click();
  // Once created, the page opens on its Results section; the link to Google Ads is in the Overview.
  await expect(page.getByRole('main').getByText('In Google Ads (paused)').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Overview' }).click();
  const googleAds = page.getByRole('region', { name: 'Google Ads' });
  await expect(googleAds.getByRole('status')).toContainText(/paused/i);
  await expect(googleAds.getByRole('link', { name: /Open in Google Ads/ })).toHaveAttribute(
    'href',
    /^https:\/\/ads\.google\.com\/aw\/campaigns\?campaignId=\d+/,
  );
});
