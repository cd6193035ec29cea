import type { TestProject } from 'vitest/node';
// The same launcher `npm start` uses, on free ports and without persistence.
import { startStack, type Stack } from '../../emulators/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      baseUrl: string;
      functionsUrl: string;
      authHost: string;
      firestoreHost: string;
      projectId: string;
      /** Which Firestore the stack runs, and why. */
      firestore: { kind: 'official' | 'substitute'; why: string };
    };
  }
}

/**
 * The integration and serial projects (vitest.config.ts) share one stack: global setups run in
 * Vitest's main process, so the first to start it keeps it here and the last to finish stops it.
 */
const shared = globalThis as typeof globalThis & { pautiaTestStack?: { stack: Promise<Stack>; users: number } };

export default async function setup(project: TestProject) {
  const entry = (shared.pautiaTestStack ??= {
    stack: startStack({ ports: 'auto', persist: false, quiet: true, env: { AI_TIMEOUT_MS: '4000' } }),
    users: 0,
  });
  entry.users += 1;
  const stack = await entry.stack;
  project.provide('stack', {
    baseUrl: `http://127.0.0.1:${stack.ports.hosting}`,
    functionsUrl: `http://127.0.0.1:${stack.ports.functions}/${stack.projectId}/us-central1/api`,
    authHost: `127.0.0.1:${stack.ports.auth}`,
    firestoreHost: `127.0.0.1:${stack.ports.firestore}`,
    projectId: stack.projectId,
    firestore: stack.firestore,
  });
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.pautiaTestStack;
    await stack.stop();
  };
}
