// Transaction bookkeeping for the local Firestore.
//
// @firestore-emulator/server accepts transactions but ignores them (every
// transaction id is a constant dummy and Commit just applies the writes), so
// concurrent read-modify-write transactions silently lose updates. This module
// adds what real Firestore's server SDK transactions promise:
//
// * Pessimistic locks. A read-write transaction takes an exclusive lock on every
//   document it reads (by get, getAll or query) and keeps it until it commits or
//   rolls back, so contending transactions queue up instead of aborting each
//   other. That matters because firebase-admin gives up after 5 attempts: with
//   optimistic checks alone, 50 transactions on one counter would mostly fail.
//   Deadlocks are prevented with "wound-wait": a younger transaction waits for
//   an older one; an older one that needs a younger one's lock aborts it
//   ("wounds" it). A retry keeps its original age (via `retry_transaction`), so
//   it cannot be starved.
// * Validation at commit. Writes outside transactions do not wait for locks
//   (they barge in), and a lock can be taken away from a wounded or idle
//   transaction. So Commit re-checks that every document the transaction read
//   still has the version it had when read, and that every query it ran still
//   returns the same documents at the same versions; otherwise the commit is
//   refused with ABORTED, which firebase-admin's runTransaction retries.
// * Read-only transactions take no locks and are never validated.
//
// Everything here runs on Node's single thread, and the package applies a Commit
// synchronously, so "validate, then apply" cannot interleave with other writes.

import { randomBytes } from 'node:crypto';

// gRPC status codes (google.rpc.Code).
export const ABORTED = 10;
export const INVALID_ARGUMENT = 3;

/**
 * @param {number} code gRPC status code
 * @param {string} message
 * @returns {Error & { code: number, details: string }}
 */
export function grpcError(code, message) {
  return Object.assign(new Error(message), { code, details: message });
}

/**
 * @typedef {object} Waiter
 * @property {Tx} tx
 * @property {string} path
 * @property {() => void} resolve
 * @property {(err: Error) => void} reject
 *
 * @typedef {object} Tx
 * @property {string} key        hex form of the id, used as map key
 * @property {Uint8Array} id      the transaction id handed to the client
 * @property {number} seq         age for wound-wait: lower = older
 * @property {boolean} readOnly
 * @property {Map<string, number>} reads  document path -> version seen (0 = missing)
 * @property {Array<{ parent: string, query: unknown, fingerprint: string }>} queries
 * @property {Set<string>} locks  document paths locked by this transaction
 * @property {Waiter | null} waiter  the lock it is waiting for, if any
 * @property {number} lastActive  Date.now() of the last request that used it
 */

/** How many finished transaction ids to remember (for error messages and retry age). */
const RETIRED_MEMORY = 10_000;

export class TransactionManager {
  /** @type {Map<string, Tx>} active transactions */
  #txs = new Map();
  /** @type {Map<string, { holder: Tx, queue: Waiter[] }>} document path -> lock */
  #locks = new Map();
  /** @type {Map<string, { seq: number, abortReason: string | null }>} finished transactions */
  #retired = new Map();
  /** @type {Map<string, number>} document path -> version, bumped on every change */
  #versions = new Map();
  #clock = 0;
  #nextSeq = 1;
  #state;
  #idleTimeoutMs;
  #sweeper;

  /**
   * @param {any} state the package's FirestoreState
   * @param {{ idleTimeoutMs: number }} options
   */
  constructor(state, { idleTimeoutMs }) {
    this.#state = state;
    this.#idleTimeoutMs = idleTimeoutMs;
    // The package's update times have only millisecond precision, so two writes
    // in the same millisecond would look identical. Keep our own counter instead,
    // fed by the events the package emits for every document change.
    for (const event of ['create-document', 'update-document', 'delete-document']) {
      state.emitter.on(event, (/** @type {{ document: any }} */ { document }) => {
        this.#versions.set(document.getPath(), ++this.#clock);
      });
    }
    // Like real Firestore, expire transactions that sit idle (e.g. the client
    // died between a read and its commit) so their locks do not block forever.
    this.#sweeper = setInterval(() => this.#expireIdle(), Math.max(10, Math.min(1000, idleTimeoutMs / 4)));
    this.#sweeper.unref();
  }

