// Local Firestore for development and CI: @firestore-emulator/server (a
// pure-Node Firestore gRPC server; the official emulator needs Java 21) plus
// what it lacks, added as a thin layer around its gRPC handlers:
//   * transactions with real isolation (see transactions.mjs),
//   * durable data: every acknowledged write journaled to disk before it is
//     answered, folded into JSON snapshots in the background (persistence.mjs),
//   * any document id (`constructor`, `__proto__`…): the package's maps are
//     plain objects, so they are swapped for null-prototype ones, and
//   * server SDK clients only: client SDK connections are refused, since the
//     package enforces no security rules (production's deny all but own reads).
// docs/local-firestore.md describes what it does and does not support.

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  documentRecord,
  openJournal,
  restoreSnapshot,
  serializeState,
  SNAPSHOT_FILE,
  wipeSnapshot,
  writeSnapshot,
} from './persistence.mjs';
import { ABORTED, grpcError, INVALID_ARGUMENT, TransactionManager } from './transactions.mjs';

// Load the package's CommonJS build, and resolve grpc-js and the generated
// protobuf classes *from the package's own location*, so we get the very module
// instances it uses (same grpc Server class, same message classes).
const packageRequire = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'));
const { FirestoreServer } = packageRequire('@firestore-emulator/server');
const grpc = packageRequire('@grpc/grpc-js');
const { BeginTransactionResponse } = packageRequire('@firestore-emulator/proto/dist/google/firestore/v1/firestore');
const { Write } = packageRequire('@firestore-emulator/proto/dist/google/firestore/v1/write');

/** Where `npm start` keeps local Firestore data: <repo>/emulators/data/firestore. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../data/firestore', import.meta.url));

const UNKNOWN = 2; // what grpc-js reports when a handler throws
const PERMISSION_DENIED = 7;
const INTERNAL = 13;

/**
 * @typedef {object} LocalFirestore
 * @property {string} host
 * @property {number} port  the bound port (useful when started with port 0)
 * @property {() => Promise<void>} stop  stops serving, then writes the data to
 *   dataDir (if it changed since the last save). Safe to call more than once.
 */

/**
 * Starts the local Firestore on host:port.
 * @param {object} [options]
 * @param {string} [options.host]  default 127.0.0.1
 * @param {number} [options.port]  default 8080; 0 picks a free port
 * @param {string} [options.dataDir]  where to persist; undefined = in memory only
 * @param {number} [options.persistIntervalMs]  how often the journal is compacted into the snapshot; default 5000 (writes are journaled before they are answered)
 * @param {(message: string) => void} [options.log]  default console.log
 * @param {number} [options.transactionIdleTimeoutMs]  abort transactions idle this long
 *   (releasing their locks); default 60000, like production Firestore
 * @returns {Promise<LocalFirestore>}
 */
