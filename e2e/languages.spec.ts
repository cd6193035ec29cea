import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, newAccount, test, type E2EAccount } from './fixtures';

/**
 * An owner who reads only Spanish (a bakery in Córdoba, browser in es-AR) and one who
 * reads only English (a dog groomer in Leeds, en-GB) go landing → sign in → form → strategy →
 * campaign page → Pricing → My Plan, on a phone. Each screen's interface text must be in their
 * language (a word-list check on what is visible, the owner's own content left out) and no screen
 * may scroll sideways at 375 px. The language switch persists across reload and sign-in. A Premium
 * owner reads the results of the campaign created in the Google Ads sandbox in Spanish too.
 */
type Language = 'es' | 'en';

const LOCALES = fileURLToPath(new URL('../web/src/locales', import.meta.url));
const catalogs = new Map<string, Record<string, string>>();
/** A message of the web app's catalogs (`web/src/locales`), by id: the journeys follow the copy. */
function msg(language: Language, id: string): string {
  const [namespace, ...key] = id.split('.');
  const file = join(LOCALES, language, `${namespace}.json`);
  if (!catalogs.has(file)) catalogs.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  const text = catalogs.get(file)?.[key.join('.')];
  if (!text) throw new Error(`No message ${id} in ${language}`);
  return text;
}
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Words that give away the other language. Each list holds short function words and interface
 * words that the language itself never uses, so a hit is untranslated interface text.
 */
const FOREIGN: Record<Language, RegExp> = {
  // \b would treat "á" as a boundary ("Cancelá" would match "Cancel"): letters are checked instead.
  es: /(?<!\p{L})(the|and|your|you|with|this|that|from|are|of|is|Sign in|Loading|Back|Next|Previous|Upgrade|Dashboard|Pricing|Campaign|campaign|Strategy|Budget|Keywords|Weekly|Choose|Cancel)(?!\p{L})/gu,
  en: /(?<!\p{L})(de|del|la|las|los|el|tu|tus|para|con|por|una|que|más|campaña|campañas|Iniciar|Cargando|Elegí|Podés|Presupuesto|Palabras)(?!\p{L})/gu,
};

/** The page's visible interface text, one text node a line: the owner's content and other-language labels left out. */
async function interfaceText(page: Page, language: Language, ownContent: string[]): Promise<string> {
  const text = await page.evaluate((lang) => {
    // The switch names each language in itself ("Español", "English"): anything marked as another language is not interface text.
    const skip = `[lang]:not([lang="${lang}"]), script, style, [aria-hidden="true"]`;
    const lines: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skip) || !parent.checkVisibility()) continue;
      if (node.textContent?.trim()) lines.push(node.textContent.trim());
    }
    return lines.join('\n');
  }, language);
  return ownContent.reduce((rest, own) => rest.split(own).join(' '), text);
}

async function expectOnlyLanguage(page: Page, language: Language, ownContent: string[] = []) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const text = await interfaceText(page, language, ownContent);
  const hits = [...text.matchAll(FOREIGN[language])].map(
    (m) => `"${m[0]}" in "…${text.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\s+/g, ' ')}…"`,
  );
  expect(hits, `${page.url()}: text in the other language`).toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

