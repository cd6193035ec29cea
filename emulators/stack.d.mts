export const ROOT: string;
export const PROJECT_ID: string;
export const DEFAULT_DATA_DIR: string;
export const DEFAULT_PORTS: Record<
  'hosting' | 'functions' | 'auth' | 'firestore' | 'hub' | 'logging' | 'eventarc' | 'tasks' | 'firestoreWebsocket',
  number
>;
/** A running stack's ports; `firestoreWebsocket` only with the official Firestore emulator. */
export type Ports = Omit<typeof DEFAULT_PORTS, 'firestoreWebsocket'> & { firestoreWebsocket?: number };
export interface Stack {
  url: string;
  ports: Ports;
  firestore: { kind: 'official' | 'substitute'; why: string };
  projectId: string;
  stop(): Promise<void>;
}
export function freePort(): Promise<number>;
export const LOCAL_CONNECT_SOURCES: string;
export function localHostingHeaders<R extends { headers?: Array<{ key: string; value: string }> }>(headers?: R[]): R[];
export function build(options?: { web?: boolean; functions?: boolean; log?: (line: string) => void }): void;
export function startStack(options?: {
  ports?: Partial<Ports> | 'auto';
  dataDir?: string;
  persist?: boolean;
  build?: boolean;
  quiet?: boolean;
  log?: (line: string) => void;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<Stack>;
