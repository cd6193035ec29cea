// The local stack: Firestore (official emulator or the pure-Node substitute), then the Auth,
// Functions and Hosting emulators through firebase-tools. Used by `npm start`, `npm run dev`, the
// integration tests and the end-to-end tests, so all of them run the same thing.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fatalLine, portProblems, portSetting } from './ports.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-pautia';
export const DEFAULT_DATA_DIR = join(ROOT, 'emulators', 'data');
/**
 * Every port the stack listens on, each with its setting (PAUTIA_<NAME>_PORT, `portSetting`). The
 * Functions emulator brings the Eventarc and Cloud Tasks emulators along, and the official Firestore
 * emulator a WebSocket port: without a fixed port firebase-tools moves them, with warnings, when their
 * default is taken.
 */
export const DEFAULT_PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  firestoreWebsocket: 9150,
};

/** The ports a stack with this Firestore listens on (the substitute has no WebSocket port). */
export const portNames = (firestoreKind) =>
  Object.keys(DEFAULT_PORTS).filter((name) => firestoreKind === 'official' || name !== 'firestoreWebsocket');

const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const FIRESTORE_SERVE = join(ROOT, 'emulators', 'firestore', 'serve.mjs');

/** Distinct free TCP ports on loopback: all held open until every one is picked. */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolveServer, reject) => {
          const server = createServer();
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolveServer(server));
        }),
    ),
  );
  const ports = servers.map((server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port);
  await Promise.all(servers.map((server) => new Promise((r) => server.close(r))));
  return ports;
}

export async function freePort() {
  return (await freePorts(1))[0];
}

/**
 * Ports from options, else PAUTIA_<NAME>_PORT, else the defaults; `'auto'` picks free ones.
 * @param {Record<string, number> | 'auto'} [ports]
 * @param {string[]} [names] the ports wanted (default: all of DEFAULT_PORTS)
 */
export async function resolvePorts(ports = {}, names = Object.keys(DEFAULT_PORTS)) {
  const auto = ports === 'auto' ? await freePorts(names.length) : [];
  const out = {};
  names.forEach((name, i) => {
    const fromEnv = process.env[portSetting(name)];
    out[name] = ports === 'auto' ? auto[i] : Number(ports[name] ?? fromEnv ?? DEFAULT_PORTS[name]);
  });
  return out;
}

/** Which Firestore runs, and why. The official emulator needs Java 21+ and its downloaded jar. */
export function chooseFirestore() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)/.exec(`${java.stderr ?? ''}${java.stdout ?? ''}`);
  const major = match ? Number(match[1]) : 0;
  if (!match) return { kind: 'substitute', why: 'no Java was found (the official emulator needs Java 21+)' };
  if (major < 21) return { kind: 'substitute', why: `Java ${major} was found; the official emulator needs Java 21+` };
  const cache = join(process.env.HOME ?? '', '.cache', 'firebase', 'emulators');
  const jar = existsSync(cache) && spawnSync('ls', [cache], { encoding: 'utf8' }).stdout.includes('cloud-firestore-emulator');
  if (!jar && process.env.PAUTIA_FIRESTORE !== 'official') {
    return {
      kind: 'substitute',
      why: `Java ${major} is here but the official emulator's jar is not downloaded (set PAUTIA_FIRESTORE=official to let firebase-tools fetch it)`,
    };
  }
  return { kind: 'official', why: `Java ${major} is available` };
}

export function build({ web = true, functions = true, log = console.log } = {}) {
  const run = (workspace) => {
    log(`Building ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Building ${workspace} failed`);
  };
  if (functions) run('functions');
  if (web) run('web');
}

/**
 * What this stack's Hosting serves: a copy of the web build (PAUTIA_WEB_DIST, else web/dist) whose
 * index.html names this stack's Auth emulator, so the app connects to it without asking the backend
 * first (that request sat on every page's critical path). One copy per stack, since ports differ;
 * a rebuilt web app is served from the next start.
 */