export async function startLocalFirestore({
  host = '127.0.0.1',
  port = 8080,
  dataDir,
  persistIntervalMs = 5000,
  log = console.log,
  transactionIdleTimeoutMs = 60_000,
} = {}) {
  const { state, definition, implementation } = createPackageService();
  acceptAnyDocumentId(state);
  projectDocuments(state);
  const transactions = new TransactionManager(state, { idleTimeoutMs: transactionIdleTimeoutMs });

  // Track changes so periodic saves only write when something changed, and which documents a
  // commit changed, to journal them.
  let dirty = false;
  /** @type {Set<string> | undefined} */
  let changed;
  for (const event of ['create-document', 'update-document', 'delete-document']) {
    state.emitter.on(event, (/** @type {{ document: any }} */ { document }) => {
      dirty = true;
      changed?.add(document.getPath());
    });
  }

  const snapshotFile = dataDir ? path.join(dataDir, SNAPSHOT_FILE) : '';
  /** @type {ReturnType<typeof openJournal> | undefined} */
  let journal;
  if (dataDir) {
    const restored = await restoreSnapshot(state, Write, dataDir);
    journal = openJournal(dataDir);
    // Writes journaled before a crash are folded into the snapshot at the first save.
    dirty = journal.pending;
    log(
      restored
        ? `Firestore: restored ${restored.count} documents from ${displayPath(snapshotFile)}${restored.journaled ? ` and its journal (${restored.journaled} writes)` : ''}`
        : `Firestore: no saved data in ${displayPath(dataDir)}, starting empty`,
    );
  }

  /**
   * Runs a commit, then journals what it changed, flushed to disk, before it is answered: an
   * acknowledged write survives the process being killed right after.
   * @type {CommitHook}
   */
  const journaled = (apply) => {
    const names = new Set();
    changed = names;
    try {
      apply();
    } finally {
      changed = undefined;
    }
    return [...names];
  };

  // Saves (compactions) run one after another; each takes a synchronous (consistent) copy and
  // starts a fresh journal in the same synchronous stretch, so no write falls between the two.
  /** @type {Promise<unknown>} */
  let lastSave = Promise.resolve();
  /** @returns {Promise<{ saved: number | null, error?: Error }>} */
  const save = () => {
    const run = lastSave.then(async () => {
      if (!dataDir || !journal || !dirty) return { saved: null };
      dirty = false;
      journal.rotate();
      const { text, count } = serializeState(state);
      try {
        await writeSnapshot(dataDir, text);
        journal.compacted();
        return { saved: count };
      } catch (err) {
        dirty = true; // try again next time; the journal still holds the writes
        journal.failed();
        log(`Firestore: could not save data to ${displayPath(dataDir)}: ${/** @type {Error} */ (err).message}`);
        return { saved: null, error: /** @type {Error} */ (err) };
      }
    });
    lastSave = run;
    return run;
  };

  const server = new grpc.Server();
  const record = journal ? (/** @type {string[]} */ names) => journal?.append(names.map((name) => documentRecord(state, name))) : undefined;
  server.addService(
    definition,
    adminOnly(definition, withTransactions(definition, implementation, state, transactions, { journaled, record })),
  );
  const address = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const boundPort = await new Promise((resolve, reject) => {
    server.bindAsync(
      `${address}:${port}`,
      grpc.ServerCredentials.createInsecure(),
      (/** @type {Error | null} */ err, /** @type {number} */ p) =>
        err ? reject(new Error(`Local Firestore cannot listen on ${host}:${port}: ${err.message}`)) : resolve(p),
    );
  }).catch((err) => {
    transactions.close();
    throw err;
  });

  const timer = dataDir ? setInterval(() => void save(), persistIntervalMs) : undefined;
  timer?.unref();

  /** @type {Promise<void> | undefined} */
  let stopping;
  return {
    host,
    port: boundPort,
    stop() {
      stopping ??= (async () => {
        clearInterval(timer);
        transactions.close();
        // Stop serving first so nothing can change after the final save.
        server.forceShutdown();
        const { saved, error } = await save();
        journal?.close();
        if (error) throw error;
        if (saved !== null) log(`Firestore: saved ${saved} documents to ${displayPath(snapshotFile)}`);
      })();
      return stopping;
    },
  };
}

/**
 * Deletes the data persisted by startLocalFirestore in dataDir. Stop the
 * server first: a running one still holds the data in memory and saves it again.
 * @param {string} dataDir
 * @returns {Promise<void>}
 */
export async function wipeLocalFirestoreData(dataDir) {
  await wipeSnapshot(dataDir);
}

/**
 * Instantiates the package's server to get its state and its gRPC service
 * implementation. FirestoreServer only exposes start(port) (binds 0.0.0.0, can't
 * report the port picked for 0, no way to wrap handlers), so we capture what it
 * registers on its internal grpc Server and serve it from our own. Its own grpc
 * Server is never bound.
 */
function createPackageService() {
  const addService = grpc.Server.prototype.addService;
  /** @type {{ definition: any, implementation: any } | undefined} */
  let captured;
  /** @type {any} */
  let packageServer;
  grpc.Server.prototype.addService = function (/** @type {any} */ definition, /** @type {any} */ implementation) {
    captured = { definition, implementation };
    return addService.call(this, definition, implementation);
  };
  try {
    packageServer = new FirestoreServer();
  } finally {
    grpc.Server.prototype.addService = addService;
  }
  if (!captured) {
    throw new Error('@firestore-emulator/server did not register its gRPC service as expected (version change?)');
  }
  return { state: packageServer.state, ...captured };
}

/**
 * The package keeps projects, databases, collections and documents in plain objects keyed by id
 * and looks them up with `id in map`: an id named like an Object.prototype member (`constructor`,
 * `toString`, `__proto__`) finds the prototype's, and the request fails or hangs. Its classes are
 * reached through instances (the bundle does not export them) and their lookups wrapped so each
 * map is a null-prototype object first; immer keeps the prototype when it copies a map. The same
 * for a document's field lookup. The package itself is not modified.
 * @param {any} state the package's FirestoreState
 */
