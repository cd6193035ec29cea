import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

/**
 * A stored document that does not have its collection's shape. Thrown by a
 * repo's converter when the document is read, so the failure names the collection, the document
 * and the field instead of surfacing as a crash deep in a service. Answers 500 (not an HttpError).
 */
export class StoredDocumentError extends Error {
  constructor(
    readonly collection: string,
    readonly documentId: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Malformed stored document ${collection}/${documentId}: field '${field || '(document)'}' ${detail}`);
    this.name = 'StoredDocumentError';
  }
}

/**
 * A Firestore converter that parses every read through `schema` and throws a StoredDocumentError
 * naming the first wrong field. `collection` is the collection's path pattern, for the message
 * (e.g. 'users' or 'users/{uid}/campaigns'). Writes go through as they are: the repo's functions
 * build them.
 */
export function zodConverter<T extends DocumentData>(collection: string, schema: z.ZodType<T, DocumentData>): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => parseStored(collection, snap.id, schema, { ...snap.data(), id: snap.id }),
  };
}

/** Parses one stored document's data; throws StoredDocumentError when it is malformed. */
export function parseStored<T>(collection: string, id: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new StoredDocumentError(collection, id, issue?.path.map(String).join('.') ?? '', issue?.message ?? 'is malformed');
}
