import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { vosForms } from '../web/src/locales/voseo';
import { expect, newAccount, pageText, test, typeUntilSuggested } from './fixtures';

/**
 * A nail salon owner in Guadalajara, as she lives Pautia in one journey: her browser in es-MX, she
 * picks Guadalajara and Zapopan, budgets in pesos, gets the strategy, subscribes to Premium (the
 * local checkout), connects a Google Ads sandbox account billed in pesos, reviews and creates. On
 * every screen: tuteo, never voseo; after the form's weekly USD field (the SPEC's), every campaign
 * amount in pesos, no dollars. The sandbox's recorded creation has its budget in pesos and both
 * places. Subscription prices stay in US dollars (the SPEC's), so Pricing and the checkout are read
 * for their Spanish only.
 */

const LOCALES = fileURLToPath(new URL('../web/src/locales', import.meta.url));
const read = (folder: string, namespace: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(join(LOCALES, folder, `${namespace}.json`), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};
/** A message of the web app's Spanish as a reader in Mexico gets it: the tuteo overlay over es. */
function t(id: string, values: Record<string, string> = {}): string {
  const [namespace = '', ...rest] = id.split('.');
  const key = rest.join('.');
  const text = read('es-tuteo', namespace)[key] ?? read('es', namespace)[key];
  if (!text) throw new Error(`No message ${id}`);
  return Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{${name}}`, value), text);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

/** The owner's own words (her name, brief, keywords) are hers: left out of the checks. */
const OWN = ['Lupita Hernández', 'Lupita', 'Uñas Lupita: uñas acrílicas, gelish y pedicure spa en Guadalajara, con cita por WhatsApp.'];

/** No vos form anywhere on the page. */
async function expectTuteo(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const text = OWN.reduce((rest, words) => rest.split(words).join(' '), await pageText(page));
  const vos = text.split('\n').flatMap((line) => vosForms(line).map((word) => `"${word}" in "${line.slice(0, 120)}"`));
  expect(vos, `${page.url()}: voseo for a reader in Mexico`).toEqual([]);
}

/** Every amount on the page in pesos: no dollars (USD, US$, a dollar sign alone), no other currency. */
async function expectPesos(page: Page, { some = true } = {}) {
  const text = await pageText(page);
  const foreign = text
    .split('\n')
    .filter((line) => /\bUSD\b|US\$|(^|[^A-Z])\$\s?\d|\b(EUR|ARS|AUD|CAD|GBP|COP|CLP|PEN|UYU|BRL|NZD)\s?\d/.test(line));
  expect(foreign, `${page.url()}: an amount not in pesos`).toEqual([]);
  if (some) expect(text, `${page.url()}: amounts in pesos`).toMatch(/MXN\s?\d/);
}

/** Both checks, and a 375 px screenshot when SCREENSHOT_DIR names a folder. */
async function screen(page: Page, name: string | null, pesos: { some?: boolean } | false) {
  await expectTuteo(page);
  if (pesos) await expectPesos(page, pesos);
  const dir = process.env['SCREENSHOT_DIR'];
  if (dir && name) {
    const size = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${dir}/guadalajara-${name}-375.png`, fullPage: true });
    if (size) await page.setViewportSize(size);
    await page.screenshot({ path: `${dir}/guadalajara-${name}-desktop.png`, fullPage: true });
  }
}

/** The sandbox's record of what creation sent for this account (local/google-ads/store.ts), read from the emulator. */
async function sandboxCreation(customerId: string) {
  process.env['FIRESTORE_EMULATOR_HOST'] ??= process.env['E2E_FIRESTORE_HOST'];
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-pautia' });
  const snap = await getFirestore(app).collection('localGoogleAdsMutations').where('customerId', '==', customerId).get();
  const creation = snap.docs.map((d) => d.data()).find((m) => m['currency'] && !m['campaignResourceName']);
  if (!creation) throw new Error(`No sandbox creation for ${customerId}`);
  type Operation = { entity: string; resource: Record<string, unknown> };
  const operations = creation['operations'] as Operation[];
  return {
    currency: creation['currency'] as string,
    budgetMicros: operations.filter((o) => o.entity === 'campaign_budget').map((o) => Number(o.resource['amount_micros'])),
    locations: operations
      .filter((o) => o.entity === 'campaign_criterion' && o.resource['location'])
      .map((o) => (o.resource['location'] as { geo_target_constant: string }).geo_target_constant),
  };
}