  /**
   * Starts a transaction (BeginTransaction, or a read with `new_transaction`).
   * @param {any} options TransactionOptions message, possibly unset
   */
  begin(options) {
    const readOnly = Boolean(options?.has_read_only);
    let seq = this.#nextSeq++;
    const retryOf = options?.has_read_write ? options.read_write.retry_transaction : undefined;
    if (retryOf?.length) {
      const key = Buffer.from(retryOf).toString('hex');
      const previous = this.#txs.get(key) ?? this.#retired.get(key);
      if (previous) seq = previous.seq; // keep the original age so retries are not starved
      // The client has moved on from the previous attempt (its rollback is
      // fire-and-forget and may arrive later): release it now.
      const active = this.#txs.get(key);
      if (active) this.end(active, 'superseded by its retry');
    }
    const id = randomBytes(16);
    /** @type {Tx} */
    const tx = {
      key: id.toString('hex'),
      id: new Uint8Array(id),
      seq,
      readOnly,
      reads: new Map(),
      queries: [],
      locks: new Set(),
      waiter: null,
      lastActive: Date.now(),
    };
    this.#txs.set(tx.key, tx);
    return tx;
  }

  /**
   * The active transaction with this id; throws a gRPC error the client retries
   * (ABORTED, or INVALID_ARGUMENT "transaction has expired") otherwise.
   * @param {Uint8Array} id
   */
  get(id) {
    const key = Buffer.from(id).toString('hex');
    const tx = this.#txs.get(key);
    if (tx) {
      tx.lastActive = Date.now();
      return tx;
    }
    const reason = this.#retired.get(key)?.abortReason;
    if (reason) throw grpcError(ABORTED, `Transaction was aborted: ${reason}.`);
    throw grpcError(INVALID_ARGUMENT, 'The referenced transaction has expired or is no longer valid.');
  }

  /** Looks a transaction up without throwing (for Rollback). */
  find(/** @type {Uint8Array} */ id) {
    return this.#txs.get(Buffer.from(id).toString('hex'));
  }

  /**
   * Locks the documents for `tx`, waiting for other read-write transactions
   * that hold them. Rejects with ABORTED if `tx` is aborted meanwhile.
   * @param {Tx} tx
   * @param {string[]} paths full document names
   */
  async lock(tx, paths) {
    // Sorted so two transactions wanting the same set queue in the same order.
    for (const path of [...new Set(paths)].sort()) {
      await this.#acquire(tx, path);
    }
    tx.lastActive = Date.now();
  }

  /** @param {Tx} tx @param {string} path */
  holds(tx, path) {
    return tx.locks.has(path);
  }

  /**
   * Remembers the versions of documents a transaction is about to read. Must be
   * called in the same synchronous run as the read itself.
   * @param {Tx} tx @param {string[]} paths
   */
  recordReads(tx, paths) {
    for (const path of paths) {
      // Keep the first version seen: if it differs later, the commit must fail.
      if (!tx.reads.has(path)) tx.reads.set(path, this.version(path));
    }
  }

