import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { READ_CACHE_MAX_AGE_MS } from '@contract/read-cache';
import { server } from '@/testing/server';
import { createApiClient } from './api-client';

const T0 = Date.UTC(2026, 10, 23, 9);

/** The backend at its HTTP edge: records whether each request asked for a fresh read (Pautia-Read). */
function recordingBackend() {
  const seen: { method: string; path: string; freshRead: string | null }[] = [];
  const record = ({ request }: { request: Request }) => {
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname + new URL(request.url).search,
      freshRead: request.headers.get('pautia-read'),
    });
    return HttpResponse.json({ ok: true });
  };
  server.use(
    http.get('*/usage/:uid', record),
    http.get('*/campaign/user/:uid/:id/results', record),
    http.post('*/campaign/user/:uid', record),
    http.patch('*/campaign/user/:uid/:id', () => HttpResponse.error()),
  );
  return seen;
}

const freshReads = (seen: { freshRead: string | null }[]) => seen.map((s) => s.freshRead);

describe('api client and the backend’s memory of recent answers (ADR 19)', () => {
  it('sends plain GETs until this browser changes something, then fresh ones for the max age', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const seen = recordingBackend();
    const api = createApiClient(async () => 'token');
    await api('/usage/u1');
    await api('/campaign/user/u1', { method: 'POST', body: {} });
    await api('/usage/u1');
    vi.setSystemTime(T0 + READ_CACHE_MAX_AGE_MS);
    await api('/usage/u1');
    vi.setSystemTime(T0 + READ_CACHE_MAX_AGE_MS + 1_000);
    await api('/usage/u1');
    expect(freshReads(seen)).toEqual([null, null, 'fresh', 'fresh', null]);
  });

  it('counts a change that failed on the way: the server may still have made it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const seen = recordingBackend();
    const api = createApiClient(async () => 'token');
    expect((await api('/campaign/user/u1/c1', { method: 'PATCH', body: {} })).status).toBe(0);
    await api('/usage/u1');
    expect(freshReads(seen)).toEqual(['fresh']);
  });

  it('shares the last change between tabs, and between clients of one tab', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const seen = recordingBackend();
    await createApiClient(async () => 'token')('/campaign/user/u1', { method: 'POST', body: {} });
    await createApiClient(async () => 'token')('/usage/u1');
    localStorage.clear();
    localStorage.setItem('pautia.lastChangeAt', String(T0 - 1_000)); // another tab, a second ago
    await createApiClient(async () => 'token')('/usage/u1');
    expect(freshReads(seen)).toEqual([null, 'fresh', 'fresh']);
  });

  it('asks fresh when told to (polling for a change made elsewhere), and counts a refresh as a change', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const seen = recordingBackend();
    const api = createApiClient(async () => 'token');
    await api('/usage/u1', { fresh: true });
    await api('/campaign/user/u1/c1/results?range=LAST_7_DAYS&refresh=true', { changes: true });
    await api('/campaign/user/u1/c1/results?range=LAST_7_DAYS');
    expect(seen).toEqual([
      { method: 'GET', path: '/usage/u1', freshRead: 'fresh' },
      { method: 'GET', path: '/campaign/user/u1/c1/results?range=LAST_7_DAYS&refresh=true', freshRead: null },
      { method: 'GET', path: '/campaign/user/u1/c1/results?range=LAST_7_DAYS', freshRead: 'fresh' },
    ]);
  });
});