function servedWebDir(ports) {
  const source = process.env.PAUTIA_WEB_DIST ? resolve(process.env.PAUTIA_WEB_DIST) : join(ROOT, 'web', 'dist');
  const dir = join(ROOT, `.firebase-${ports.hosting}-public`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(source, dir, { recursive: true });
  const meta = `<meta name="pautia-auth-emulator" content="127.0.0.1:${ports.auth}" />`;
  // index.html, and the pages rendered at build time with their own HTML (login.html).
  for (const page of ['index.html', 'login.html']) {
    const file = join(dir, page);
    if (page !== 'index.html' && !existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    if (!html.includes('</head>')) throw new Error(`${file} has no </head>`);
    writeFileSync(file, html.replace('</head>', `  ${meta}\n  </head>`));
  }
  return dir;
}

/** What the local app also connects to: the emulators on loopback (the Auth emulator's port is chosen at start). */
export const LOCAL_CONNECT_SOURCES = 'http://127.0.0.1:* http://localhost:*';

/**
 * firebase.json's headers for this stack: the app's CSP (the rule whose policy has connect-src) also
 * lets it reach the emulators on loopback. Production's firebase.json has no loopback source.
 */
export function localHostingHeaders(headers = []) {
  return headers.map((rule) => ({
    ...rule,
    headers: (rule.headers ?? []).map((h) =>
      h.key === 'Content-Security-Policy' && /(^|;\s*)connect-src /.test(h.value)
        ? { ...h, value: h.value.replace(/(connect-src [^;]*)/, `$1 ${LOCAL_CONNECT_SOURCES}`) }
        : h,
    ),
  }));
}

/**
 * firebase.json for this stack: every emulator firebase-tools starts on the port chosen for it, so
 * none picks one of its own. The substitute Firestore is started by the launcher, not firebase-tools.
 */
export function firebaseConfig(ports, firestoreKind, publicDir) {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const emulators = { ...base.emulators };
  for (const name of ['hosting', 'functions', 'auth', 'hub', 'logging', 'eventarc', 'tasks']) {
    emulators[name] = { host: '127.0.0.1', port: ports[name] };
  }
  if (firestoreKind === 'official') {
    emulators.firestore = { host: '127.0.0.1', port: ports.firestore, websocketPort: ports.firestoreWebsocket };
  } else {
    delete emulators.firestore;
  }
  return {
    ...base,
    // The deploy leaves the local stand-ins (lib/local) out; the emulator's watcher should see them change.
    functions: base.functions.map((f) => ({ ...f, ignore: (f.ignore ?? []).filter((p) => p !== 'lib/local') })),
    hosting: { ...base.hosting, public: relative(ROOT, publicDir), headers: localHostingHeaders(base.hosting.headers) },
    emulators,
  };
}

async function waitFor(url, { timeoutMs, isAlive, hub }) {
  const deadline = Date.now() + timeoutMs;
  // First the emulator hub (cheap, no function instance): until it lists Hosting and Functions, a
  // request to /health would only be answered 404 by Hosting (and logged as such).
  while (hub && Date.now() < deadline) {
    if (!isAlive()) throw new Error(`A process of the stack exited before ${url} answered`);
    try {
      const res = await fetch(`${hub}/emulators`, { signal: AbortSignal.timeout(5000) });
      const listed = res.ok ? await res.json() : {};
      if (listed.hosting && listed.functions) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`A process of the stack exited before ${url} answered`);
    try {
      // One request at a time, given time to finish: the Functions emulator starts a new worker
      // process for every request that arrives while the others are busy, so short timeouts and
      // fast retries on a loaded machine piled up dozens of workers.
      const res = await fetch(url, { signal: AbortSignal.timeout(120_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * Starts the stack and resolves once `/health` answers through Hosting.
 * @param {{ ports?: Record<string, number> | 'auto', dataDir?: string, persist?: boolean, build?: boolean,
 *   log?: (line: string) => void, quiet?: boolean, env?: Record<string,string>, timeoutMs?: number }} options
 */
export async function startStack(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const firestore = chooseFirestore();
  const ports = await resolvePorts(options.ports, portNames(firestore.kind));
  const problems = await portProblems(ports);
  if (problems.length) throw new Error(`These ports cannot be used:\n  - ${problems.join('\n  - ')}`);
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const persist = options.persist ?? true;
  if (options.build) build({ log });
  if (!existsSync(join(ROOT, 'functions', 'lib', 'index.js'))) build({ web: false, log });
  if (!process.env.PAUTIA_WEB_DIST && !existsSync(join(ROOT, 'web', 'dist', 'index.html'))) build({ functions: false, log });

  const children = [];
  // Output is read (to stop at the first emulator that cannot start) and passed on unless quiet.
  const stdio = ['ignore', 'pipe', 'pipe'];
  const env = {
    ...process.env,
    ...options.env,
    // Both pieces run on this project's Node 22 (the `node` devDependency).
    PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    GCLOUD_PROJECT: PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
    // The platform's own body parser answers malformed JSON; production mode keeps stack traces out.
    NODE_ENV: 'production',
  };
  const spawnChild = (name, command, args, extraEnv = {}) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio, detached: true });
    let stderr = '';
    let recent = '';
    const entry = { name, child, exited: false, fatal: undefined, stderr: () => stderr };
    const read = (into) => (chunk) => {
      if (!options.quiet) into.write(chunk);
      recent = (recent + chunk).slice(-8000);
      entry.fatal ??= fatalLine(recent);
    };
    child.stdout?.on('data', read(process.stdout));
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
      read(process.stderr)(chunk);
    });
    child.on('exit', () => {
      entry.exited = true;
    });
    children.push(entry);
    return entry;
  };
  const alive = () => children.every((c) => !c.exited && !c.fatal);

  const stop = async () => {
    for (const { child, exited } of [...children].reverse()) {
      if (exited) continue;
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
    await Promise.all(
      children.map(
        ({ child, exited }) =>
          exited ||
          new Promise((r) => {
            const timer = setTimeout(() => {
              try {
                process.kill(-child.pid, 'SIGKILL');
              } catch {
                // gone
              }
              r(undefined);
            }, 15_000);
            child.once('exit', () => {
              clearTimeout(timer);
              r(undefined);
            });
          }),
      ),
    );
    if (configPath) rmSync(configPath, { force: true });
    if (publicDir) rmSync(publicDir, { recursive: true, force: true });
    if (hubDir) rmSync(hubDir, { recursive: true, force: true });
  };

  let configPath;
  let publicDir;
  let hubDir;
  try {
    const firestoreDir = join(dataDir, 'firestore');
    if (firestore.kind === 'substitute') {
      const args = [FIRESTORE_SERVE, '--port', String(ports.firestore)];
      if (persist) args.push('--data', firestoreDir);
      spawnChild('firestore', process.execPath, args);
      await waitForPort(ports.firestore, 30_000, alive);
    }

    configPath = join(ROOT, `.firebase-${ports.hosting}.json`);
    publicDir = servedWebDir(ports);
    writeFileSync(configPath, JSON.stringify(firebaseConfig(ports, firestore.kind, publicDir), null, 2));
    const only = firestore.kind === 'official' ? 'auth,functions,hosting,firestore' : 'auth,functions,hosting';
    const args = [FIREBASE_BIN, 'emulators:start', '--only', only, '--project', PROJECT_ID, '--config', configPath];
    if (persist) {
      const exportDir = join(dataDir, 'firebase-export');
      mkdirSync(exportDir, { recursive: true });
      if (existsSync(join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
      args.push('--export-on-exit', exportDir);
    }
    // firebase-tools finds "the" emulator hub of a project through a locator file named after the
    // project in the temp dir, and --export-on-exit exports whatever hub that file names. Every stack
    // here is project demo-pautia, so with two stacks running the file named the last one started,
    // and Ctrl-C on the other saved that one's Auth accounts (or nothing, once the file was gone).
    // A temp dir of its own per stack gives each its own locator: it exports only its own data.
    hubDir = mkdtempSync(join(tmpdir(), 'pautia-stack-'));
    spawnChild('firebase', process.execPath, args, { TMPDIR: hubDir });
    const url = `http://localhost:${ports.hosting}`;
    if (!options.quiet) log('Starting the local stack (Auth, Functions, Hosting, Firestore)…');
    await waitFor(`http://127.0.0.1:${ports.hosting}/health`, {
      timeoutMs: options.timeoutMs ?? 300_000,
      isAlive: alive,
      hub: `http://127.0.0.1:${ports.hub}`,
    });
    return { url, ports, firestore, projectId: PROJECT_ID, stop };
  } catch (error) {
    const fatal = children.find((c) => c.fatal);
    const details = children.map((c) => (c.stderr() ? `--- ${c.name} ---\n${c.stderr()}` : '')).join('\n');
    await stop();
    if (fatal) throw new Error(`${fatal.name}: ${fatal.fatal}\n${details}`);
    throw new Error(`${error instanceof Error ? error.message : error}\n${details}`);
  }
}

async function waitForPort(port, timeoutMs, isAlive) {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`Firestore exited before listening on ${port}`);
    const ok = await new Promise((r) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        r(true);
      });
      socket.once('error', () => r(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Firestore did not listen on ${port} within ${timeoutMs / 1000} s`);
}
