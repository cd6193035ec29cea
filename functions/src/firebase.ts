import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** One firebase-admin app per process; under the emulators it talks to them via *_EMULATOR_HOST. */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export const firestore = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());
