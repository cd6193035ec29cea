import { expect, signIn, test } from './fixtures';
import type { Page } from '@playwright/test';

const ABOUT =
  'Panadería Sol is a family bakery in Palermo, Buenos Aires. We bake sourdough bread, medialunas and custom birthday cakes every day and deliver within 5 km.';

const form = (page: Page) => page.getByRole('region', { name: 'Create a campaign' });
const stepTitle = (page: Page, name: string) => form(page).getByRole('heading', { level: 3, name });
const next = (page: Page) => form(page).getByRole('button', { name: 'Next' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Your campaigns' });
// The conversation's own items (an answer's Markdown lists are lists of their own).
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' }).locator(':scope > li');

/** Walks the five steps; on each one, first tries to go on without the required answer. */
async function fillFormCheckingEachStep(page: Page) {
  await expect(stepTitle(page, 'Business Info')).toBeVisible();
  await page.getByLabel('Describe your business').fill('Too short');
  await next(page).click();
  await expect(page.getByText('Describe your business in more than 20 characters.')).toBeVisible();
  await expect(stepTitle(page, 'Business Info')).toBeVisible();
  await page.getByLabel('Describe your business').fill(ABOUT);
  await next(page).click();

  await expect(stepTitle(page, 'Objectives')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Campaign type' })).toHaveCount(0);
  await next(page).click();
  await expect(page.getByText('Choose an objective for your campaign.')).toBeVisible();
  await page.getByRole('radio', { name: /^Sales/ }).check();
  await expect(page.getByRole('group', { name: 'Campaign type' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Search/ })).toBeChecked();
  await next(page).click();

  await expect(stepTitle(page, 'Targeting')).toBeVisible();
  await next(page).click();
  await expect(page.getByText('Enter the location you want to reach.')).toBeVisible();
  await expect(page.getByText('Enter the language of your ads.')).toBeVisible();
  await page.getByLabel('Location').fill('Palermo, Buenos Aires');
  await page.getByRole('form').getByLabel('Language').fill('Spanish');
  await next(page).click();

  await expect(stepTitle(page, 'Keywords')).toBeVisible();
  await next(page).click();
  await expect(page.getByText('Enter at least one keyword.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Keywords', exact: true }).fill('panadería palermo, pan de masa madre, tortas de cumpleaños');
  await page.getByLabel('Negative keywords (optional)').fill('receta, gratis');
  await next(page).click();

  await expect(stepTitle(page, 'Budget & Links')).toBeVisible();
  await expect(page.getByText('Minimum $50/week recommended')).toBeVisible();
  const generate = form(page).getByRole('button', { name: 'Generate Strategy' });
  await generate.click();
  await expect(page.getByText('Enter your weekly budget.')).toBeVisible();
  await page.getByLabel('Weekly budget (USD)').fill('40');
  await generate.click();
  await expect(page.getByText('The minimum weekly budget is $50.')).toBeVisible();
  await page.getByLabel('Weekly budget (USD)').fill('150');
  await page.getByLabel('Landing page').fill('panaderiasol.com');
  await generate.click();
  await expect(page.getByText('Enter a full address starting with http:// or https://.')).toBeVisible();
  await page.getByLabel('Landing page').fill('https://panaderiasol.com');
  // Free plan: no Google Ads creation.
  await expect(form(page).getByRole('button', { name: 'Create in Google Ads' })).toHaveCount(0);
  return generate;
}

test('a Free user plans a campaign, reviews it, chats with the assistant until the upgrade overlay', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '+ Create campaign' }).click();
  await expect(page).toHaveURL(/\/dashboard#new$/);
  await expect(sidebar(page).getByText('No campaigns yet.')).toBeVisible();

  const generate = await fillFormCheckingEachStep(page);
  await generate.click();
  await expect(page.getByText('Generating Campaign Strategy')).toBeVisible();

  // The strategy, readable, and the new campaign in the sidebar.
  const strategy = page.getByRole('article');
  await expect(strategy.getByText('Strategy ready')).toBeVisible({ timeout: 60_000 });
  await expect(strategy.locator('.strategy-doc .strategy-doc-heading').first()).toBeVisible();
  expect(await strategy.locator('.strategy-doc li').count()).toBeGreaterThan(5);
  await expect(strategy).toContainText('Palermo');
  const campaign = sidebar(page).locator('.campaign-item').first();
  await expect(campaign).toBeVisible();
  await expect(sidebar(page).locator('.campaign-item')).toHaveCount(1);

  // Clicking it summarises it in the chat.
  await campaign.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const summary = messages(page).last();
  await expect(summary).toContainText('Objective: Sales');
  await expect(summary).toContainText('Type: Search');
  await expect(summary).toContainText('Location: Palermo, Buenos Aires');
  await expect(summary).toContainText('Language: Spanish');
  await expect(summary).toContainText('Budget: $150.00/week');

  // A reply is typed out, then kept in the history.
  const box = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.fill('¿Qué palabras clave me recomendás para empezar?');
  await send.click();
  await expect(send).toBeDisabled();
  await expect(page.getByTestId('typing-reply')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('typing-reply')).toHaveCount(0, { timeout: 60_000 });
  await expect(messages(page)).toHaveCount(3);
  await expect(messages(page).last()).toHaveClass(/chat-message-assistant/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('chatHistory') ?? '[]') as { role: string }[]);
  expect(stored.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);

  // Free = 3 AI queries for life (docs/product.md P6.2): the next two are answered, the fourth opens the overlay.
  await page.emulateMedia({ reducedMotion: 'reduce' }); // replies appear at once from here on
  for (let i = 2; i <= 3; i++) {
    await box.fill(`Pregunta número ${i}: ¿cómo mejoro mis anuncios?`);
    await send.click();
    await expect(messages(page)).toHaveCount(1 + i * 2, { timeout: 60_000 });
    await expect(messages(page).last()).toHaveClass(/chat-message-assistant/);
    await expect(messages(page).last()).not.toContainText('I apologize');
  }
  await box.fill('Una pregunta más');
  await send.click();
  const overlay = page.getByRole('dialog', { name: 'Upgrade to keep chatting' });
  await expect(overlay).toContainText("You've exceeded the number of chats allowed in your plan.");
  await expect(overlay.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(box).toBeFocused();

  // The history survives a reload, and leaves with the user at sign-out.
  await page.reload();
  await expect(messages(page)).toHaveCount(8);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('chatHistory'))).toBeNull();
});

