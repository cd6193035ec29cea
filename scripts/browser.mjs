// The one Chromium the project drives (e2e suite, screenshots, Lighthouse bench): the headless build
// shipped inside the `@sparticuz/chromium` npm package (brotli archives in the tarball, no download),
// so `npm ci` is all a fresh machine needs. Never a system browser.
//
// The archives are unpacked once per package version into a private folder under the temp dir. Each
// process unpacks into its own staging folder and renames it into place (a rename is atomic), so
// several processes starting at once never see a half-written binary. Playwright's global setup
// resolves the path once and hands it to the workers in PAUTIA_CHROMIUM.
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

const require = createRequire(import.meta.url);
// The package exports only its entry (build/index.js); its root is two levels up.
const pkgDir = dirname(dirname(require.resolve('@sparticuz/chromium')));
const version = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version;
const bin = join(pkgDir, 'bin');

/** Flags for Playwright and Lighthouse. Taken from @sparticuz/chromium's list where they suit a test
 * browser: sandbox off (containers run as root), no background traffic. Left out: --single-process
 * and --no-zygote (Lambda workarounds that make multi-page runs crash), --disable-web-security and
 * --allow-running-insecure-content (tests must see what a real browser refuses), --use-gl/--in-process-gpu. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-setuid-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  '--no-pings',
  '--font-render-hinting=none',
];

/** Folder holding the unpacked browser for this package version. */
export function browserDir() {
  return join(tmpdir(), `pautia-chromium-${version}-${userInfo().uid}`);
}

async function unbrotli(from, to, mode) {
  await pipeline(createReadStream(from), createBrotliDecompress({ chunkSize: 2 ** 21 }), createWriteStream(to, { mode }));
}

async function untarBrotli(from, toDir) {
  const { extract } = require(require.resolve('tar-fs', { paths: [pkgDir] }));
  await pipeline(createReadStream(from), createBrotliDecompress({ chunkSize: 2 ** 21 }), extract(toDir));
}

async function unpack(dir) {
  const staging = `${dir}.partial-${process.pid}-${Date.now()}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await Promise.all([
      unbrotli(join(bin, 'chromium.br'), join(staging, 'chromium'), 0o755),
      // SwiftShader's GL libraries sit next to the binary, where Chromium looks for them.
      untarBrotli(join(bin, 'swiftshader.tar.br'), staging),
      untarBrotli(join(bin, 'fonts.tar.br'), join(staging, 'fonts')),
    ]);
    // Fonts: the system's, when there are any, plus the package's Open Sans, so text renders on a
    // bare machine too.
    writeFileSync(
      join(staging, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${join(dir, 'fonts')}</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
    try {
      renameSync(staging, dir);
    } catch (err) {
      // Another process got there first: its copy is complete (renames are atomic); use it.
      if (!existsSync(join(dir, 'chromium'))) throw err;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Absolute path of the Chromium binary, unpacking it on first use. Also points fontconfig at the
 * bundled fonts for this process and its children (Playwright launches inherit the environment). */
export async function chromiumPath() {
  const dir = browserDir();
  const exe = join(dir, 'chromium');
  if (!existsSync(exe)) await unpack(dir);
  process.env.FONTCONFIG_FILE ??= join(dir, 'fonts.conf');
  return exe;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await chromiumPath());
}
