import type { Page } from '@playwright/test';
import { buyPremiumMonthly, expect, newAccount, signIn, test } from './fixtures';

/**
 * The business profile as a person lives it: drafted from the first
 * brief, corrected on the Business page, then used by the next strategy (the form starts from it,
 * competitors become negative keywords) and the chat; the Premium conversation back after signing in
 * again; a support request opened from the chat, followed in the app and listed on the local
 * outbox stand-in.
 */
const BRIEF =
  'Panadería La Espiga es una panadería familiar en Córdoba con 30 años de oficio. Masa madre y tortas por encargo. Abrimos de 8 a 20. WhatsApp +54 351 555 1234.';

const form = (page: Page) => page.getByRole('region', { name: 'Create a campaign' });
const next = (page: Page) => form(page).getByRole('button', { name: 'Next' });
const stepTitle = (page: Page, name: string) => form(page).getByRole('heading', { level: 3, name });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Your campaigns' });
// The conversation's own items (an answer's Markdown lists are lists of their own).
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' }).locator(':scope > li');

/** The steps after Business Info, answered for a Spanish leads campaign. */
async function finishForm(page: Page, { location }: { location?: string } = {}) {
  await next(page).click();
  await expect(stepTitle(page, 'Objectives')).toBeVisible();
  await page.getByRole('radio', { name: /^Leads/ }).check();
  await next(page).click();
  await expect(stepTitle(page, 'Targeting')).toBeVisible();
  if (location) await page.getByLabel('Location').fill(location);
  await page.getByRole('form').getByLabel('Language').fill('Spanish');
  await next(page).click();
  await expect(stepTitle(page, 'Keywords')).toBeVisible();
  await page.getByRole('textbox', { name: 'Keywords', exact: true }).fill('panadería córdoba, tortas por encargo, pan de masa madre');
  await next(page).click();
  await expect(stepTitle(page, 'Budget & Links')).toBeVisible();
  await page.getByLabel('Weekly budget (USD)').fill('100');
  const landing = page.getByLabel('Landing page');
  if (!(await landing.inputValue())) await landing.fill('https://laespiga.example/encargos');
  await form(page).getByRole('button', { name: 'Generate Strategy' }).click();
  const strategy = page.getByRole('article');
  await expect(strategy.getByText('Strategy ready')).toBeVisible({ timeout: 60_000 });
  return strategy;
}

test('a profile drafted from the brief, corrected, used by the next strategy and the chat; a support request from the chat', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await signIn(page, newAccount('Marta Ríos'));

  // The first brief.
  await page.goto('/dashboard#new');
  await expect(stepTitle(page, 'Business Info')).toBeVisible();
  await page.getByLabel('Describe your business').fill(BRIEF);
  await finishForm(page, { location: 'Córdoba, Argentina' });
  await buyPremiumMonthly(page);

  // The draft, shown for confirmation: nothing is used until it is saved.
  await page.goto('/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Your business' })).toBeVisible();
  await expect(page.getByText(/We drafted this from your first brief/)).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Panadería La Espiga');
  // Stored in E.164, shown the way an Argentine owner writes it (national format).
  await expect(page.getByLabel('WhatsApp')).toHaveValue('0351 555-1234');
  await expect(page.getByLabel('Places you serve')).toHaveValue('Córdoba, Argentina');
  // Corrected: the name it goes by, a competitor never to name, and a claim never to make.
  await page.getByLabel('Business name').fill('Espiga de Oro');
  await page.getByLabel('Competitor names to exclude').fill('Panificadora Sol');
  await page.getByLabel('Words and claims never to use').fill('la mejor de Córdoba');
  await page.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByText('Saved. Your next strategies and answers use it.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/We drafted this from your first brief/)).toHaveCount(0);
  await expect(page.getByLabel('Competitor names to exclude')).toHaveValue('Panificadora Sol');

  // The next strategy starts from it.
  await page.goto('/dashboard#new');
  await expect(page.getByText('Filled in from your business profile. Change anything for this campaign.')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByLabel('Describe your business')).toHaveValue(/^Espiga de Oro: /);
  const strategy = await finishForm(page);
  await expect(strategy).toContainText('panificadora sol');
  await expect(strategy).not.toContainText(/la mejor de córdoba/i);

  // The chat: an answer, in the conversation Premium keeps.
  await page.getByRole('button', { name: 'Back to chat' }).first().click();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sidebar(page).locator('.campaign-item').first().click();
  await sidebar(page).locator('.campaign-item').first().click();
  await expect(messages(page)).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Message' }).fill('¿Qué palabras clave me recomendás?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages(page)).toHaveCount(3, { timeout: 60_000 });
  await expect(messages(page).last()).not.toContainText('I apologize');
  // The answer speaks of the business by the name the owner saved, and never of the competitor.
  await expect(messages(page).last()).toContainText('Espiga de Oro');
  await expect(messages(page).last()).not.toContainText('Panificadora Sol');

  // "Talk to a person": the conversation and the campaign go with the request.
  await page.getByRole('link', { name: 'Talk to a person' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Talk to a person' })).toBeVisible();
  await expect(page.getByText('Priority support: your account manager replies within 4 business hours')).toBeVisible();
  await expect(page.getByLabel(/Attach the conversation \(3 messages\) and the campaign/)).toBeChecked();
  await page.getByLabel('Topic').selectOption('campaign');
  await page.getByLabel('Your message').fill('¿Me ayudan a revisar esta campaña antes de activarla?');
  await page.getByRole('button', { name: 'Send request' }).click();
  // Premium: the request names its account manager and when they reply.
  await expect(page.getByText(/^Sent\. .+, your account manager, replies within 4 business hours; follow it below\.$/)).toBeVisible();
  const requests = page.getByRole('region', { name: 'Your requests' });
  await expect(requests.getByText('¿Me ayudan a revisar esta campaña antes de activarla?')).toBeVisible();
  await expect(requests).toContainText('replies within 4 business hours');

  // The team's inbox, locally: the labelled stand-in lists what would have been e-mailed.
  await page.goto('/local/mail');
  await expect(page.getByText('Local stand-in for SMTP: nothing is sent')).toBeVisible();
  await expect(page.locator('article.mail').filter({ hasText: account.email }).first()).toContainText(
    '¿Me ayudan a revisar esta campaña antes de activarla?',
  );

  // Signing in again (this browser forgets the conversation at sign-out): Premium gets it back.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('chatHistory'))).toBeNull();
  await signIn(page, account);
  await page.goto('/dashboard');
  await expect(messages(page).filter({ hasText: '¿Qué palabras clave me recomendás?' })).toHaveCount(1);
  await expect(messages(page)).toHaveCount(2);
});
