import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PICK_PRERENDERED, revealApp } from './prerender-handoff';

const firebaseJson = JSON.parse(readFileSync(join(__dirname, '../../../firebase.json'), 'utf8')) as {
  hosting: { headers: Array<{ headers: Array<{ key: string; value: string }> }> };
};

/** The page as the build writes it: the live app's (hidden later) root, one template per language and variety. */
function page(path: string) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><div class="full-page-spinner"></div></div>
    <template id="app-start" data-entry="/assets/index.js"><link rel="modulepreload" href="/assets/i18n.js"></template>
    <template id="prerendered-en" data-path="/"><h1>Google Ads campaigns</h1></template>
    <template id="prerendered-es" data-path="/"><h1>Campañas de Google Ads</h1><p>Podés elegir.</p></template>
    <template id="prerendered-es-tuteo" data-path="/"><h1>Campañas de Google Ads</h1><p>Puedes elegir.</p></template>`;
}
const run = () => new Function(PICK_PRERENDERED)();

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the build-time HTML of the public pages', () => {
  it("firebase.json's CSP allows the inline script by its hash", () => {
    const hash = `'sha256-${createHash('sha256').update(PICK_PRERENDERED).digest('base64')}'`;
    const csp = firebaseJson.hosting.headers.flatMap((r) => r.headers).find((h) => h.value.includes('connect-src'))!.value;
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).toContain(hash);
  });

  it("shows the browser's language before the app, which then takes over", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
    page('/');
    run();
    expect(document.getElementById('prerendered')?.textContent).toBe('Campañas de Google AdsPuedes elegir.');
    expect(document.getElementById('root')?.hidden).toBe(true);
    expect(document.documentElement.lang).toBe('es');
    // The app starts once that has painted.
    expect(document.querySelector('script[type="module"]')).toBeNull();
    expect(document.querySelector('head link[rel="modulepreload"]')).toBeNull();
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 1)));
    expect(document.querySelector('head script[type="module"]')).not.toBeNull();
    expect(document.querySelector('head link[rel="modulepreload"]')).not.toBeNull();
    revealApp();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });

  it('shows Spanish in voseo to a browser in Argentina or Uruguay, in tuteo to every other Spanish reader', () => {
    const shownFor = (...languages: string[]) => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
      page('/');
      run();
      return document.getElementById('prerendered')?.textContent;
    };
    expect(shownFor('es-AR', 'es')).toBe('Campañas de Google AdsPodés elegir.');
    expect(shownFor('es-UY')).toBe('Campañas de Google AdsPodés elegir.');
    expect(shownFor('es-MX', 'es')).toBe('Campañas de Google AdsPuedes elegir.');
    expect(shownFor('es-ES')).toBe('Campañas de Google AdsPuedes elegir.');
    expect(shownFor('es-419')).toBe('Campañas de Google AdsPuedes elegir.');
    expect(shownFor('es')).toBe('Campañas de Google AdsPuedes elegir.');
    // Spanish chosen with the switch in an English browser: no Spanish-speaking country named, tuteo.
    localStorage.setItem('pautia.language', 'es');
    expect(shownFor('en-US')).toBe('Campañas de Google AdsPuedes elegir.');
  });

  it('a language chosen with the switch wins over the browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-AR']);
    localStorage.setItem('pautia.language', 'en');
    page('/');
    run();
    expect(document.getElementById('prerendered')?.textContent).toBe('Google Ads campaigns');
  });

  it('keeps the spinner for a signed-in browser and on other paths, and starts the app at once', () => {
    localStorage.setItem('userData', JSON.stringify({ uid: 'u1' }));
    page('/');
    run();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.querySelector<HTMLScriptElement>('head script[type="module"]')?.src).toMatch(/\/assets\/index\.js$/);
    expect(document.querySelector<HTMLLinkElement>('head link[rel="modulepreload"]')?.href).toMatch(/\/assets\/i18n\.js$/);

    localStorage.clear();
    page('/dashboard');
    run();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
    expect(document.querySelector('script[type="module"]')).not.toBeNull();
  });
});
