import { DEFAULT_AUTH_EMULATOR_URL, localAuthEmulatorUrl } from './local-auth-emulator';

function page(meta?: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (meta !== undefined) {
    const el = doc.createElement('meta');
    el.name = 'pautia-auth-emulator';
    el.content = meta;
    doc.head.append(el);
  }
  return doc;
}

describe('localAuthEmulatorUrl', () => {
  it("uses the address the page names (the stack's chosen port)", () => {
    expect(localAuthEmulatorUrl(page('127.0.0.1:41234'))).toBe('http://127.0.0.1:41234');
    expect(localAuthEmulatorUrl(page(' localhost:9199 '))).toBe('http://localhost:9199');
  });

  it('falls back to the default port when the page names none', () => {
    expect(localAuthEmulatorUrl(page())).toBe(DEFAULT_AUTH_EMULATOR_URL);
    expect(localAuthEmulatorUrl(page(''))).toBe(DEFAULT_AUTH_EMULATOR_URL);
  });

  it('never connects to a host off this machine', () => {
    for (const meta of ['evil.example:9099', '10.0.0.5:9099', 'http://127.0.0.1:9099', '127.0.0.1', '127.0.0.1:9099/x']) {
      expect(localAuthEmulatorUrl(page(meta))).toBe(DEFAULT_AUTH_EMULATOR_URL);
    }
  });
});
