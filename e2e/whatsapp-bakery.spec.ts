import { expect, buyPremiumMonthly, signIn, test } from './fixtures';

/**
 * A bakery in Córdoba that takes orders by WhatsApp. The form refuses her wa.me link as
 * the landing page and says why; with the website as landing page and the WhatsApp number in its
 * own field, the strategy, the campaign page and the Google Ads Editor file carry the WhatsApp call
 * to action, and every ad's final URL is the website. The review lists the WhatsApp button with her
 * Argentine number and says Google may refuse it; the sandbox account is not on Google's allowlist,
 * so creation leaves it out and says so, and the campaign is created. All on the local stack (local
 * checkout, offline strategist, Google Ads sandbox).
 */
/** Lines no fact of hers supports, or broken ones, that once reached her review and created campaign. */
const NEVER_WRITTEN = /Tortas por:|Comprá facturas online|Facturas con pan de masa madre/;

test('a Córdoba bakery taking WhatsApp orders gets WhatsApp calls to action and ads that go to her website', async ({ page }) => {
  await signIn(page);
  await buyPremiumMonthly(page);

  await page.goto('/dashboard#new');
  const form = page.getByRole('form');
  const next = () => form.getByRole('button', { name: 'Next' }).click();
  await form
    .getByLabel('Describe your business')
    .fill(
      'Panadería Doña Rosa es una panadería de barrio en Córdoba: facturas, pan de masa madre y tortas por encargo. Hacemos envíos a domicilio.',
    );
  await next();
  await form.getByRole('radio', { name: /^Sales/ }).check();
  await form.getByRole('radio', { name: /^Search/ }).check();
  await next();
  await form.getByLabel('Location').fill('Córdoba, Argentina');
  await form.getByLabel('Language').fill('Spanish');
  await next();
  await form.getByLabel('Keywords', { exact: true }).fill('facturas, tortas por encargo');
  await next();
  await form.getByLabel('Weekly budget (USD)').fill('120');

  // Her chat link is no landing page: the step says so.
  await form.getByLabel('Landing page').fill('https://wa.me/5493515550101');
  await form.getByLabel('WhatsApp number').fill('+54 9 351 555 0101');
  await page.getByRole('button', { name: 'Generate Strategy' }).click();
  await expect(form.getByText('Use your website here; put your WhatsApp or social link in “How customers reach you”.')).toBeVisible();

  await form.getByLabel('Landing page').fill('https://donarosa.example/');
  await page.getByRole('button', { name: 'Generate Strategy' }).click();
  const strategy = page.getByRole('article');
  await expect(page.getByRole('heading', { name: /^Your (strategy for|campaign strategy)/ })).toBeVisible({ timeout: 60_000 });
  // Every ad group's own ad invites to order by WhatsApp; the first step measures WhatsApp clicks.
  await expect(strategy).toContainText('Escribinos por WhatsApp');
  await expect(strategy).toContainText('clics al botón de WhatsApp');
  await expect(strategy).not.toContainText('retiralo cuando quieras');
  // "facturas" also means invoices in Argentina: protected.
  await expect(strategy).toContainText('factura electrónica');

  // The campaign page: the ad goes to the website.
  await strategy.getByRole('button', { name: 'Back to chat' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Your campaigns' });
  const toggle = sidebar.getByRole('button', { name: /^Show/ });
  if (await toggle.isVisible()) await toggle.click();
  await sidebar
    .getByRole('link', { name: /^Open / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/campaigns\/[\w-]+$/);
  await expect(page.getByRole('figure')).toContainText('donarosa.example');
  await expect(page.getByRole('figure')).not.toContainText('wa.me');

  // The Editor file: one ad per group, each with the WhatsApp call to action and the website as final URL.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Google Ads Editor CSV' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const adRows = text.split('\r\n').filter((r) => r.includes('Responsive search ad'));
  expect(adRows.length).toBeGreaterThanOrEqual(2);
  for (const row of adRows) {
    expect(row).toContain('Escribinos por WhatsApp');
    expect(row).not.toMatch(NEVER_WRITTEN);
    expect(row).toContain(',https://donarosa.example/,');
    expect(row).not.toContain('wa.me');
  }

  // The review: the WhatsApp button with her number and Google's allowlist said before creating.
  const campaignUrl = page.url();
  const review = page.getByRole('region', { name: 'Review before creating' });
  await review.getByRole('button', { name: 'Connect Google Ads' }).click();
  await expect(page).toHaveTitle('Google Ads sandbox — no real account');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/status=ok/);
  await page.goto(campaignUrl);
  await expect(review.getByText('WhatsApp button:', { exact: true })).toBeVisible({ timeout: 30_000 });
  // Shown in the national format, as the owner writes it (sent to Google Ads as 54 + 93515550101).
  await expect(review).toContainText('0351 15-555-0101 (AR)');
  await expect(review).toContainText('Google allows it only for accounts on its allowlist');
  await expect(review).toContainText('Escribinos por WhatsApp');
  // Only lines her facts support: none the strategist never wrote.
  await expect(review).not.toContainText(NEVER_WRITTEN);
  await review.getByRole('button', { name: 'Create in Google Ads (paused)' }).click();
  // Created without the button, and told so (the page opens on Results; the message is in the Overview).
  await expect(page.getByRole('main').getByText('In Google Ads (paused)').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByText(/Google did not allow the WhatsApp button for this account/)).toBeVisible();
});