async function signInAs(page: Page, language: Language, account: E2EAccount) {
  await page.goto('/login');
  await page.getByRole('button', { name: exactly(msg(language, 'auth.login.button')) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(exactly(msg(language, 'auth.local.name'))).fill(account.name);
  await dialog.getByLabel(exactly(msg(language, 'auth.local.email'))).fill(account.email);
  await dialog.getByRole('button', { name: new RegExp(msg(language, 'auth.local.continue').replace('{name}', '')) }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

interface Brief {
  about: string;
  objective: string;
  location: string;
  adLanguage: string;
  keywords: string;
  budget: string;
  landing: string;
}

/** The five-step form, filled as the owner would, then Generate; `check` runs on the first and last step. */
async function fillCampaignForm(page: Page, language: Language, brief: Brief, check: () => Promise<void> = async () => {}) {
  const t = (id: string) => msg(language, id);
  await page.goto('/dashboard#new');
  const form = page.getByRole('form');
  const next = () => form.getByRole('button', { name: exactly(t('dashboard.wizard.next')) }).click();
  await form.getByLabel(t('dashboard.about.label')).fill(brief.about);
  await check();
  await next();
  await form.getByRole('radio', { name: new RegExp(`^${t(brief.objective)}`) }).check();
  await next();
  await form.getByLabel(exactly(t('dashboard.location.label'))).fill(brief.location);
  await form.getByLabel(exactly(t('dashboard.language.label'))).fill(brief.adLanguage);
  await next();
  await form.getByLabel(exactly(t('dashboard.keywords.label'))).fill(brief.keywords);
  await next();
  await form.getByLabel(exactly(t('dashboard.budget.label'))).fill(brief.budget);
  await form.getByLabel(exactly(t('dashboard.link.landing'))).fill(brief.landing);
  await check();
  await form.getByRole('button', { name: exactly(t('dashboard.wizard.generate')) }).click();
}

async function journey(page: Page, language: Language, account: E2EAccount, brief: Brief) {
  const own = [
    account.name,
    account.name.split(' ')[0]!,
    account.email,
    brief.about,
    brief.location,
    brief.landing,
    ...brief.keywords.split(', '),
  ];
  const t = (id: string) => msg(language, id);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectOnlyLanguage(page, language);

  await signInAs(page, language, account);
  await expectOnlyLanguage(page, language, own);

  await fillCampaignForm(page, language, brief, () => expectOnlyLanguage(page, language, own));

  // The strategy: its sections and the owner's copy are in the campaign's language, as is the interface.
  await expect(
    page.getByRole('heading', {
      name: new RegExp(`^(${t('dashboard.strategy.title')}|${t('dashboard.strategy.titleFor').replace('{name}', '')})`),
    }),
  ).toBeVisible({ timeout: 60_000 });
  await expectOnlyLanguage(page, language, own);

  await page.getByRole('link', { name: t('dashboard.strategy.openPage') }).click();
  await expect(page).toHaveURL(/\/campaigns\//);
  await expect(page.getByRole('heading', { name: t('campaign.export.heading') })).toBeVisible();
  await expectOnlyLanguage(page, language, own);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: t('billing.pricing.heading') })).toBeVisible();
  await expectOnlyLanguage(page, language, own);

  await page.goto('/plan');
  await expect(page.getByRole('heading', { level: 1, name: t('billing.plan.heading') })).toBeVisible();
  await expectOnlyLanguage(page, language, own);
}

test.describe('a Spanish-speaking owner (browser in es-AR), on a phone', () => {
  test.use({ locale: 'es-AR', viewport: { width: 375, height: 800 } });

  test('sees every screen in Spanish, from the landing page to My Plan', async ({ page }) => {
    await journey(page, 'es', newAccount('Lucía Fernández'), {
      about: 'Panadería artesanal en Córdoba: pan de masa madre, facturas y tortas de cumpleaños por encargo, con envío a domicilio.',
      objective: 'dashboard.objective.sales',
      location: 'Córdoba, Argentina',
      adLanguage: 'Español',
      keywords: 'pan de masa madre, tortas de cumpleaños',
      budget: '60',
      landing: 'https://panaderialucia.example/',
    });
  });
});

test.describe('an English-speaking owner (browser in en-GB), on a phone', () => {
  test.use({ locale: 'en-GB', viewport: { width: 375, height: 800 } });

  test('sees every screen in English, from the landing page to My Plan', async ({ page }) => {
    await journey(page, 'en', newAccount('Tom Baker'), {
      about: 'Mobile dog grooming in Leeds: one van, calm care for nervous dogs, bath, trim and nail clipping at your door.',
      objective: 'dashboard.objective.leads',
      location: 'Leeds, United Kingdom',
      adLanguage: 'English',
      keywords: 'mobile dog grooming, dog groomer leeds',
      budget: '60',
      landing: 'https://tomsgrooming.example/',
    });
  });
});

test.describe('the language switch', () => {
  test.use({ locale: 'en-GB' });

  test('persists across reload, and follows the owner to a new browser after sign-in', async ({ page, browser }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page
      .getByRole('navigation', { name: msg('en', 'common.nav.main') })
      .getByRole('button', { name: 'ES Español' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: exactly(msg('es', 'common.nav.getStarted')) })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: exactly(msg('es', 'common.nav.getStarted')) })).toBeVisible();

    // Signing in keeps Spanish and stores it on the account…
    await signInAs(page, 'es', newAccount('Ana García'));
    await expect(page.getByRole('link', { name: exactly(msg('es', 'common.nav.dashboard')) }).first()).toBeVisible();
    const email = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').email as string);
    const name = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').name as string);

    // …so a new browser in English shows Spanish once the same owner signs in there.
    const other = await browser.newContext({ locale: 'en-GB', baseURL: process.env['E2E_BASE_URL'] });
    const second = await other.newPage();
    await second.goto('/');
    await expect(second.locator('html')).toHaveAttribute('lang', 'en');
    await signInAs(second, 'en', { name, email });
    await expect(second.locator('html')).toHaveAttribute('lang', 'es');
    await expect(second.getByRole('link', { name: exactly(msg('es', 'common.nav.dashboard')) }).first()).toBeVisible();
    await other.close();
  });
});

