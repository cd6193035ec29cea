#!/usr/bin/env node
// Deletes the local Firestore's saved data (npm run data:wipe).
//
//   node emulators/firestore/wipe.mjs [dir]
//
// dir defaults to <repo>/emulators/data/firestore whatever the current
// directory; a given dir is resolved against the current directory. Stop the
// emulators first: a running Firestore keeps the data in memory and would
// write it back on its next save.

import path from 'node:path';
import { DEFAULT_DATA_DIR, wipeLocalFirestoreData } from './index.mjs';

const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_DATA_DIR;
await wipeLocalFirestoreData(dataDir);
console.log(`Local Firestore data wiped (${path.relative(process.cwd(), dataDir) || dataDir}).`);
