import { env } from '@/config/env';

let lookup: Promise<string> | undefined;

/**
 * Local mode: where the Auth emulator listens (its port can be overridden), as the local backend's
 * `/health` says. `main.tsx` starts the lookup as the app starts, so it runs while the Firebase chunk
 * downloads instead of after it: every screen waits for sign-in state, which waits for this.
 */
export function localAuthEmulatorUrl(): Promise<string> {
  lookup ??= ask();
  return lookup;
}

async function ask(): Promise<string> {
  try {
    const res = await fetch(`${env.backendUrl}/health`);
    const body = (await res.json()) as { emulators?: { auth?: string } };
    if (body.emulators?.auth) return `http://${body.emulators.auth}`;
  } catch {
    // fall through to the default port
  }
  return 'http://127.0.0.1:9099';
}
