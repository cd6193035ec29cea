import { expect, signIn, test } from './fixtures';

const CONFIRM_TEXT =
  "Your subscription will be canceled at the end of the current period. You won't be charged on the next renewal. Do you confirm?";

test('a Free user buys Pro monthly on the local checkout, sees PRO, and schedules the cancelation', async ({ page }) => {
  await signIn(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pick your plan and roll' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose Pro monthly' }).click();

  // The local stand-in for Stripe Checkout.
  await expect(page).toHaveURL(/\/local\/checkout\/cs_local_[0-9a-f]+\?lang=en$/);
  await expect(page).toHaveTitle('Test checkout — no charge');
  const summary = page.locator('dl');
  await expect(summary).toContainText('PlanPro');
  await expect(summary).toContainText('Price$20.00 USD / month');
  await expect(summary).toContainText('PeriodMonthly');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_local_[0-9a-f]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your plan is Pro. If you activated Premium, it will update shortly.',
  );

  await page.goto('/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'My Plan' })).toBeVisible();
  await expect(page.getByText('Plan detected from your account: Pro')).toBeVisible();
  await expect(page.getByText('Subscription status: active')).toBeVisible();

  // The app's own confirmation dialog, not the browser's confirm().
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel at period end?' });
  await expect(confirm).toContainText(CONFIRM_TEXT);
  await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(confirm).toHaveCount(0);

  await expect(page.getByText('Cancelation scheduled. You keep Pro until the end of the current period.')).toBeVisible();
  // The period end is a month from now, shown in the reader's date format (the browser's English locale).
  const expected = await page.evaluate(async () => {
    const uid = (JSON.parse(localStorage.getItem('userData') ?? '{}') as { uid: string }).uid;
    const record = JSON.parse(localStorage.getItem(`subscriptionCancel:${uid}`) ?? '{}') as { current_period_end: number };
    const locale = navigator.languages.find((tag) => /^en-/i.test(tag)) ?? 'en-US';
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(record.current_period_end * 1000));
    return { date, daysAhead: (record.current_period_end * 1000 - Date.now()) / 86_400_000 };
  });
  expect(expected.daysAhead).toBeGreaterThan(27);
  expect(expected.daysAhead).toBeLessThan(32);
  await expect(page.getByText(`Your subscription is set to cancel at period end. Next charge stops on: ${expected.date}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel at period end' })).toHaveCount(0);

  // Still Pro after a reload: the server says so.
  await page.reload();
  await expect(page.getByText('Plan detected from your account: Pro')).toBeVisible();
  await expect(page.getByText(`Next charge stops on: ${expected.date}`, { exact: false })).toBeVisible();
});

test('Cancel on the local checkout lands on "Purchase cancelled" and charges nothing', async ({ page }) => {
  await signIn(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveTitle('Test checkout — no charge');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/checkout\/cancel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase cancelled' })).toBeVisible();
  await expect(page.getByText('No charge was made. You can choose another plan whenever you like.')).toBeVisible();
  await page.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // Still Free: every plan is offered.
  await expect(page.getByRole('navigation', { name: 'Plans on this page' }).getByRole('link')).toHaveText(['Trial', 'Pro', 'Premium']);
});
