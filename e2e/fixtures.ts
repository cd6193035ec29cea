import { randomUUID } from 'node:crypto';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

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

/** What the five-step campaign form is filled with (English interface). */
export interface CampaignBrief {
  description: string;
  objective: RegExp;
  location: string;
  language: string;
  keywords: string;
  budget: string;
  landingPage: string;
}

/** A dental clinic in Austin selling teeth whitening. */
export const DENTIST_BRIEF: CampaignBrief = {
  description: 'Bright Smile Dental offers teeth whitening and family check-ups in Austin, Texas, six days a week.',
  objective: /^Sales/,
  location: 'United States',
  language: 'English',
  keywords: 'teeth whitening, family dentist',
  budget: '70',
  landingPage: 'https://brightsmile.example/',
};

/** Walks the five steps of the campaign form with `brief`, stopping before the last step's submit. */
export async function fillCampaignForm(page: Page, brief: CampaignBrief = DENTIST_BRIEF): Promise<void> {
  const form = page.getByRole('form');
  const next = () => form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Describe your business').fill(brief.description);
  await next();
  await form.getByRole('radio', { name: brief.objective }).check();
  await next();
  await form.getByLabel('Location').fill(brief.location);
  await form.getByLabel('Language').fill(brief.language);
  await next();
  await form.getByLabel('Keywords', { exact: true }).fill(brief.keywords);
  await next();
  await form.getByLabel('Weekly budget (USD)').fill(brief.budget);
  await form.getByLabel('Landing page').fill(brief.landingPage);
}

/** What the reader sees or hears on the page: visible text, and the names and hints of its controls. */
export async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [lang="en"]') || !parent.checkVisibility()) continue;
      if (node.textContent?.trim()) lines.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (element.closest('[lang="en"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) lines.push(value);
      }
    }
    lines.push(document.title);
    return lines.join('\n');
  });
}

/**
 * Types into a place combobox until its first suggestion reads `expected`. The first suggestion of a
 * fresh stack loads the offline lists (a few seconds on a loaded machine): typing again asks again.
 */
export async function typeUntilSuggested(page: Page, combobox: Locator, text: string, expected: string) {
  const first = page.getByRole('listbox').filter({ visible: true }).getByRole('option').first();
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt === 0) await combobox.pressSequentially(text, { delay: 20 });
    else {
      await combobox.press('Backspace');
      await combobox.pressSequentially(text.slice(-1));
    }
    try {
      await expect(first).toContainText(expected, { timeout: 12_000 });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}
