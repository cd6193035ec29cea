/** Reads a Server-Sent Events answer as the browser's client does: events in arrival order. */
export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface SseCall {
  status: number;
  contentType: string;
  /** Every event, in order, once the stream has ended. */
  events: Promise<SseEvent[]>;
  /** Resolves with the first event matching `test` as soon as it arrives. */
  first(test: (e: SseEvent) => boolean): Promise<SseEvent>;
  /** JSON body when the answer was not a stream. */
  json?: Record<string, unknown>;
}

export async function sse(url: string, token: string, body: unknown, signal?: AbortSignal): Promise<SseCall> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  const contentType = res.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/event-stream')) {
    const json = (await res.json()) as Record<string, unknown>;
    return { status: res.status, contentType, events: Promise.resolve([]), first: () => Promise.reject(new Error('not a stream')), json };
  }
  const seen: SseEvent[] = [];
  const waiters: { test: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void; reject: (e: Error) => void }[] = [];
  const events = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n').filter((l) => !l.startsWith(':'));
          const name = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (!name || data === undefined) continue;
          const event = { event: name, data: JSON.parse(data) as Record<string, unknown> };
          seen.push(event);
          for (const w of waiters.filter((x) => x.test(event))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(event);
          }
        }
      }
    } finally {
      for (const w of waiters.splice(0))
        w.reject(new Error(`the stream ended without it (events: ${seen.map((e) => e.event).join(', ')})`));
    }
    return seen;
  })();
  events.catch(() => undefined);
  return {
    status: res.status,
    contentType,
    events,
    first(test) {
      const found = seen.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => waiters.push({ test, resolve, reject }));
    },
  };
}
