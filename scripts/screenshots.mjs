// Screenshots of every screen, signed out and signed in, at 375 px and 1280 px wide, for a person to
// look at (not a test). Starts its own local stack on free ports, signs in through the local account
// chooser, and writes PNGs to screenshots/ (git-ignored).
//
//   npx node scripts/screenshots.mjs [--dist /tmp/my-dist] [--out dir] [--only substring] [--lang es|en]
//
// --lang sets the browser's language (es → es-AR, en → en-GB); the files are named with it. Pages
// that scroll sideways are listed at the end.
//
// --dist serves another build of the web app (build one with
// `cd web && npx vite build --outDir /tmp/my-dist --emptyOutDir`); without it, web/dist is used.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ROOT, startStack } from '../emulators/stack.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    out: { type: 'string', default: join(ROOT, 'screenshots') },
    only: { type: 'string' },
    lang: { type: 'string', default: 'en' },
  },
});
const locale = values.lang === 'es' ? 'es-AR' : 'en-GB';
const overflowing = [];
if (values.dist) process.env.PAUTIA_WEB_DIST = resolve(values.dist);
const out = resolve(values.out);
mkdirSync(out, { recursive: true });

const publicRoutes = [
  '/',
  '/login',
  '/checkout/success?session_id=cs_test_123',
  '/checkout/cancel',
  '/integrations/google-ads?status=ok',
  '/integrations/google-ads?status=error&reason=access_denied',
  '/legal/terms-and-conditions',
  '/legal/privacy-policy',
  '/legal/cancellation-and-refund',
  '/legal/acceptable-use',
  '/legal/anti-spam',
  '/security/vulnerability-disclosure',
  '/privacy/do-not-sell',
  '/privacy/cookie-settings',
  '/company/about',
  '/press',
  '/resources/glossary',
];
const signedInRoutes = ['/dashboard', '/dashboard#new', '/profile', '/plan', '/pricing', ...publicRoutes];
const widths = [375, 1280];

const slug = (route) =>
  route
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '') || 'home';
const wanted = (route) => !values.only || route.includes(values.only);

/** Scrolls through the page so lazy images load, then back to the top. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      Array.from(document.images).map((img) => (img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })))),
    );
  });
  await page.waitForTimeout(250);
}

async function shoot(page, route, name) {
  const started = Date.now();
  await page.goto(route);
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => {});
  await settle(page);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) overflowing.push(`${name}: ${scrollWidth} px wide in ${clientWidth} px`);
  const file = join(out, `${values.lang}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`  ${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function signIn(page) {
  await page.goto('/login');
  await page.getByRole('button', { name: /^(Iniciar sesión con Google|Sign in with Google)$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^(Name|Nombre)$/).fill('Ana García');
  await dialog.getByLabel(/^(Email|Correo electrónico|E-mail)$/).fill(`screens-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: /Continue as|Continuar como/ }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

console.log('Starting the local stack…');
const stack = await startStack({ ports: 'auto', persist: false, quiet: true });
const browser = await chromium.launch({
  // The Chromium from the npm registry (scripts/browser.mjs), never a system browser.
  executablePath: await chromiumPath(),
  args: CHROMIUM_ARGS,
});
try {
  for (const width of widths) {
    const context = await browser.newContext({ baseURL: stack.url, locale, viewport: { width, height: width < 600 ? 780 : 860 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.warn(`  page error: ${error.message}`));

    console.log(`Signed out, ${width} px`);
    for (const route of publicRoutes.filter(wanted)) await shoot(page, route, `out-${width}-${slug(route)}`);
    if (width < 600 && wanted('menu')) {
      await page.goto('/');
      await page.getByRole('button', { name: /^(Open menu|Abrir menú)$/ }).click();
      await page.screenshot({ path: join(out, `${values.lang}-out-${width}-mobile-menu.png`) });
    }

    console.log(`Signed in, ${width} px`);
    await signIn(page);
    for (const route of signedInRoutes.filter(wanted)) await shoot(page, route, `in-${width}-${slug(route)}`);
    if (wanted('menu')) {
      await page.goto('/');
      await page.getByRole('button', { name: /^(Account menu|Menú de la cuenta)$/ }).click();
      await page.screenshot({ path: join(out, `${values.lang}-in-${width}-account-menu.png`) });
      if (width < 600) {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /^(Open menu|Abrir menú)$/ }).click();
        await page.screenshot({ path: join(out, `${values.lang}-in-${width}-mobile-menu.png`) });
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
console.log(`Done: ${out}`);
console.log(overflowing.length ? `Pages that scroll sideways:\n  ${overflowing.join('\n  ')}` : 'No page scrolls sideways.');
