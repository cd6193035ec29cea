import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, matchRoutes } from 'react-router-dom';
import { SessionProvider } from '@/app/session-provider';
import { createRouter, routes } from '@/app/router';
import '@/styles/global.css';

const router = createRouter();

// Start fetching the current page's code now, alongside Firebase, instead of after sign-in state
// resolves: one round trip fewer before the page shows.
for (const match of matchRoutes(routes, window.location) ?? []) {
  if (typeof match.route.lazy === 'function') void match.route.lazy();
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  </StrictMode>,
);
