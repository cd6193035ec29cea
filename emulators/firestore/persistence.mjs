// Snapshots of the local Firestore's in-memory state to a JSON file.
//
// The file holds one line per document: its full name, create/update times and
// its fields in the Firestore v1 `Value` shape (`{ integer_value: 1 }`,
// `{ timestamp_value: { seconds, nanos } }`, `{ map_value: { fields } }`, ...),
// which keeps every type distinct (int vs double, timestamp vs map, ...).
// Bytes are stored as `{ "$bytes": "<base64>" }`. Restoring replays each
// document through the package's own write path, so no internals are copied.

import fs from 'node:fs/promises';
import path from 'node:path';

export const SNAPSHOT_FILE = 'firestore.json';
const FORMAT = 'pautia-local-firestore/1';

/**
 * Every existing document in the state, as plain JSON-able records.
 * @param {any} state the package's FirestoreState
 */
export function collectDocuments(state) {
  /** @type {Array<{ name: string, createTime: string, updateTime: string, fields: object }>} */
  const documents = [];
  // toJSON() is the package's public way to enumerate the tree; it also lists
  // documents that do not exist but have subcollections, hence the check.
  /** @param {any} collection */
  const visitCollection = (collection) => {
    for (const docJson of Object.values(collection.documents)) {
      const doc = state.getDocument(docJson.path);
      if (doc.metadata.hasExist) {
        documents.push({
          name: docJson.path,
          createTime: doc.metadata.createdAt.toISOString(),
          updateTime: doc.metadata.updatedAt.toISOString(),
          fields: doc.toV1DocumentObject().fields,
        });
      }
      Object.values(docJson.collections).forEach(visitCollection);
    }
  };
  for (const project of Object.values(state.toJSON().projects)) {
    for (const database of Object.values(project.databases)) {
      Object.values(database.collections).forEach(visitCollection);
    }
  }
  return documents;
}

/**
 * Serializes the state; synchronous, so it is a consistent point-in-time copy.
 * @param {any} state
 */
export function serializeState(state) {
  const documents = collectDocuments(state);
  const lines = documents.map((doc) => JSON.stringify(doc, encodeBytes));
  const text = `{"format":${JSON.stringify(FORMAT)},"savedAt":${JSON.stringify(
    new Date().toISOString(),
  )},"documents":[\n${lines.join(',\n')}\n]}\n`;
  return { text, count: documents.length };
}

/**
 * Writes the snapshot atomically (temp file + rename), so a crash mid-write
 * leaves the previous snapshot intact.
 * @param {string} dataDir @param {string} text
 */
export async function writeSnapshot(dataDir, text) {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, SNAPSHOT_FILE);
  const tmp = `${file}.tmp-${process.pid}`;
  await fs.writeFile(tmp, text);
  await fs.rename(tmp, file);
}

/**
 * Loads the snapshot in `dataDir` (if any) into the empty state.
 * Throws on an unreadable snapshot rather than starting empty, because starting
 * empty would overwrite the user's data with nothing on the next save.
 * @param {any} state the package's FirestoreState
 * @param {any} Write the generated google.firestore.v1.Write class
 * @param {string} dataDir
 * @returns {Promise<{ file: string, count: number } | null>} null when there is no snapshot
 */
export async function restoreSnapshot(state, Write, dataDir) {
  const file = path.join(dataDir, SNAPSHOT_FILE);
  let text;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') return null;
    throw err;
  }
  let snapshot;
  try {
    snapshot = JSON.parse(text, decodeBytes);
    if (snapshot.format !== FORMAT) throw new Error(`unknown format ${snapshot.format}`);
  } catch (err) {
    throw new Error(
      `Cannot read the local Firestore snapshot ${file}: ${/** @type {Error} */ (err).message}. ` +
        'Fix or delete it (npm run data:wipe) and start again.',
    );
  }
  for (const doc of snapshot.documents) {
    const write = Write.fromObject({ update: { name: doc.name, fields: doc.fields } });
    state.writeV1Document(new Date(doc.updateTime), write);
    // The write path sets createTime = updateTime; put the original back.
    const restored = state.getDocument(doc.name);
    restored.metadata = { ...restored.metadata, createdAt: new Date(doc.createTime) };
  }
  return { file, count: snapshot.documents.length };
}

/**
 * Deletes the snapshot files in `dataDir` (only ours, so pointing it at the
 * wrong directory cannot delete anything else), then the directory if empty.
 * @param {string} dataDir
 */
export async function wipeSnapshot(dataDir) {
  let entries;
  try {
    entries = await fs.readdir(dataDir);
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') return;
    throw err;
  }
  for (const name of entries) {
    if (name === SNAPSHOT_FILE || name.startsWith(`${SNAPSHOT_FILE}.tmp-`)) {
      await fs.rm(path.join(dataDir, name), { force: true });
    }
  }
  await fs.rmdir(dataDir).catch(() => {}); // not empty / already gone: leave it
}

/**
 * JSON.stringify replacer: Uint8Array -> { $bytes: base64 }. Looks at the raw
 * value (`this[key]`) because a Buffer's toJSON() runs before the replacer.
 * @this {any} @param {string} key @param {unknown} value
 */
function encodeBytes(key, value) {
  const raw = this[key];
  return raw instanceof Uint8Array ? { $bytes: Buffer.from(raw).toString('base64') } : value;
}

/** JSON.parse reviver: { $bytes: base64 } -> Uint8Array. */
function decodeBytes(/** @type {string} */ _key, /** @type {any} */ value) {
  return value && typeof value === 'object' && typeof value.$bytes === 'string'
    ? new Uint8Array(Buffer.from(value.$bytes, 'base64'))
    : value;
}
