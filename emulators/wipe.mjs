// `npm run data:wipe`: deletes the local stack's saved data (Firestore documents and Auth accounts).
// Stop `npm start` first: a running stack keeps its data in memory and saves it again on exit.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { wipeLocalFirestoreData } from './firestore/index.mjs';
import { DEFAULT_DATA_DIR } from './stack.mjs';

await wipeLocalFirestoreData(join(DEFAULT_DATA_DIR, 'firestore'));
rmSync(join(DEFAULT_DATA_DIR, 'firebase-export'), { recursive: true, force: true });
console.log('Local data wiped (Firestore documents and Auth accounts).');
