import { expect, buyPremiumMonthly, fillCampaignForm, signIn, test, type CampaignBrief } from './fixtures';

/**
 * Premium → strategy → 'Create in Google Ads' → connect on the Google Ads sandbox → back → created,
 * paused. Everything runs on the local stack: the local checkout for Stripe, the offline strategist
 * for OpenAI, the sandbox for Google Ads.
 */

/** Panadería La Espiga, a bakery in Buenos Aires. */
const BAKERY: CampaignBrief = {
  description: 'Panadería La Espiga es una panadería artesanal en Palermo: pan de masa madre, facturas y tortas por encargo para eventos.',
  objective: /^Leads/,
  location: 'Buenos Aires, Argentina',
  language: 'Spanish',
  keywords: 'pan de masa madre, tortas por encargo',
  budget: '140',
  landingPage: 'https://laespiga.example/',
};

test('a Premium user connects Google Ads on the sandbox and creates the campaign there, paused', async ({ page }) => {
  await signIn(page);
  // The success page's plan detection refreshes the stored plan: no new sign-in needed.
  await buyPremiumMonthly(page);

  await page.goto('/dashboard#new');
  await fillCampaignForm(page, BAKERY);
  await page.getByRole('button', { name: 'Generate Strategy' }).click();
  await expect(page.getByRole('heading', { name: /^Your (strategy for|campaign strategy)/ })).toBeVisible({ timeout: 60_000 });

  // Not connected yet: the app asks to connect.
  await page.getByRole('button', { name: 'Create in Google Ads' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Google Ads to continue' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Connect' }).click();

  // The sandbox's stand-in for Google's consent screen.
  await expect(page).toHaveTitle('Google Ads sandbox — no real account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google Ads sandbox — no real account');
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back on the app's status page.
  await expect(page).toHaveURL(/\/integrations\/google-ads\?status=ok$/);
  await expect(page.getByText('Connection authorized successfully.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The answers waited in this tab: create it now.
  await page.goto('/dashboard#new');
  await expect(page.getByText('A strategy was already generated from these answers.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Create in Google Ads' }).click();
  await expect(page.getByText('Campaign created in your Google Ads account.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The campaign list shows it as created in Google Ads, paused.
  const sidebar = page.getByRole('complementary', { name: 'Your campaigns' });
  await expect(sidebar.getByText('In Google Ads (paused)')).toHaveCount(1);
});

test('auto-start opens the sandbox consent; denying comes back with the reason as the Detail', async ({ page }) => {
  await signIn(page);
  await page.goto('/integrations/google-ads?autostart=1');
  // The page starts the connection by itself after 1.2 s.
  await expect(page).toHaveTitle('Google Ads sandbox — no real account');
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/integrations\/google-ads\?status=error&reason=/);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText("We couldn't complete the authorization.");
  await expect(alert).toContainText('Detail: Access to Google Ads was denied.');
});
