import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { vosForms } from '../web/src/locales/voseo';
import { expect, newAccount, pageText, test, type E2EAccount } from './fixtures';

/**
 * Spanish in two varieties (DESIGN §11). A nail salon owner in Guadalajara (browser in es-MX) reads
 * tuteo on every screen: the build-time landing and login, the live landing and login, the
 * dashboard, each step of the form, the strategy, the campaign page, Pricing, the local checkout
 * page the server writes, the cancelled-purchase page and My Plan. A baker in Córdoba (es-AR) keeps
 * voseo and the SPEC's Spanish strings word for word.
 */
type Variety = 'voseo' | 'tuteo';

const LOCALES = fileURLToPath(new URL('../web/src/locales', import.meta.url));
const read = (folder: string, namespace: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(join(LOCALES, folder, `${namespace}.json`), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};
/** A message of the web app's Spanish catalog in a variety: tuteo is the es-tuteo overlay over es. */
function msg(variety: Variety, id: string): string {
  const [namespace = '', ...rest] = id.split('.');
  const key = rest.join('.');
  const text = (variety === 'tuteo' ? read('es-tuteo', namespace)[key] : undefined) ?? read('es', namespace)[key];
  if (!text) throw new Error(`No message ${id}`);
  return text;
}
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** No vos form on the page, the owner's own words left out. */
async function expectTuteo(page: Page, own: string[] = []) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const text = own.reduce((rest, words) => rest.split(words).join(' '), await pageText(page));
  const vos = text.split('\n').flatMap((line) => vosForms(line).map((word) => `"${word}" in "${line.slice(0, 120)}"`));
  expect(vos, `${page.url()}: voseo for a reader in Mexico`).toEqual([]);
}

async function signInAs(page: Page, variety: Variety, account: E2EAccount) {
  await page.goto('/login');
  await page.getByRole('button', { name: exactly(msg(variety, 'auth.login.button')) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(exactly(msg(variety, 'auth.local.name'))).fill(account.name);
  await dialog.getByLabel(exactly(msg(variety, 'auth.local.email'))).fill(account.email);
  await dialog.getByRole('button', { name: new RegExp(msg(variety, 'auth.local.continue').replace('{name}', '')) }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

test.describe('a nail salon owner in Guadalajara (browser in es-MX)', () => {
  test.use({ locale: 'es-MX' });

  test('reads tuteo on every screen, the server’s pages included', async ({ page }) => {
    const t = (id: string) => msg('tuteo', id);
    const account = newAccount('Mariana López');
    const about =
      'Salón de uñas en Guadalajara: uñas acrílicas, gelish, pedicure spa y diseño a mano. Reservas por WhatsApp, de lunes a sábado.';
    const keywords = ['uñas acrílicas guadalajara', 'pedicure spa'];
    const own = [account.name, account.name.split(' ')[0]!, account.email, about, 'Guadalajara', ...keywords];

    // The build-time copies: the tuteo one is what the inline script shows a reader in Mexico.
    for (const path of ['/', '/login']) {
      const html = await (await page.request.get(path)).text();
      const tuteo = /<template id="prerendered-es-tuteo"[^>]*>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
      const text = tuteo.replace(/<[^>]+>/g, '\n');
      expect(text, `${path} has a tuteo copy`).toContain('Google');
      expect(
        text.split('\n').flatMap((line) => vosForms(line)),
        `${path}: the build-time tuteo copy`,
      ).toEqual([]);
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectTuteo(page);
    await expect(page.getByText(t('landing.roi.title'))).toBeVisible();

    await page.goto('/login');
    await expect(page.getByText(t('auth.login.lead'))).toBeVisible();
    await expectTuteo(page);

    await signInAs(page, 'tuteo', account);
    await page.goto('/dashboard');
    // The first list read on a fresh stack can be slow (the emulators warm up).
    await expect(page.getByText(t('dashboard.sidebar.empty'))).toBeVisible({ timeout: 60_000 });
    await expectTuteo(page, own);

    // The five-step form, checked at each step.
    await page.goto('/dashboard#new');
    const form = page.getByRole('form');
    const next = async () => {
      await expectTuteo(page, own);
      await form.getByRole('button', { name: exactly(t('dashboard.wizard.next')) }).click();
    };
    await form.getByLabel(t('dashboard.about.label')).fill(about);
    await next();
    await form.getByRole('radio', { name: new RegExp(`^${t('dashboard.objective.leads')}`) }).check();
    await next();
    await form.getByLabel(exactly(t('dashboard.location.label'))).fill('Guadalajara, Jalisco, México');
    await form.getByLabel(exactly(t('dashboard.language.label'))).fill('Español');
    await next();
    await form.getByLabel(exactly(t('dashboard.keywords.label'))).fill(keywords.join(', '));
    await next();
    await form.getByLabel(exactly(t('dashboard.budget.label'))).fill('60');
    await form.getByLabel(exactly(t('dashboard.link.landing'))).fill('https://unasmariana.example/');
    await expectTuteo(page, own);
    await form.getByRole('button', { name: exactly(t('dashboard.wizard.generate')) }).click();

    // The strategy and the campaign page: the interface and the generated Spanish copy in tuteo.
    await expect(page.getByRole('link', { name: t('dashboard.strategy.openPage') })).toBeVisible({ timeout: 60_000 });
    await expectTuteo(page, own);
    await page.getByRole('link', { name: t('dashboard.strategy.openPage') }).click();
    await expect(page).toHaveURL(/\/campaigns\//);
    await expect(page.getByRole('heading', { name: t('campaign.export.heading') })).toBeVisible();
    await expectTuteo(page, own);

    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: t('billing.pricing.heading') })).toBeVisible();
    await expectTuteo(page, own);

    // The local checkout page is the server's: it follows the browser's Accept-Language.
    await page.getByRole('button', { name: exactly(t('billing.cta.proMonthly')) }).click();
    await expect(page).toHaveTitle('Pago de prueba — sin cargo');
    await expectTuteo(page, own);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/checkout\/cancel/);
    await expect(page.getByText('No se realizó ningún cargo. Puedes elegir otro plan cuando quieras.')).toBeVisible();
    await expectTuteo(page, own);

    await page.goto('/plan');
    await expect(page.getByRole('heading', { level: 1, name: t('billing.plan.heading') })).toBeVisible();
    await expectTuteo(page, own);
  });
});

test.describe('a baker in Córdoba (browser in es-AR)', () => {
  test.use({ locale: 'es-AR' });

  test("keeps voseo and the SPEC's Spanish strings word for word", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Iniciar sesión con Google' })).toBeVisible();
    await expect(page.getByText(msg('voseo', 'auth.login.lead'))).toHaveText(/^Planificá y lanzá/);

    await page.goto('/checkout/cancel');
    await expect(page.getByRole('heading', { level: 1, name: 'Compra cancelada' })).toBeVisible();
    await expect(page.getByText('No se realizó ningún cargo. Podés elegir otro plan cuando quieras.')).toBeVisible();

    await page.goto('/');
    await expect(page.getByText(msg('voseo', 'landing.roi.title'))).toHaveText(/^Sabé cuánto/);
  });
});
