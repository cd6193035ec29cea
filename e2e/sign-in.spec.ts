import { expect, newAccount, test } from './fixtures';

test('a visitor signs in with Google, sees their first name, and signs out', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const account = newAccount('Lucía Fernández');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('no real Google account');
  await dialog.getByLabel('Name').fill(account.name);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByRole('button', { name: /Continue as/ }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  const userData = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
  expect(userData).toMatchObject({ email: account.email, plan: 'BASIC' });

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Welcome, Lucía');
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