test.describe('a Spanish-speaking owner on Premium (browser in es-AR)', () => {
  test.use({ locale: 'es-AR' });

  test('creates the campaign in Google Ads and reads its results in Spanish, amounts with their currency', async ({ page }) => {
    const t = (id: string) => msg('es', id);
    const account = await (async () => {
      const a = newAccount('Lucía Fernández');
      await signInAs(page, 'es', a);
      return a;
    })();

    // Premium through the local checkout (its page in Spanish too).
    await page.goto('/pricing');
    await page.getByRole('button', { name: exactly(t('billing.cta.premiumMonthly')) }).click();
    await expect(page).toHaveTitle('Pago de prueba — sin cargo');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t('billing.success.detected').replace('{plan}', 'Premium'));

    const brief: Brief = {
      about: 'Panadería artesanal en Córdoba: pan de masa madre, facturas y tortas de cumpleaños por encargo, con envío a domicilio.',
      objective: 'dashboard.objective.sales',
      location: 'Argentina',
      adLanguage: 'Español',
      keywords: 'pan de masa madre, tortas de cumpleaños',
      budget: '60',
      landing: 'https://panaderialucia.example/',
    };
    await fillCampaignForm(page, 'es', brief);
    await expect(page.getByRole('link', { name: t('dashboard.strategy.openPage') })).toBeVisible({ timeout: 60_000 });

    // Connect the sandbox (its consent page in Spanish), then create.
    await page.getByRole('button', { name: exactly(t('dashboard.googleAds.create')) }).click();
    await page
      .getByRole('dialog', { name: t('dashboard.connect.title') })
      .getByRole('button', { name: exactly(t('dashboard.connect.connect')) })
      .click();
    await page.getByRole('button', { name: 'Permitir' }).click();
    await expect(page.getByText(t('google-ads.success'))).toBeVisible();
    await page.goto('/dashboard#new');
    const created = page.waitForResponse((r) => r.url().endsWith('/real') && r.request().method() === 'POST');
    await page.getByRole('button', { name: exactly(t('dashboard.googleAds.create')) }).click();
    const body = (await (await created).json()) as { campaign: { id: string } };
    await expect(page.getByRole('alertdialog')).toContainText(t('dashboard.googleAds.created'));

    await page.goto(`/campaigns/${encodeURIComponent(body.campaign.id)}`);
    const panel = page.getByRole('region', { name: t('results.title') });
    await expect(panel.getByText(t('results.sandbox'))).toBeVisible();
    await panel.getByRole('button', { name: exactly(t('results.enable')) }).click();
    await page
      .getByRole('alertdialog', { name: t('results.confirm.enableTitle') })
      .getByRole('button', { name: exactly(t('results.confirm.enable')) })
      .click();
    await panel.getByRole('button', { name: exactly(t('results.range.LAST_30_DAYS')) }).click();
    // Every amount with its currency code (as the results write it: "USD 12,96", "ARS 4.500").
    await expect(panel.getByText(/\b(ARS|USD) [\d.,]+/).first()).toBeVisible();
    // The search terms are what people typed (the owner's market), not interface text.
    const searchTerms = await panel
      .getByRole('region', { name: /términos de búsqueda/i })
      .locator('td, li')
      .allInnerTexts()
      .catch(() => [] as string[]);
    await expectOnlyLanguage(page, 'es', [
      account.name,
      account.email,
      brief.about,
      brief.landing,
      ...brief.keywords.split(', '),
      ...searchTerms,
    ]);
    await page.screenshot({ path: 'screenshots/es-campaign-results-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectOnlyLanguage(page, 'es', [
      account.name,
      account.email,
      brief.about,
      brief.landing,
      ...brief.keywords.split(', '),
      ...searchTerms,
    ]);
    await page.screenshot({ path: 'screenshots/es-campaign-results-375.png', fullPage: true });
  });
});
