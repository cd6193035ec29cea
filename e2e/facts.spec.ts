import type { Page } from '@playwright/test';
import { buyPremiumMonthly, expect, signIn, test } from './fixtures';

/**
 * A nail salon in Zapopan confirms the facts Pautia read in her description: she fixes a
 * service's name, removes one she no longer offers, adds a selling point, says which currency her
 * "$" is, and confirms. On the last step her pages go to their services. Her confirmed service and
 * selling point are in the strategy and the review, and the campaign is created in the Google Ads
 * sandbox; her confirmed facts are kept in her business profile (she sees them on the Business
 * page), and her next campaign form starts from them, each in its own box. All on the local stack
 * (local checkout, offline strategist, Google Ads sandbox).
 */
const DESCRIPTION =
  'Lupita Nails es un salón de uñas en Zapopan. Ofrecemos uñas de gel, acrílicas, nail art y pestañas. Productos libres de tóxicos y citas el mismo día. Manicura desde $250. WhatsApp 33 1234 5678.';

const form = (page: Page) => page.getByRole('form');
const next = (page: Page) => form(page).getByRole('button', { name: 'Next' }).click();
const stepTitle = (page: Page, name: string) => form(page).getByRole('heading', { level: 3, name });
const group = (page: Page, name: string) => form(page).getByRole('group', { name });

