import type { Page } from '@playwright/test';
import { expect, loginPage, routes, test, widths, type RouteExpectation } from './routes';

/**
 * Every route of the spec, signed out and signed in, on a phone and a desktop: it loads without
 * page errors (the fixture fails the test on any), shows its spec strings, and the browser
 * reports no Content-Security-Policy violation under the Hosting headers.
 */
async function expectPage(page: Page, expectation: RouteExpectation) {
  if (expectation.heading) await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(expectation.heading);
  const body = page.locator('body');
  for (const text of expectation.texts ?? []) await expect(body).toContainText(text);
}

/** Collects CSP violations as the browser reports them in the console. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

for (const width of widths) {
  test.describe(`signed out, ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const route of routes) {
      test(`${route.path}`, async ({ page }) => {
        const csp = watchCsp(page);
        await page.goto(route.path);
        if (route.signedOut === 'login') {
          await expect(page).toHaveURL(/\/login$/);
          await expectPage(page, loginPage);
        } else {
          await expectPage(page, route.signedOut);
        }
        await page.waitForLoadState('networkidle');
        expect(csp, 'CSP violations').toEqual([]);
      });
    }
  });

  test.describe(`signed in, ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, storageState: async ({ signedIn }, use) => use(signedIn.storageState) });
    for (const route of routes) {
      test(`${route.path}`, async ({ page, signedIn }) => {
        const csp = watchCsp(page);
        await page.goto(route.path);
        const expectation = typeof route.signedIn === 'function' ? route.signedIn(signedIn.account) : route.signedIn;
        await expectPage(page, expectation);
        // Still signed in (the session came back from storage), except on the standalone login screen.
        if (route.path !== '/login') await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(csp, 'CSP violations').toEqual([]);
      });
    }
  });
}

test('Hosting sends the security headers', async ({ request }) => {
  for (const path of ['/', '/legal/privacy-policy', '/health']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], path).toContain('max-age=');
  }
});
