import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// findBy*/waitFor give up after 5 s, not Testing Library's 1 s: on a loaded 2-core machine a lazy
// route's first render took longer than 1 s and tests failed that would pass a moment later. The
// limit catches a screen that never comes; speed is measured by the bench, not here.
configure({ asyncUtilTimeout: 5_000 });

// Query updates reach components in a microtask instead of TanStack's default setTimeout(0): tests
// that fake setTimeout (polling, delays) would otherwise never see a query's answer.
notifyManager.setScheduler(queueMicrotask);

// jsdom has no layout, so no scrolling: the router's ScrollRestoration calls this on every page.
window.scrollTo = () => {};

// Tests fail on unexpected console.error: a React warning is a bug.
// React Router warns that the lazy routes name no HydrateFallback whenever a test renders the app
// cold: expected (the app renders nothing over index.html until a page's code arrives) and dropped,
// so the suite prints only what matters. Every other warning still shows.
const warn = console.warn.bind(console);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('No `HydrateFallback` element provided')) return;
    warn(...args);
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
