import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fatalLine, portProblems } from './ports.mjs';

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
