import { expect, buyPremiumMonthly, fillCampaignForm, signIn, test } from './fixtures';

/**
 * On a phone (375 px): a Premium owner edits one ad group's ad on the campaign page; the pre-flight
 * review and the campaign created in the Google Ads sandbox show that group's edit, and every other
 * group's ad as it was. All on the local stack (local checkout, offline strategist, sandbox).
 */
test("edit one group's ad on a phone: the review and the created campaign show it, the other groups untouched", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await buyPremiumMonthly(page);

  await page.goto('/dashboard#new');
  await fillCampaignForm(page);
  await page.getByRole('button', { name: 'Generate Strategy' }).click();
  await expect(page.getByRole('heading', { name: /^Your (strategy for|campaign strategy)/ })).toBeVisible({ timeout: 120_000 });

  // From here on, a phone: the campaign page, where the review connects the sandbox account.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('link', { name: 'Open the campaign page to edit, export or print it' }).click();
  await expect(page).toHaveURL(/\/campaigns\/[\w-]+$/);
  const campaignUrl = page.url();
  await page.getByRole('region', { name: 'Review before creating' }).getByRole('button', { name: 'Connect Google Ads' }).click();
  await expect(page).toHaveTitle('Google Ads sandbox — no real account');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/\/(campaigns|integrations)\//);
  if (page.url() !== campaignUrl) await page.goto(campaignUrl);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const groups = page.getByRole('group', { name: /^Ad group: / });
  expect(await groups.count()).toBeGreaterThanOrEqual(2);
  const names = (await groups.evaluateAll((all) => all.map((g) => g.getAttribute('data-group') ?? ''))).filter(Boolean);
  const [other, edited] = names as [string, string];
  const otherFirst = await page.getByRole('textbox', { name: `Headline 1 of ${other}`, exact: true }).inputValue();
  const line = 'Whitening in One Visit';
  await page.getByRole('textbox', { name: `Headline 1 of ${edited}`, exact: true }).fill(line);
  await page.getByRole('textbox', { name: `Display path 1 of ${edited}`, exact: true }).fill('Whitening');
  // The page never widens on a phone while editing.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/^Changes saved\./)).toBeVisible();

  // The review: that group's ad carries the line and its path; the other group's does not.
  const review = page.getByRole('region', { name: 'Review before creating' });
  const update = review.getByRole('button', { name: 'Update review' });
  if (await update.isVisible()) await update.click();
  await expect(review.getByRole('button', { name: 'Create in Google Ads (paused)' })).toBeVisible({ timeout: 30_000 });
  const reviewed = (name: string) => review.getByRole('region', { name, exact: true });
  await expect(reviewed(edited)).toContainText(line);
  await expect(reviewed(edited)).toContainText('whitening');
  await expect(reviewed(other)).not.toContainText(line);
  await expect(reviewed(other)).toContainText(otherFirst);

  await review.getByRole('button', { name: 'Create in Google Ads (paused)' }).click();
  await expect(page.getByRole('main').getByText('In Google Ads (paused)').first()).toBeVisible({ timeout: 30_000 });

  // The created campaign, as the sandbox reports its ads on the Results section.
  await page.locator('summary', { hasText: /^Ads\b/ }).click();
  const createdAd = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: `${name} · ad A` }) });
  await expect(createdAd(edited)).toContainText(line, { timeout: 30_000 });
  await expect(createdAd(other)).not.toContainText(line);
  await expect(createdAd(other)).toContainText(otherFirst);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
