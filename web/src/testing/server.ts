import { setupServer } from 'msw/node';

/** The HTTP edge for web tests: add handlers per test with `server.use(...)`. */
export const server = setupServer();
