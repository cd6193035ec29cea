// Port checks for the local stack, so a bad choice is refused at once with its reason and the
// setting to change, instead of a stack that starts and then never answers.
import { createServer } from 'node:net';

/**
 * Ports browsers (and Node's fetch) refuse to connect to: the Fetch standard's "bad ports"
 * (https://fetch.spec.whatwg.org/#port-blocking). A stack on one of them starts, and no page can reach it.
 */
export const BROWSER_REFUSED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The setting that chooses a part's port: hosting → PAUTIA_HOSTING_PORT, firestoreWebsocket → PAUTIA_FIRESTORE_WEBSOCKET_PORT. */
export const portSetting = (name) => `PAUTIA_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_PORT`;

function inUse(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? error.code : false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
}

/**
 * What is wrong with the chosen ports, one sentence each (empty when all is well): not a port, a
 * port browsers refuse, the same port twice, a port another program holds.
 * @param {Record<string, number>} ports
 */
export async function portProblems(ports) {
  const problems = [];
  const seen = new Map();
  for (const [name, port] of Object.entries(ports)) {
    const setting = portSetting(name);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      problems.push(`${name}: "${port}" is not a port number (1–65535). Change ${setting}.`);
      continue;
    }
    if (BROWSER_REFUSED_PORTS.has(port)) {
      problems.push(
        `${name}: port ${port} is one browsers and Node's fetch refuse to connect to (a "bad port" of the Fetch standard), so nothing could reach it. Choose another with ${setting}.`,
      );
    }
    if (seen.has(port)) problems.push(`${name}: port ${port} is already chosen for ${seen.get(port)}. Change ${setting}.`);
    seen.set(port, name);
  }
  const busy = await Promise.all(
    Object.entries(ports).map(async ([name, port]) => [
      name,
      port,
      Number.isInteger(port) && port > 0 && port < 65536 ? await inUse(port) : false,
    ]),
  );
  for (const [name, port, code] of busy) {
    if (code === 'EADDRINUSE')
      problems.push(
        `${name}: port ${port} is in use by another program (another \`npm start\`?). Stop it, or choose another port with ${portSetting(name)}.`,
      );
    if (code === 'EACCES')
      problems.push(`${name}: port ${port} needs administrator rights. Choose one above 1023 with ${portSetting(name)}.`);
  }
  return problems;
}

/**
 * Lines of firebase-tools' output that mean an emulator could not start: the launcher stops at the
 * first one and shows it, instead of waiting for an address that will never answer.
 */
export const FATAL_EMULATOR_OUTPUT = [
  // firebase-tools' own words (emulator/portUtils.js) for a port it cannot take.
  /Port \d+ is not open on [^\n]*could not start [^\n]*/,
  /Could not find any open port in [^\n]*/,
  /EADDRINUSE[^\n]*/,
  /Error: (?:Cannot find module|An unexpected error has occurred|Failed to load function definition)[^\n]*/,
];

export function fatalLine(output) {
  for (const pattern of FATAL_EMULATOR_OUTPUT) {
    const match = pattern.exec(output);
    if (match) return match[0].trim();
  }
  return undefined;
}
