import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routes } from '@/app/router';
import { SessionContext, type Session } from '@/lib/session';
import { fakeSession } from './session';

/**
 * Renders the whole app at `path` with the real router and routes, and a test Session.
 * Backend calls go through the real API client to msw handlers (the HTTP edge).
 */
export function renderApp(path: string, { session = fakeSession() }: { session?: Session } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return { ...result, router, user, session };
}