test('an owner confirms and edits her facts in the form; the strategy, the review and the created campaign come from them', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signIn(page);
  await buyPremiumMonthly(page);

  await page.goto('/dashboard#new');
  await expect(stepTitle(page, 'Business Info')).toBeVisible();
  await form(page).getByLabel('Describe your business').fill(DESCRIPTION);
  await form(page).getByRole('button', { name: 'Read the facts' }).click();

  // What Pautia read, as chips.
  const services = group(page, 'Services');
  // The first request of a fresh local stack starts a Functions worker: give it time under load.
  await expect(services.getByRole('button', { name: 'Edit “Uñas de gel”' })).toBeVisible({ timeout: 60_000 });
  await expect(services.getByRole('button', { name: 'Edit “Acrílicas”' })).toBeVisible();
  await expect(group(page, 'Selling points').getByRole('button', { name: 'Edit “Citas el mismo día”' })).toBeVisible();
  await expect(form(page).getByLabel('WhatsApp')).toHaveValue('33 1234 5678');

  // She fixes one, by keyboard.
  await services.getByRole('button', { name: 'Edit “Acrílicas”' }).focus();
  await page.keyboard.press('Enter');
  await form(page).getByLabel('New text for “Acrílicas”').fill('Uñas acrílicas');
  await page.keyboard.press('Enter');
  await expect(services.getByRole('button', { name: 'Edit “Uñas acrílicas”' })).toBeFocused();
  // Removes one she no longer offers, adds a selling point.
  await services.getByRole('button', { name: 'Remove “Nail art”' }).click();
  await expect(services.getByText('Nail art')).toHaveCount(0);
  await group(page, 'Selling points').getByLabel('Add a selling point').fill('Estacionamiento gratis');
  await page.keyboard.press('Enter');
  await expect(group(page, 'Selling points').getByRole('button', { name: 'Edit “Estacionamiento gratis”' })).toBeVisible();

  // Her "$" could be more than one currency: she is asked before confirming.
  const confirm = form(page).getByRole('checkbox', { name: 'Use these facts for this campaign' });
  await expect(confirm).toBeDisabled();
  await group(page, 'Prices').getByLabel('Currency of the price of Manicura').selectOption('MXN');
  await confirm.check();
  await expect(form(page).getByText(/Confirmed\. The strategy uses these facts/)).toBeVisible();

  await next(page);
  await expect(stepTitle(page, 'Objectives')).toBeVisible();
  await page.getByRole('radio', { name: /^Leads/ }).check();
  await page.getByRole('radio', { name: /^Search/ }).check();
  await next(page);
  await expect(stepTitle(page, 'Targeting')).toBeVisible();
  // A place Google Ads can target as typed (the review refuses free text it cannot find).
  await form(page).getByLabel('Location').fill('Mexico');
  await form(page).getByLabel('Language').fill('Spanish');
  await next(page);
  await expect(stepTitle(page, 'Keywords')).toBeVisible();
  await form(page).getByLabel('Keywords', { exact: true }).fill('uñas de gel, pestañas, manicura');
  await next(page);
  await expect(stepTitle(page, 'Budget & Links')).toBeVisible();
  await form(page).getByLabel('Weekly budget (USD)').fill('80');
  await form(page).getByLabel('Landing page').fill('https://lupitanails.example/');
  await form(page).getByLabel('Services page').fill('https://lupitanails.example/unas-de-gel');
  // Her pages go to the services their addresses name.
  await expect(form(page).getByLabel('Page for Uñas de gel')).toHaveValue('https://lupitanails.example/unas-de-gel');
  await expect(form(page).getByLabel('Page for Pestañas')).toHaveValue('');

  await form(page).getByRole('button', { name: 'Generate Strategy' }).click();
  const strategy = page.getByRole('article');
  await expect(strategy.getByText('Strategy ready')).toBeVisible({ timeout: 120_000 });
  // Her confirmed service and selling point are in the strategy.
  await expect(strategy).toContainText(/uñas de gel/i);
  await expect(strategy).toContainText('Citas el mismo día');

  // Her confirmed facts are in her business profile, each in its own box.
  await page.goto('/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Your business' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Lupita Nails');
  await expect(page.getByLabel('Selling points and proof')).toHaveValue(/Estacionamiento gratis/);
  await expect(page.getByLabel('Selling points and proof')).toHaveValue(/Citas el mismo día/);
  await expect(page.getByLabel('Offers and prices')).toHaveValue(/Manicura 250 MXN/);
  await expect(page.getByLabel('WhatsApp')).toHaveValue('33 1234 5678');

  // The review and the creation in the Google Ads sandbox, from the same campaign.
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Your campaigns' });
  const toggle = sidebar.getByRole('button', { name: /^Show/ });
  if (await toggle.isVisible()) await toggle.click();
  await sidebar
    .getByRole('link', { name: /^Open / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/campaigns\/[\w-]+$/);
  const campaignUrl = page.url();
  const review = page.getByRole('region', { name: 'Review before creating' });
  await review.getByRole('button', { name: 'Connect Google Ads' }).click();
  await expect(page).toHaveTitle('Google Ads sandbox — no real account');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/status=ok/);
  await page.goto(campaignUrl);
  await expect(review).toContainText(/uñas de gel/i, { timeout: 30_000 });
  await expect(review).toContainText('lupitanails.example/unas-de-gel');
  // On request, each line says where it comes from: her own words.
  const gel = review.getByRole('region', { name: 'Uñas de gel' });
  await gel.getByRole('button', { name: 'Show where each line comes from' }).click();
  await expect(gel).toContainText(/From your facts: (citas el mismo día|productos libres de tóxicos|estacionamiento gratis)/i);
  await review.getByRole('button', { name: 'Create in Google Ads (paused)' }).click();
  await expect(page.getByRole('main').getByText('In Google Ads (paused)').first()).toBeVisible({ timeout: 30_000 });

  // Her next campaign, another day in a new tab (this tab keeps the answers it generated), starts
  // from what she confirmed, each fact in its own box.
  const later = await page.context().newPage();
  await later.goto('/dashboard#new');
  await expect(stepTitle(later, 'Business Info')).toBeVisible();
  await expect(group(later, 'Services').getByRole('button', { name: 'Edit “Uñas acrílicas”' })).toBeVisible();
  await expect(group(later, 'Selling points').getByRole('button', { name: 'Edit “Estacionamiento gratis”' })).toBeVisible();
  await expect(form(later).getByRole('checkbox', { name: 'Use these facts for this campaign' })).toBeChecked();
  await expect(form(later).getByLabel('Describe your business')).not.toHaveValue(/Lupita Nails: Lupita Nails/);
});
