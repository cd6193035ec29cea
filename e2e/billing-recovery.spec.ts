import { expect, signIn, test } from './fixtures';

/**
 * A renewal fails → the banner on every signed-in page → the portal → the card is
 * updated → the invoice is paid → the banner is gone. On the local stand-ins for Stripe Checkout
 * and the customer portal, whose steps send Stripe-signed events through the app's real webhook.
 */
test('a failed renewal is recovered through the portal, and the banner goes away', async ({ page }) => {
  await signIn(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Pro monthly' }).click();
  await expect(page).toHaveTitle('Test checkout — no charge');
  await expect(page.getByLabel('Visa 4242 4242 4242 4242 — pays')).toBeChecked();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your plan is Pro. If you activated Premium, it will update shortly.',
  );

  // My Plan: price, next charge and card; the portal from there.
  await page.goto('/plan');
  await expect(page.getByText('Plan detected from your account: Pro')).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByText('$20.00 per month')).toBeVisible();
  await page.getByRole('button', { name: 'Manage billing and invoices' }).click();
  await expect(page).toHaveTitle('Billing — test portal');
  await expect(page.getByText('Local stand-in for the Stripe customer portal')).toBeVisible();

  // The card on file becomes one that declines, then the renewal comes.
  await page.getByLabel('Visa 4000 0000 0000 0341 — saved, then every charge is declined').check();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('portal-card')).toContainText('•••• 0341');
  await page.getByRole('button', { name: 'Go to the next renewal (or the trial end, or the cancellation date)' }).click();
  await expect(page.getByTestId('portal-status')).toHaveText('past_due');
  await page.getByRole('link', { name: 'Return to the app' }).click();

  // The banner, on My Plan and on any other signed-in page; the plan is kept while Stripe retries.
  await expect(page).toHaveURL(/\/plan$/);
  const banner = page.getByRole('alert').filter({ hasText: 'Your last payment failed' });
  await expect(banner).toBeVisible();
  await expect(page.getByText('Plan detected from your account: Pro')).toBeVisible();
  await page.goto('/profile');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('you keep your Pro plan meanwhile');
  // Nothing scrolls sideways on a phone: the banner wraps.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Update payment method → the portal → a card that pays: the open invoice is paid at once.
  await banner.getByRole('button', { name: 'Update payment method' }).click();
  await expect(page).toHaveTitle('Billing — test portal');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByLabel('Visa 4242 4242 4242 4242 — pays').check();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('portal-status')).toHaveText('active');
  await expect(page.getByTestId('portal-card')).toContainText('•••• 4242');
  await page.getByRole('link', { name: 'Return to the app' }).click();

  await expect(page.getByText('Subscription status: active')).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByText('Your last payment failed')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByText('Your last payment failed')).toHaveCount(0);
});
