import { randomUUID } from 'node:crypto';
import { expect, test as base, type Page } from '@playwright/test';

export { expect };

/** Fails the test on any uncaught page error. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export interface E2EAccount {
  name: string;
  email: string;
}

export function newAccount(name = 'Ana García'): E2EAccount {
  return { name, email: `e2e-${randomUUID().slice(0, 8)}@example.com` };
}

/** Signs in through the login screen and the local account chooser, as a person would. */
export async function signIn(page: Page, account: E2EAccount = newAccount()): Promise<E2EAccount> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(account.name);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByRole('button', { name: /Continue as/ }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  return account;
}

/** Buys Premium monthly through the local checkout stand-in and waits for the plan to show. */
export async function buyPremiumMonthly(page: Page): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Premium monthly' }).click();
  await expect(page).toHaveTitle('Test checkout — no charge');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your plan is Premium. If you activated Premium, it will update shortly.',
  );
}
