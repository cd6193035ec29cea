import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fatalLine, portProblems, portSetting } from './ports.mjs';
import { DEFAULT_PORTS, firebaseConfig, portNames, resolvePorts, startStack } from './stack.mjs';

describe('the launcher’s port check', () => {
  it('refuses a port browsers refuse, naming the setting to change', async () => {
    const problems = await portProblems({ hosting: 6000 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/port 6000 is one browsers and Node's fetch refuse/);
    expect(problems[0]).toMatch(/PAUTIA_HOSTING_PORT/);
    expect(await portProblems({ auth: 6667 })).toEqual([expect.stringMatching(/PAUTIA_AUTH_PORT/)]);
  });

  it('refuses a port another program holds', async () => {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    try {
      expect(await portProblems({ functions: port })).toEqual([
        `functions: port ${port} is in use by another program (another \`npm start\`?). Stop it, or choose another port with PAUTIA_FUNCTIONS_PORT.`,
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses the same port twice and what is not a port', async () => {
    const problems = await portProblems({ hosting: 45123, auth: 45123, hub: Number('abc') });
    expect(problems.some((p) => p.startsWith('auth: port 45123 is already chosen for hosting'))).toBe(true);
    expect(problems.some((p) => p.startsWith('hub: "NaN" is not a port number'))).toBe(true);
  });

  it('accepts free, ordinary ports', async () => {
    expect(await portProblems({ hosting: 45124, functions: 45125 })).toEqual([]);
  });

  it('recognises an emulator that could not start in firebase-tools’ output', () => {
    expect(fatalLine('i  hub: ...\n⚠  hosting: Port 5000 is not open on 127.0.0.1, could not start Hosting Emulator.\n')).toMatch(
      /could not start Hosting Emulator|Port 5000 is not open/i,
    );
    expect(fatalLine('✔  All emulators ready! It is now safe to connect your app.')).toBeUndefined();
  });
});

describe('every port the stack opens has a setting', () => {
  it('names a setting for each, eventarc, tasks and the Firestore WebSocket included', () => {
    expect(Object.keys(DEFAULT_PORTS).map(portSetting)).toEqual(
      expect.arrayContaining(['PAUTIA_EVENTARC_PORT', 'PAUTIA_TASKS_PORT', 'PAUTIA_FIRESTORE_WEBSOCKET_PORT', 'PAUTIA_HUB_PORT']),
    );
  });

  it('takes each port from its setting', async () => {
    const settings = { PAUTIA_EVENTARC_PORT: '45131', PAUTIA_TASKS_PORT: '45132', PAUTIA_FIRESTORE_WEBSOCKET_PORT: '45133' };
    const before = Object.fromEntries(Object.keys(settings).map((k) => [k, process.env[k]]));
    Object.assign(process.env, settings);
    try {
      const ports = await resolvePorts();
      expect(ports).toMatchObject({ eventarc: 45131, tasks: 45132, firestoreWebsocket: 45133 });
    } finally {
      for (const [k, v] of Object.entries(before)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it('gives firebase-tools a fixed port for every emulator it starts', async () => {
    const ports = await resolvePorts({}, portNames('official'));
    const official = firebaseConfig(ports, 'official', 'web/dist').emulators;
    for (const name of ['hosting', 'functions', 'auth', 'hub', 'logging', 'eventarc', 'tasks', 'firestore']) {
      expect(official[name], name).toEqual(expect.objectContaining({ host: '127.0.0.1', port: ports[name] }));
    }
    expect(official.firestore.websocketPort).toBe(ports.firestoreWebsocket);
    // The substitute Firestore is the launcher's own process: firebase-tools starts no Firestore.
    expect(firebaseConfig(ports, 'substitute', 'web/dist').emulators.firestore).toBeUndefined();
    expect(portNames('substitute')).not.toContain('firestoreWebsocket');
  });
});

/**
 * A running stack, asked through the emulator hub which emulators it runs and where: every one is on
 * a port the launcher chose (none moved itself), so every one has a PAUTIA_*_PORT setting.
 */
describe('a running stack', () => {
  /** @type {import('./stack.mjs').Stack} */
  let stack;
  beforeAll(async () => {
    stack = await startStack({ ports: 'auto', persist: false, quiet: true });
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('runs each emulator on the port chosen for it', async () => {
    const listed = await (await fetch(`http://127.0.0.1:${stack.ports.hub}/emulators`)).json();
    expect(Object.keys(listed)).toEqual(expect.arrayContaining(['hub', 'logging', 'auth', 'functions', 'hosting', 'eventarc', 'tasks']));
    for (const [name, info] of Object.entries(listed)) {
      expect(stack.ports[name], `${name} is not one of the stack's ports`).toBe(info.port);
      if (info.webSocketPort) expect(stack.ports.firestoreWebsocket).toBe(info.webSocketPort);
    }
  });
});
