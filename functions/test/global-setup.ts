import type { TestProject } from 'vitest/node';
// The same launcher `npm start` uses, on free ports and without persistence.
import { startStack } from '../../emulators/stack.mjs';

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

export default async function setup(project: TestProject) {
  const stack = await startStack({ ports: 'auto', persist: false, quiet: true, env: { AI_TIMEOUT_MS: '4000' } });
  project.provide('stack', {
    baseUrl: `http://127.0.0.1:${stack.ports.hosting}`,
    functionsUrl: `http://127.0.0.1:${stack.ports.functions}/${stack.projectId}/us-central1/api`,
    authHost: `127.0.0.1:${stack.ports.auth}`,
    firestoreHost: `127.0.0.1:${stack.ports.firestore}`,
    projectId: stack.projectId,
    firestore: stack.firestore,
  });
  return async () => {
    await stack.stop();
  };
}
