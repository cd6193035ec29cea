/** Where the Auth emulator listens when nothing says otherwise (firebase.json's port). */
export const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

/**
 * Local mode: where this stack's Auth emulator listens (ports can be overridden, and test stacks pick
 * free ones). Whoever serves index.html names it in `<meta name="pautia-auth-emulator">`: the local
 * stack's Hosting (emulators/stack.mjs) and Vite's dev server (vite.config.ts). Read from the page
 * itself, so sign-in state waits for no request.
 */
export function localAuthEmulatorUrl(doc: Document = document): string {
  const host = doc.querySelector('meta[name="pautia-auth-emulator"]')?.getAttribute('content')?.trim() ?? '';
  // host:port on loopback only: the page must never send credentials anywhere else.
  return /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/.test(host) ? `http://${host}` : DEFAULT_AUTH_EMULATOR_URL;
}
