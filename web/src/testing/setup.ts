import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// Query updates reach components in a microtask instead of TanStack's default setTimeout(0): tests
// that fake setTimeout (polling, delays) would otherwise never see a query's answer.
notifyManager.setScheduler(queueMicrotask);

// jsdom has no layout, so no scrolling: the router's ScrollRestoration calls this on every page.
window.scrollTo = () => {};

// Tests fail on unexpected console.error: a React warning is a bug.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

afterAll(() => server.close());
