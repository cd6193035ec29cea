// Snapshots of the local Firestore's in-memory state to a JSON file.
//
// The file holds one line per document: its full name, create/update times and
// its fields in the Firestore v1 `Value` shape (`{ integer_value: 1 }`,
// `{ timestamp_value: { seconds, nanos } }`, `{ map_value: { fields } }`, ...),
// which keeps every type distinct (int vs double, timestamp vs map, ...).
// Bytes are stored as `{ "$bytes": "<base64>" }`. Restoring replays each
// document through the package's own write path, so no internals are copied.

import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export const SNAPSHOT_FILE = 'firestore.json';
/**
 * The append-only journal of acknowledged writes since the last snapshot: one JSON line per
 * document a commit changed (its whole new state, or `deleted`), written and flushed to disk
 * before the commit is answered. Compaction folds it into the snapshot in the background.
 */
export const JOURNAL_FILE = 'firestore.log';
/** The journal being folded into a snapshot (kept until the snapshot is written). */
const COMPACTING_FILE = `${JOURNAL_FILE}.compacting`;
const FORMAT = 'pautia-local-firestore/1';

/**
 * One document as a snapshot/journal record: its state now, or `deleted` when it does not exist.
 * @param {any} state @param {string} name
 */
export function documentRecord(state, name) {
  const doc = state.getDocument(name);
  if (!doc.metadata.hasExist) return { name, deleted: true };
  return {
    name,
    createTime: doc.metadata.createdAt.toISOString(),
    updateTime: doc.metadata.updatedAt.toISOString(),
    fields: doc.toV1DocumentObject().fields,
  };
}

/**
 * The journal in `dataDir`, open for appending.
 * @param {string} dataDir
 */
export function openJournal(dataDir) {
  fsSync.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, JOURNAL_FILE);
  const compacting = path.join(dataDir, COMPACTING_FILE);
  let fd = fsSync.openSync(file, 'a');
  let pending = fsSync.fstatSync(fd).size > 0 || fsSync.existsSync(compacting);
  return {
    /** Whether there are journaled writes not yet folded into the snapshot. */
    get pending() {
      return pending;
    },
    /**
     * Appends records and flushes them to disk (synchronously: the commit is answered after).
     * @param {object[]} records
     */
    append(records) {
      if (records.length === 0) return;
      const text = `${records.map((r) => JSON.stringify(r, encodeBytes)).join('\n')}\n`;
      fsSync.writeSync(fd, text);
      fsSync.fdatasyncSync(fd);
      pending = true;
    },
    /**
     * Starts a compaction (synchronously, between two commits): the journal so far becomes the
     * compacting file, appends go to a fresh journal. Call `compacted()` once a snapshot that
     * includes everything up to now is on disk.
     */
    rotate() {
      fsSync.closeSync(fd);
      // A compaction whose snapshot failed left its file: the older writes stay in front.
      if (fsSync.existsSync(compacting)) {
        fsSync.appendFileSync(compacting, fsSync.readFileSync(file));
        fsSync.rmSync(file, { force: true });
      } else if (fsSync.existsSync(file)) {
        fsSync.renameSync(file, compacting);
      }
      fd = fsSync.openSync(file, 'a');
      pending = false;
    },
    compacted() {
      fsSync.rmSync(compacting, { force: true });
    },
    /** A snapshot could not be written: the journal still holds the writes. */
    failed() {
      pending = true;
    },
    close() {
      fsSync.closeSync(fd);
    },
  };
}

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
  /** @type {Map<string, any>} */
  const documents = new Map();
  let found = false;
  let text;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'ENOENT') throw err;
  }
  if (text !== undefined) {
    found = true;
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
    for (const doc of snapshot.documents) documents.set(doc.name, doc);
  }
  // Then the journaled writes, oldest first: each record is a document's whole state after a
  // commit, so replaying one the snapshot already holds changes nothing.
  let journaled = 0;
  for (const name of [COMPACTING_FILE, JOURNAL_FILE]) {
    const journal = path.join(dataDir, name);
    let lines;
    try {
      lines = (await fs.readFile(journal, 'utf8')).split('\n');
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') continue;
      throw err;
    }
    found = true;
    lines.forEach((line, i) => {
      if (!line.trim()) return;
      let record;
      try {
        record = JSON.parse(line, decodeBytes);
      } catch (err) {
        // Only the last line can be cut short (a crash mid-append, never acknowledged).
        if (i === lines.length - 1 || lines.slice(i + 1).every((l) => !l.trim())) return;
        throw new Error(
          `Cannot read the local Firestore journal ${journal} (line ${i + 1}): ${/** @type {Error} */ (err).message}. ` +
            'Fix or delete it (npm run data:wipe) and start again.',
        );
      }
      journaled += 1;
      if (record.deleted) documents.delete(record.name);
      else documents.set(record.name, record);
    });
  }
  if (!found) return null;
  for (const doc of documents.values()) {
    const write = Write.fromObject({ update: { name: doc.name, fields: doc.fields } });
    state.writeV1Document(new Date(doc.updateTime), write);
    // The write path sets createTime = updateTime; put the original back.
    const restored = state.getDocument(doc.name);
    restored.metadata = { ...restored.metadata, createdAt: new Date(doc.createTime) };
  }
  return { file, count: documents.size, journaled };
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
    if (name === SNAPSHOT_FILE || name.startsWith(`${SNAPSHOT_FILE}.tmp-`) || name === JOURNAL_FILE || name === COMPACTING_FILE) {
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