function acceptAnyDocumentId(state) {
  const probe = new state.constructor();
  const document = probe.getDocument('projects/p/databases/d/documents/c/d');
  const collection = document.parent;
  const database = collection.database;
  const project = database.project;
  /** @param {any} proto @param {string} method @param {string} field */
  const nullPrototype = (proto, method, field) => {
    const original = proto[method];
    if (typeof original !== 'function' || original.pautiaWrapped) return;
    /** @this {any} @param {any[]} args */
    const wrapped = function (...args) {
      if (Object.getPrototypeOf(this[field]) !== null) this[field] = Object.assign(Object.create(null), this[field]);
      return original.apply(this, args);
    };
    wrapped.pautiaWrapped = true;
    proto[method] = wrapped;
  };
  nullPrototype(Object.getPrototypeOf(probe), 'getProject', 'projects');
  nullPrototype(Object.getPrototypeOf(project), 'getDatabase', 'databases');
  nullPrototype(Object.getPrototypeOf(database), 'getCollection', 'collections');
  nullPrototype(Object.getPrototypeOf(collection), 'getDocument', 'documents');
  nullPrototype(Object.getPrototypeOf(document), 'getCollection', 'collections');
  nullPrototype(Object.getPrototypeOf(document), 'getField', 'fields');
  // The state itself was built before the wrapping; its first lookup converts its map too.
  if (Object.getPrototypeOf(state.projects) !== null) state.projects = Object.assign(Object.create(null), state.projects);
}

/**
 * The top-level fields a query being answered right now selected, or null. Set by `projected`
 * around the package's synchronous RunQuery, so that a document is converted for the answer with
 * those fields only (converting every field of a large document, then dropping most, cost as much
 * as the whole read).
 * @type {Set<string> | null}
 */
let activeProjection = null;

/**
 * Wraps the package's document conversion (reached through an instance, like above) so it
 * converts only the fields of `activeProjection` while one is set.
 * @param {any} state the package's FirestoreState
 */
function projectDocuments(state) {
  const document = new state.constructor().getDocument('projects/p/databases/d/documents/c/d');
  const proto = Object.getPrototypeOf(document);
  const original = proto.toV1Document;
  if (typeof original !== 'function' || original.pautiaWrapped) return;
  /** @this {any} */
  const wrapped = function () {
    const keep = activeProjection;
    if (!keep) return original.call(this);
    const fields = this.fields;
    this.fields = Object.fromEntries(Object.entries(fields).filter(([key]) => keep.has(key)));
    try {
      return original.call(this);
    } finally {
      this.fields = fields;
    }
  };
  wrapped.pautiaWrapped = true;
  proto.toV1Document = wrapped;
}

/**
 * Only the server SDKs (firebase-admin, @google-cloud/firestore) may connect: they authenticate
 * to an emulator as `Bearer owner`. A client SDK (the web `firebase` package, in a browser or in
 * Node) sends a user's token or none, and is refused with PERMISSION_DENIED: the package has no
 * security rules, and the app's clients never use Firestore directly (production's rules deny
 * all but own reads), so locally nothing is more open than in production.
 * @param {Record<string, any>} definition @param {Record<string, Function>} handlers
 */
function adminOnly(definition, handlers) {
  /** @type {Record<string, Function>} */
  const guarded = {};
  for (const [name, handler] of Object.entries(handlers)) {
    const streams = Boolean(definition[name]?.responseStream);
    guarded[name] = (/** @type {any} */ call, /** @type {Function} */ callback) => {
      const auth = call.metadata?.get('authorization') ?? [];
      if (auth.length === 1 && String(auth[0]) === 'Bearer owner') return handler(call, callback);
      const error = grpcError(
        PERMISSION_DENIED,
        'The local Firestore serves the server SDK (firebase-admin) only; client SDK connections are refused.',
      );
      if (!streams) return callback(error);
      // Headers first, as transactionalRead does: a trailers-only error is retried by clients.
      call.sendMetadata?.(new grpc.Metadata());
      call.emit('error', error);
    };
  }
  return guarded;
}

/**
 * @typedef {(apply: () => void) => string[]} CommitHook  runs a commit's writes and answers the
 *   names of the documents they changed
 */

/**
 * The package's handlers, with the transaction-related ones wrapped.
 * @param {Record<string, unknown>} definition the gRPC service definition (method name -> attributes)
 * @param {any} impl the package's FirestoreServiceV1Impl instance
 * @param {any} state the package's FirestoreState
 * @param {TransactionManager} transactions
 * @param {{ journaled: CommitHook, record?: (names: string[]) => void }} durability  how a commit's
 *   changes are found, and written to the journal before the answer (no journal: in memory only)
 */
