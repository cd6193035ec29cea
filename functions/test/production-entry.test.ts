import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type OutputChunk } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The production function leaves the local stand-ins out (ADR 28). The production entry
 * (src/index.ts, which loads src/main.ts on the first request) is bundled here as a bundler follows
 * it, and the bundle is checked: no module under src/local/ is in it, and the app it builds with
 * production configuration (fake secrets) answers no /local/* path.
 */
const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = join(HERE, '..', 'src');
const LOCAL = join(SRC, 'local') + sep;

let bundleDir: string;
let chunks: OutputChunk[];
let server: { url: string; child: ChildProcess } | undefined;

beforeAll(async () => {
  // Inside the functions workspace's node_modules, so the bundle's packages resolve as the function's do.
  const cache = join(HERE, '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  bundleDir = mkdtempSync(join(cache, 'production-entry-'));
  const output = await build({
    input: { index: join(SRC, 'index.ts'), main: join(SRC, 'main.ts') },
    platform: 'node',
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    output: { dir: bundleDir, format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    logLevel: 'silent',
  });
  chunks = output.output.filter((o): o is OutputChunk => o.type === 'chunk');
}, 120_000);

afterAll(async () => {
  if (server) {
    const exited = new Promise((r) => server!.child.once('exit', r));
    server.child.kill('SIGTERM');
    await exited;
  }
  rmSync(bundleDir, { recursive: true, force: true });
});

/** The bundled app with production configuration in a process of its own; resolves once it listens. */
async function startProduction(): Promise<{ url: string; child: ChildProcess }> {
  const script = `
    const { buildApp } = await import(${JSON.stringify(pathToFileURL(join(bundleDir, 'main.mjs')).href)});
    const server = (await buildApp()).listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: bundleDir,
    // Production: no PAUTIA_MODE, no FUNCTIONS_EMULATOR, every third party's setting present (fake).
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      GCLOUD_PROJECT: 'demo-pautia-production-entry',
      METADATA_SERVER_DETECTION: 'none',
      PUBLIC_URL: 'https://app.example.com',
      OPENAI_API_KEY: 'sk-fake',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_fake',
      STRIPE_PRICE_PRO_MONTHLY: 'price_fake_pro_monthly',
      GOOGLE_OAUTH_CLIENT_ID: 'fake.apps.googleusercontent.com',
      GOOGLE_OAUTH_CLIENT_SECRET: 'fake-secret',
      GOOGLE_ADS_DEVELOPER_TOKEN: 'fake-token',
      TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      SMTP_HOST: 'smtp.example.invalid',
      SUPPORT_INBOX: 'support@example.com',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + String(chunk)).slice(-2000)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const match = /\{"port":(\d+)\}/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the production app exited (${code}): ${errors}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

describe('the production entry', () => {
  it('carries no module of src/local/, nor a stand-in page’s text', () => {
    const modules = chunks.flatMap((c) => c.moduleIds);
    // The bundle is the whole app: the entry, the composition root and the routes are in it.
    for (const file of ['index.ts', 'main.ts', 'services.ts', 'app.ts', join('routes', 'support.ts')]) {
      expect(modules).toContain(join(SRC, file));
    }
    expect(modules.filter((id) => id.startsWith(LOCAL))).toEqual([]);
    const code = chunks.map((c) => c.code).join('\n');
    for (const text of ['Test checkout — no charge', 'Google Ads sandbox — no real account', 'Local stand-in for SMTP']) {
      expect(code).not.toContain(text);
    }
  });

  it('with production configuration, picks no stand-in and answers no /local/* path (404)', async () => {
    server = await startProduction();
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ mode: 'production', providers: { ai: 'openai', billing: 'stripe', ads: 'google-ads' } });
    const paths: Array<[string, string]> = [
      ['GET', '/local/checkout/cs_local_0123abcd'],
      ['POST', '/local/checkout/cs_local_0123abcd/pay'],
      ['POST', '/local/checkout/cs_local_0123abcd/cancel'],
      ['GET', '/local/portal/bps_local_0123abcd'],
      ['POST', '/local/portal/bps_local_0123abcd/advance'],
      ['GET', '/local/invoices/in_local_0123abcd'],
      ['GET', '/local/checkout-assets/checkout.css'],
      ['GET', '/local/google-ads/consent?state=abcdefghijklmnop1234&redirect_uri=https%3A%2F%2Fapp.example.com%2Foauth2callback'],
      ['POST', '/local/google-ads/consent/allow?state=abcdefghijklmnop1234&redirect_uri=https%3A%2F%2Fapp.example.com%2Foauth2callback'],
      ['GET', '/local/google-ads/sandbox.css'],
      ['GET', '/local/mail'],
      ['GET', '/local/mail-assets/mail.css'],
    ];
    for (const [method, path] of paths) {
      const res = await fetch(`${server.url}${path}`, { method });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  }, 60_000);
});