test.describe('a nail salon owner in Guadalajara (browser in es-MX)', () => {
  test.use({ locale: 'es-MX' });
  test.setTimeout(240_000);

  test('picks Guadalajara and Zapopan, budgets in pesos, subscribes, connects a peso account and creates: tuteo and pesos on every screen', async ({
    page,
  }) => {
    const account = newAccount('Lupita Hernández');
    await page.goto('/login');
    await screen(page, null, false);
    await page.getByRole('button', { name: exactly(t('auth.login.button')) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(exactly(t('auth.local.name'))).fill(account.name);
    await dialog.getByLabel(exactly(t('auth.local.email'))).fill(account.email);
    await dialog.getByRole('button', { name: /^Continuar como/ }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    // The five-step form, read at each step.
    await page.goto('/dashboard#new');
    const form = page.getByRole('form');
    const next = async () => {
      await screen(page, null, false);
      await form.getByRole('button', { name: exactly(t('dashboard.wizard.next')) }).click();
    };
    await form.getByLabel(t('dashboard.about.label')).fill(OWN[2]!);
    await next();
    await form.getByRole('radio', { name: new RegExp(`^${escape(t('dashboard.objective.leads'))}`) }).check();
    await next();
    await form.getByLabel(exactly(t('dashboard.language.label'))).fill('Español');
    const location = form.getByRole('combobox', { name: t('dashboard.location.label') });
    await typeUntilSuggested(page, location, 'Guadalajara, Jalisco', 'Guadalajara, México');
    await location.press('ArrowDown');
    await location.press('Enter');
    const more = form.getByRole('combobox', { name: 'Más lugares' });
    await typeUntilSuggested(page, more, 'Zapopan', 'Zapopan, México');
    await more.press('ArrowDown');
    await more.press('Enter');
    const said = 'Los anuncios se mostrarán a las personas que están o suelen estar en: Guadalajara, México; Zapopan, México.';
    await expect(form.getByText(said)).toBeVisible();
    await next();
    await form.getByLabel(exactly(t('dashboard.keywords.label'))).fill('uñas acrílicas, pedicure spa');
    await next();
    // Pesos beside the SPEC's weekly USD field: typing pesos fills the dollars at the dated rate.
    await form.getByLabel(exactly(t('money.localBudget.label', { currency: 'MXN' }))).fill('1000');
    await expect(form.getByLabel(exactly(t('dashboard.budget.label')))).toHaveValue(/^54\.3\d$/);
    await form.getByLabel(exactly(t('dashboard.link.landing'))).fill('https://unaslupita.example/');
    await screen(page, null, false);
    await form.getByRole('button', { name: exactly(t('dashboard.wizard.generate')) }).click();

    // The strategy, right after it is written: her pesos, as she typed them.
    const openPage = page.getByRole('link', { name: t('dashboard.strategy.openPage') });
    await expect(openPage).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(/MXN\s?1,000\.00/).first()).toBeVisible();
    await screen(page, 'strategy', {});

    // Premium, through the local checkout (its prices are the SPEC's dollars: read for Spanish only).
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: t('billing.pricing.heading') })).toBeVisible();
    await screen(page, null, false);
    await page.getByRole('button', { name: exactly(t('billing.cta.premiumMonthly')) }).click();
    await expect(page).toHaveTitle('Pago de prueba — sin cargo');
    await screen(page, null, false);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
    await expect(page.getByRole('main').getByRole('status')).toContainText(/^Tu plan es Premium\./);
    await screen(page, null, false);

    // Her campaign's page: still in pesos before any account is connected.
    await page.goto('/dashboard');
    await page
      .getByRole('complementary')
      .getByRole('link', { name: /^Abr(e|ir) / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/campaigns\/[A-Za-z0-9]+$/);
    const campaignUrl = page.url();
    const connect = page.getByRole('button', { name: t('preflight.connect') });
    await expect(connect).toBeVisible({ timeout: 30_000 });
    await screen(page, null, {});

    // The sandbox's consent: an account billed in Mexican pesos.
    await connect.click();
    await expect(page.locator('#currency')).toBeVisible();
    await screen(page, null, false);
    await page.locator('#currency').selectOption('MXN');
    await page.getByRole('button', { name: /^Permitir$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/campaigns/') || url.pathname.startsWith('/integrations/'));
    if (!page.url().startsWith(campaignUrl)) await page.goto(campaignUrl);

    // The review: both places, the budget in her pesos, nothing in dollars.
    const review = page.getByRole('region', { name: exactly(t('preflight.title')) });
    const targeted = review.getByRole('listitem').filter({ hasText: /^(Guadalajara|Zapopan), México/ });
    await expect(targeted).toHaveCount(2, { timeout: 30_000 });
    await expect(review.getByText(/km alrededor/)).toHaveCount(0);
    await expect(review.getByText(/MXN\s?142\.86/)).toBeVisible();
    await expect(review.getByText(/MXN\s?1,000/).first()).toBeVisible();
    await screen(page, 'review', {});
    const customer = /\b(\d{3}-\d{3}-\d{4})\b/.exec((await review.textContent()) ?? '')?.[1]?.replaceAll('-', '');
    await review.getByRole('button', { name: exactly(t('preflight.create')) }).click();
    await expect(
      page
        .getByRole('main')
        .getByText(/Google Ads \((en pausa|pausada)\)/)
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    // Created, the page opens on its results: read in the account's pesos.
    await expect(page.getByText(/Montos en MXN/)).toBeVisible({ timeout: 30_000 });
    await screen(page, 'results', {});

    // What the sandbox was sent: a daily budget of MXN 142.86 (her 1,000 a week) and both places.
    expect(customer, 'the review names the account').toBeTruthy();
    const created = await sandboxCreation(customer!);
    expect(created.currency).toBe('MXN');
    expect(created.budgetMicros).toEqual([142_860_000]);
    expect(created.locations).toHaveLength(2);

    // The overview's places, and the budget in her pesos.
    const sections = page.getByRole('navigation', { name: t('campaign.sections.label') });
    await sections.getByRole('link', { name: exactly(t('campaign.sections.overview')) }).click();
    await expect(page.getByRole('region', { name: 'Lugares' }).getByText(said)).toBeVisible();
    await screen(page, null, { some: false });
    // The budget section: the account's pesos, her own figure.
    await sections.getByRole('link', { name: exactly(t('campaign.sections.budget')) }).click();
    const budget = page.getByRole('region', { name: exactly(t('campaign.sections.budget')) });
    await expect(budget.getByText(/^MXN\s?1,000\.00 por semana$/)).toBeVisible();
    // The daily budget Google Ads got: a seventh of her 1,000.
    await expect(budget.getByText(/^MXN\s?142\.86 por día$/)).toBeVisible();
    await screen(page, 'budget', {});
  });
});