function withTransactions(definition, impl, state, transactions, durability) {
  // Its methods use private fields, so they must be called on `impl` itself.
  /** @type {Record<string, Function>} */
  const handlers = {};
  for (const name of Object.keys(definition)) {
    if (typeof impl[name] === 'function') handlers[name] = impl[name].bind(impl);
  }

  return {
    ...handlers,

    BeginTransaction(/** @type {any} */ call, /** @type {Function} */ callback) {
      const tx = transactions.begin(call.request.has_options ? call.request.options : undefined);
      callback(null, BeginTransactionResponse.fromObject({ transaction: tx.id }));
    },

    Commit(/** @type {any} */ call, /** @type {Function} */ callback) {
      const id = call.request.transaction;
      if (!id?.length) return commitAtomically(impl, state, call, callback, durability); // plain write / batch
      let tx;
      try {
        tx = transactions.get(id);
        if (tx.readOnly && call.request.writes.length > 0) {
          throw grpcError(INVALID_ARGUMENT, 'Cannot modify entities in a read-only transaction.');
        }
        transactions.validate(tx);
      } catch (err) {
        const e = /** @type {Error & { code?: number }} */ (err);
        if (tx) transactions.end(tx, e.code === ABORTED ? 'its commit found a conflict' : null);
        return callback(e);
      }
      // Validation and the package's Commit run in one synchronous stretch, so
      // no other write can slip in between the check and the apply.
      try {
        commitAtomically(impl, state, call, callback, durability);
      } finally {
        transactions.end(tx);
      }
    },

    Rollback(/** @type {any} */ call, /** @type {Function} */ callback) {
      const tx = transactions.find(call.request.transaction);
      if (tx) transactions.end(tx);
      impl.Rollback(call, callback);
    },

    BatchGetDocuments: transactionalRead(impl, transactions, 'BatchGetDocuments', (req) => ({
      documents: req.documents,
    })),
    RunQuery: projected(
      transactionalRead(impl, transactions, 'RunQuery', (req) => ({
        parent: req.parent,
        query: req.structured_query,
      })),
    ),
    RunAggregationQuery: transactionalRead(impl, transactions, 'RunAggregationQuery', (req) => ({
      parent: req.parent,
      query: req.structured_aggregation_query.structured_query,
    })),
  };
}

/**
 * A query's projection (`select(...)`), which the package ignores: each document it answers keeps
 * only the selected top-level fields, as Firestore answers them. (A nested path such as `a.b`
 * keeps all of `a`; Firestore would keep only `b` inside it.) A list that reads a few fields of
 * large documents then costs here what it costs in production.
 * @param {(call: any) => void} handler
 */
function projected(handler) {
  return (/** @type {any} */ call) => {
    const query = call.request.structured_query;
    if (!query?.has_select) return handler(call);
    /** @type {Set<string>} */
    const keep = new Set();
    for (const ref of query.select.fields ?? []) {
      const top =
        String(ref.field_path ?? '')
          .split('.')[0]
          ?.replace(/^`|`$/g, '') ?? '';
      if (top && top !== '__name__') keep.add(top);
    }
    const write = call.write;
    call.write = function (/** @type {any} */ message, /** @type {any[]} */ ...rest) {
      const fields = message?.has_document ? message.document.fields : undefined;
      if (fields instanceof Map) {
        for (const key of [...fields.keys()]) if (!keep.has(key)) fields.delete(key);
      }
      return write.call(this, message, ...rest);
    };
    // A plain read is answered synchronously: its documents are converted with the selected fields
    // only. (One inside a transaction is answered later; the pruning above still applies.)
    activeProjection = keep;
    try {
      return handler(call);
    } finally {
      activeProjection = null;
    }
  };
}

/**
 * Runs the package's Commit so that it applies all of its writes or none. The
 * package applies them one by one and stops at the first failing one (e.g. a
 * create() of an existing document), leaving the earlier ones applied; on
 * failure we put the documents back as they were. (Their versions still
 * changed, which at worst makes a transaction that read them retry. Snapshot
 * listeners may have seen the intermediate state.) A successful commit is
 * journaled before it is answered; if that fails, it is undone and answered
 * with an error, so nothing acknowledged is missing from disk.
 * @param {any} impl @param {any} state @param {any} call @param {Function} callback
 * @param {{ journaled: CommitHook, record?: (names: string[]) => void }} durability
 */