test("a Free user's second strategy meets the campaign-limit modal", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const fill = async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '+ Create campaign' }).click();
    await page.getByLabel('Describe your business').fill(ABOUT);
    await next(page).click();
    await page.getByRole('radio', { name: /^Leads/ }).check();
    await next(page).click();
    await page.getByLabel('Location').fill('Rosario');
    await page.getByRole('form').getByLabel('Language').fill('Spanish');
    await next(page).click();
    await page.getByRole('textbox', { name: 'Keywords', exact: true }).fill('florería rosario');
    await next(page).click();
    await page.getByLabel('Weekly budget (USD)').fill('60');
    await form(page).getByRole('button', { name: 'Generate Strategy' }).click();
  };
  await fill();
  await expect(page.getByRole('article').getByText('Strategy ready')).toBeVisible({ timeout: 60_000 });
  await fill();
  const modal = page.getByRole('dialog', { name: 'Upgrade your plan to create more campaigns' });
  await expect(modal).toBeVisible({ timeout: 60_000 });
  await expect(modal.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  await expect(sidebar(page).locator('.campaign-item')).toHaveCount(1);
});

test('the dashboard works on a 360 px phone: the campaign list folds above the chat', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await page.goto('/dashboard');
  const toggle = sidebar(page).getByRole('button', { name: /Show/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page).getByText('No campaigns yet.')).toBeHidden();
  await toggle.click();
  await expect(sidebar(page).getByText('No campaigns yet.')).toBeVisible();
  const box = await page.getByRole('textbox', { name: 'Message' }).boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
