import type { Locator, Page } from '@playwright/test';
import { expect, buyPremiumMonthly, signIn, test } from './fixtures';

/**
 * Places as the owner means them, on the local stack (the offline places, the Google Ads sandbox):
 * what the form shows is what the review shows and what is created — a radius around a suburb, or
 * two cities — and the campaign page shows it afterwards.
 */

/** Connects the sandbox from the strategy's "Create in Google Ads" and opens the newest campaign's page. */
async function connectAndOpen(page: Page, labels: { create: RegExp; dialog: RegExp; connect: RegExp }) {
  await page.getByRole('button', { name: labels.create }).click();
  await page.getByRole('dialog', { name: labels.dialog }).getByRole('button', { name: labels.connect }).click();
  await page.getByRole('button', { name: /^(Allow|Permitir)$/ }).click();
  await expect(page).toHaveURL(/\/integrations\/google-ads\?status=ok$/);
  await page.goto('/dashboard');
  await page
    .getByRole('complementary')
    .getByRole('link', { name: /^(Open|Abrir) / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/campaigns\/[A-Za-z0-9]+$/);
}

/**
 * Types into a place combobox until its first suggestion reads `expected`. The first suggestion of a
 * fresh stack loads the offline lists (a few seconds on a loaded machine): typing again asks again.
 */
async function typeUntilSuggested(page: Page, combobox: Locator, text: string, expected: string) {
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

test.describe('an English owner in Brisbane', () => {
  test.use({ locale: 'en-AU' });

  test('sets a 25 km radius around a suburb; the review and the created campaign show that radius around that suburb', async ({ page }) => {
    await signIn(page);
    await buyPremiumMonthly(page);
    await page.goto('/dashboard#new');
    const form = page.getByRole('form');
    const next = () => form.getByRole('button', { name: 'Next' }).click();
    await form
      .getByLabel('Describe your business')
      .fill('Sparks Electrical: switchboard upgrades, smoke alarms and emergency call-outs on Brisbane’s north side.');
    await next();
    await form.getByRole('radio', { name: /^Leads/ }).check();
    await next();
    await form.getByLabel('Language').fill('English');
    const location = form.getByRole('combobox', { name: 'Location' });
    await typeUntilSuggested(page, location, 'Chermside', 'Chermside, Brisbane, Queensland, Australia');
    await expect(page.getByRole('listbox', { name: 'Suggested places' }).getByRole('option').first()).toContainText('Suburb');
    await location.press('ArrowDown');
    await location.press('Enter');
    await form.getByLabel('Radius around Chermside, Brisbane, Queensland, Australia (km, optional)').fill('25');
    const said = 'Ads will target people in or regularly in: 25 km around Chermside, Brisbane, Queensland, Australia.';
    await expect(form.getByText(said)).toBeVisible();
    await next();
    await form.getByLabel('Keywords', { exact: true }).fill('electrician, switchboard upgrade');
    await next();
    await form.getByLabel('Weekly budget (USD)').fill('150');
    await form.getByLabel('Landing page').fill('https://sparks.example/');
    await page.getByRole('button', { name: 'Generate Strategy' }).click();
    await expect(page.getByRole('heading', { name: /^Your (strategy for|campaign strategy)/ })).toBeVisible({ timeout: 60_000 });

    await connectAndOpen(page, { create: /^Create in Google Ads$/, dialog: /^Connect Google Ads to continue$/, connect: /^Connect$/ });
    const review = page.getByRole('region', { name: 'Review before creating' });
    await expect(review.getByText('25 km around Chermside, Brisbane, Queensland, Australia')).toBeVisible({ timeout: 30_000 });
    // Nothing else is targeted: one location, the radius the owner set.
    await expect(review.getByRole('listitem').filter({ hasText: /km around/ })).toHaveCount(1);
    await review.getByRole('button', { name: 'Create in Google Ads (paused)' }).click();
    await expect(page.getByRole('main').getByText('In Google Ads (paused)').first()).toBeVisible({ timeout: 30_000 });

    // The created campaign's page: its places, as created, editable with an undo.
    await page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Overview' }).click();
    const places = page.getByRole('region', { name: 'Places' });
    await expect(places.getByText(said)).toBeVisible();
    await expect(places.getByLabel('Radius around Chermside, Brisbane, Queensland, Australia (km, optional)')).toHaveValue('25');
    await expect(places.getByRole('button', { name: 'Change the places in Google Ads' })).toBeVisible();
  });
});

test.describe('a Guadalajara owner (es-MX)', () => {
  test.use({ locale: 'es-MX' });

  test('picks Guadalajara and Zapopan; the review and the creation target both', async ({ page }) => {
    // Signed in and Premium in her own language (the interface follows the es-MX browser).
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión con Google' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill('Lupita Hernández');
    await dialog.getByLabel('Correo electrónico').fill(`e2e-${Date.now().toString(36)}@example.com`);
    await dialog.getByRole('button', { name: /^Continuar como/ }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/pricing');
    await page.getByRole('button', { name: /Premium mensual/ }).click();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
    await expect(page.getByRole('main').getByRole('status')).toContainText(/^Tu plan es Premium\./);
    await page.goto('/dashboard#new');
    const form = page.getByRole('form');
    const next = () => form.getByRole('button', { name: 'Siguiente' }).click();
    await form
      .getByLabel(/^Descr(ibí|ibe) tu negocio$/)
      .fill('Uñas Lupita: uñas acrílicas, gelish y pedicure spa en Guadalajara, con cita por WhatsApp.');
    await next();
    await form.getByRole('radio', { name: /^Clientes potenciales/ }).check();
    await next();
    await form.getByLabel('Idioma').fill('Español');
    const location = form.getByRole('combobox', { name: 'Ubicación' });
    await typeUntilSuggested(page, location, 'Guadalajara, Jalisco', 'Guadalajara, México');
    await location.press('ArrowDown');
    await location.press('Enter');
    const more = form.getByRole('combobox', { name: 'Más lugares' });
    await typeUntilSuggested(page, more, 'Zapopan', 'Zapopan, México');
    await more.press('ArrowDown');
    await more.press('Enter');
    await expect(form.getByRole('list', { name: 'Lugares elegidos' }).getByRole('listitem')).toHaveCount(2);
    await expect(
      form.getByText('Los anuncios se mostrarán a las personas que están o suelen estar en: Guadalajara, México; Zapopan, México.'),
    ).toBeVisible();
    await next();
    await form.getByLabel('Palabras clave', { exact: true }).fill('uñas acrílicas, pedicure spa');
    await next();
    await form
      .getByLabel(/^Presupuesto semanal/)
      .first()
      .fill('100');
    await form.getByLabel('Página de destino').fill('https://unaslupita.example/');
    await page.getByRole('button', { name: 'Generar estrategia' }).click();
    await expect(page.getByRole('button', { name: /^Crear en Google Ads$/ })).toBeVisible({ timeout: 60_000 });

    await connectAndOpen(page, {
      create: /^Crear en Google Ads$/,
      dialog: /^Conect(á|a) Google Ads para continuar$/,
      connect: /^Conectar$/,
    });
    const review = page.getByRole('region', { name: /^Revis(á|a) antes de crear$/ });
    const targeted = review.getByRole('listitem').filter({ hasText: /^(Guadalajara|Zapopan), México/ });
    await expect(targeted).toHaveCount(2, { timeout: 30_000 });
    await expect(review.getByText(/km alrededor/)).toHaveCount(0);
    await review.getByRole('button', { name: 'Crear en Google Ads (en pausa)' }).click();
    await expect(
      page
        .getByRole('main')
        .getByText(/Google Ads \((en pausa|pausada)\)/)
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^(Resumen|General)$/ })
      .click();
    await expect(
      page
        .getByRole('region', { name: 'Lugares' })
        .getByText('Los anuncios se mostrarán a las personas que están o suelen estar en: Guadalajara, México; Zapopan, México.'),
    ).toBeVisible();
  });
});