function commitAtomically(impl, state, call, callback, durability) {
  /** @type {Map<string, { doc: any, metadata: unknown, fields: unknown }>} */
  const before = new Map();
  for (const write of call.request.writes) {
    const name = write.has_delete ? write.delete : write.has_update ? write.update.name : undefined;
    if (name && !before.has(name)) {
      const doc = state.getDocument(name);
      // `fields` is TypeScript-private in the package, but a plain property.
      before.set(name, { doc, metadata: doc.metadata, fields: doc.fields });
    }
  }
  const restore = () => {
    for (const { doc, metadata, fields } of before.values()) {
      doc.metadata = metadata;
      doc.fields = fields;
    }
  };
  /** @type {[Error | null, unknown] | undefined} */
  let answer;
  const names = durability.journaled(() =>
    impl.Commit(call, (/** @type {Error | null} */ err, /** @type {unknown} */ response) => {
      answer = [err, response];
    }),
  );
  if (!answer) throw new Error('the package answered Commit asynchronously (version change?)');
  let [err, response] = answer;
  if (err) restore();
  else if (durability.record) {
    try {
      durability.record(names);
    } catch (journalError) {
      restore();
      err = grpcError(INTERNAL, `The local Firestore could not write its journal: ${/** @type {Error} */ (journalError).message}`);
      response = null;
    }
  }
  callback(err, response);
}

/**
 * Wraps a streaming read handler so that reads inside a read-write transaction
 * lock what they read and remember its version, and reads that start a
 * transaction (`new_transaction`, how firebase-admin begins them lazily) return
 * a real transaction id instead of the package's constant dummy.
 * @param {any} impl
 * @param {TransactionManager} transactions
 * @param {string} method
 * @param {(request: any) => { documents?: string[], parent?: string, query?: any }} readsOf
 *   what a request reads: documents by name, or a query (parent + StructuredQuery)
 */
function transactionalRead(impl, transactions, method, readsOf) {
  return (/** @type {any} */ call) => {
    const request = call.request;
    if (!request.has_new_transaction && !request.has_transaction) return impl[method](call);

    // Send response headers right away. Otherwise an error (e.g. ABORTED for a
    // wounded transaction) arrives as a "trailers-only" response, which the
    // client library's stream layer (retry-request) treats as "no response" and
    // silently re-sends twice with multi-second delays before giving up.
    call.sendMetadata(new grpc.Metadata());

    const isNew = request.has_new_transaction;
    /** @type {import('./transactions.mjs').Tx | undefined} */
    let started; // a transaction this read began
    (async () => {
      const tx = isNew ? transactions.begin(request.new_transaction) : transactions.get(request.transaction);
      if (isNew) started = tx;
      const { documents, parent = '', query } = readsOf(request);
      if (!tx.readOnly) {
        if (documents) await transactions.lock(tx, documents);
        if (query) {
          // Lock the documents the query returns; if waiting for a lock let the
          // results change, run it again until everything it returns is locked.
          for (;;) {
            const unlocked = transactions.queryPaths(parent, query).filter((p) => !transactions.holds(tx, p));
            if (unlocked.length === 0) break;
            await transactions.lock(tx, unlocked);
          }
        }
      }
      if (call.cancelled) {
        if (isNew) transactions.end(tx, 'its first read was cancelled');
        return;
      }
      transactions.get(tx.id); // throws if it was aborted while we waited
      // From here on everything is synchronous: what we record is exactly what
      // the package's handler returns.
      if (!tx.readOnly) {
        if (documents) transactions.recordReads(tx, documents);
        if (query) transactions.recordQuery(tx, parent, query);
      }
      if (isNew) {
        const id = tx.id;
        const write = call.write;
        call.write = function (/** @type {any} */ message, /** @type {any[]} */ ...rest) {
          if (message?.transaction?.length) message.transaction = id;
          return write.call(this, message, ...rest);
        };
      }
      impl[method](call);
    })().catch((/** @type {Error & { code?: number }} */ err) => {
      // The client never learns the id of a transaction whose first read failed.
      if (started) transactions.end(started, 'its first read failed');
      if (call.writableEnded) return;
      call.emit('error', err.code !== undefined ? err : grpcError(UNKNOWN, err.message));
    });
  };
}

/** @param {string} p */
function displayPath(p) {
  const relative = path.relative(process.cwd(), p);
  return relative && !relative.startsWith('..') ? relative : p;
}
