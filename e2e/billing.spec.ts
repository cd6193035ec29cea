import { expect, signIn, test } from './fixtures';

const CONFIRM_TEXT =
  "Your subscription will be canceled at the end of the current period. You won't be charged on the next renewal. Do you confirm?";

test('a Free user buys Pro monthly on the local checkout, sees PRO, and schedules the cancelation', async ({ page }) => {
  await signIn(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pick your plan and roll' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose Pro monthly' }).click();

  // The local stand-in for Stripe Checkout.
  await expect(page).toHaveURL(/\/local\/checkout\/cs_local_[0-9a-f]+$/);
  await expect(page).toHaveTitle('Test checkout — no charge');
  const summary = page.locator('dl');
  await expect(summary).toContainText('PlanPro');
  await expect(summary).toContainText('Price$20.00 USD / month');
  await expect(summary).toContainText('PeriodMonthly');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_local_[0-9a-f]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your plan is PRO. If you activated Premium, it will update shortly.');

  await page.goto('/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'My Plan' })).toBeVisible();
  await expect(page.getByText('Plan detected from your account: Pro')).toBeVisible();
  await expect(page.getByText('Subscription status: active')).toBeVisible();

  const dialog = page.waitForEvent('dialog');
  const click = page.getByRole('button', { name: 'Cancel at period end' }).click();
  const confirm = await dialog;
  expect(confirm.type()).toBe('confirm');
  expect(confirm.message()).toBe(CONFIRM_TEXT);
  await confirm.accept();
  await click;

  await expect(page.getByText('Cancelation scheduled. You keep Pro until the end of the current period.')).toBeVisible();
  // The period end is a month from now, shown in the browser's local date format.
  const expected = await page.evaluate(async () => {
    const uid = (JSON.parse(localStorage.getItem('userData') ?? '{}') as { uid: string }).uid;
    const record = JSON.parse(localStorage.getItem(`subscriptionCancel:${uid}`) ?? '{}') as { current_period_end: number };
    return { date: new Date(record.current_period_end * 1000).toLocaleDateString(), daysAhead: (record.current_period_end * 1000 - Date.now()) / 86_400_000 };
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

test('Cancel on the local checkout lands on "Compra cancelada" and charges nothing', async ({ page }) => {
  await signIn(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveTitle('Test checkout — no charge');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/checkout\/cancel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compra cancelada' })).toBeVisible();
  await expect(page.getByText('No se realizó ningún cargo. Podés elegir otro plan cuando quieras.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // Still Free: every plan is offered.
  await expect(page.getByRole('navigation', { name: 'Plans on this page' }).getByRole('link')).toHaveText(['Trial', 'Pro', 'Premium']);
});