  /**
   * Remembers a query's result set so Commit can detect documents that were
   * added, removed or changed since ("phantoms").
   * @param {Tx} tx @param {string} parent @param {unknown} query StructuredQuery
   */
  recordQuery(tx, parent, query) {
    tx.queries.push({ parent, query, fingerprint: this.#fingerprint(parent, query) });
  }

  /**
   * Runs a query against the current state and returns the matching document
   * paths (used to lock query results before they are returned).
   * @param {string} parent @param {unknown} query
   * @returns {string[]}
   */
  queryPaths(parent, query) {
    return this.#state.v1Query(parent, query).map((/** @type {any} */ d) => d.getPath());
  }

  /** Current version of a document; 0 if it was never written. @param {string} path */
  version(path) {
    return this.#versions.get(path) ?? 0;
  }

  /**
   * Throws ABORTED if anything `tx` read has changed since it read it.
   * @param {Tx} tx
   */
  validate(tx) {
    for (const [path, seen] of tx.reads) {
      if (this.version(path) !== seen) {
        throw grpcError(ABORTED, `Transaction aborted: ${path} was modified after the transaction read it; retry the transaction.`);
      }
    }
    for (const { parent, query, fingerprint } of tx.queries) {
      if (this.#fingerprint(parent, query) !== fingerprint) {
        throw grpcError(
          ABORTED,
          `Transaction aborted: the results of a query under ${parent} changed after the transaction ran it; retry the transaction.`,
        );
      }
    }
  }

  /**
   * Finishes a transaction (commit, rollback or abort): releases its locks and
   * wakes whoever waits for them.
   * @param {Tx} tx
   * @param {string | null} abortReason null for a normal commit/rollback
   */
  end(tx, abortReason = null) {
    if (!this.#txs.delete(tx.key)) return;
    if (tx.waiter) {
      const lock = this.#locks.get(tx.waiter.path);
      if (lock) lock.queue = lock.queue.filter((w) => w !== tx.waiter);
      tx.waiter.reject(grpcError(ABORTED, `Transaction was aborted: ${abortReason ?? 'it ended'}.`));
      tx.waiter = null;
    }
    for (const path of tx.locks) this.#release(path);
    tx.locks.clear();
    this.#retired.set(tx.key, { seq: tx.seq, abortReason });
    if (this.#retired.size > RETIRED_MEMORY) {
      this.#retired.delete(/** @type {string} */ (this.#retired.keys().next().value));
    }
  }

  /** Aborts every transaction (server shutdown) and stops the idle sweeper. */
  close() {
    clearInterval(this.#sweeper);
    for (const tx of [...this.#txs.values()]) this.end(tx, 'the server is shutting down');
  }

  /** @param {Tx} tx @param {string} path @returns {Promise<void> | void} */
  #acquire(tx, path) {
    if (!this.#txs.has(tx.key)) {
      throw grpcError(ABORTED, 'Transaction was aborted while waiting for a lock.');
    }
    const lock = this.#locks.get(path);
    if (!lock) {
      this.#locks.set(path, { holder: tx, queue: [] });
      tx.locks.add(path);
      return;
    }
    if (lock.holder === tx) return;
    return new Promise((resolve, reject) => {
      const waiter = { tx, path, resolve, reject };
      // Oldest first, so that when the lock is released it goes to the waiter
      // that every other waiter would have to wait for anyway.
      const at = lock.queue.findIndex((w) => w.tx.seq > tx.seq);
      lock.queue.splice(at === -1 ? lock.queue.length : at, 0, waiter);
      tx.waiter = waiter;
      // Wound-wait: never let an older transaction wait for a younger one.
      if (tx.seq < lock.holder.seq) {
        this.end(lock.holder, `an older transaction needed ${path}`);
      }
    });
  }

  /** Hands the lock on `path` to the next waiter, or frees it. @param {string} path */
  #release(path) {
    const lock = this.#locks.get(path);
    if (!lock) return;
    const next = lock.queue.shift();
    if (!next) {
      this.#locks.delete(path);
      return;
    }
    lock.holder = next.tx;
    next.tx.locks.add(path);
    next.tx.waiter = null;
    next.tx.lastActive = Date.now();
    next.resolve();
  }

  #expireIdle() {
    const now = Date.now();
    for (const tx of [...this.#txs.values()]) {
      if (!tx.waiter && now - tx.lastActive > this.#idleTimeoutMs) {
        this.end(tx, `it was idle for more than ${this.#idleTimeoutMs} ms`);
      }
    }
  }

  /** @param {string} parent @param {unknown} query */
  #fingerprint(parent, query) {
    return this.queryPaths(parent, query)
      .map((path) => `${path}@${this.version(path)}`)
      .join('\n');
  }
}
