import { render } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { InterfaceLanguage, SpanishVariety } from '@contract/languages';
import { CurrentUserProvider } from '@/app/current-user-provider';
import { QueryProvider } from '@/app/query-provider';
import { routes } from '@/app/router';
import { DialogsProvider } from '@/components/dialogs';
import { I18nProvider } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import en from '@/locales/en';
import es from '@/locales/es';
import esTuteo from '@/locales/es-tuteo';
import { SessionContext, type Session } from '@/lib/session';
import { fakeSession } from './session';

/**
 * Renders the whole app at `path` with the real router and routes, a test Session and the
 * interface in `language` (English unless told; Spanish in `variety`, voseo unless told).
 * Backend calls go through the real API client to msw handlers (the HTTP edge).
 */
export function renderApp(
  path: string,
  {
    session = fakeSession(),
    language = 'en',
    variety = 'voseo',
  }: { session?: Session; language?: InterfaceLanguage; variety?: SpanishVariety } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <TestProviders language={language} variety={variety}>
      <SessionContext value={session}>
        <CurrentUserProvider>
          <RouterProvider router={router} />
        </CurrentUserProvider>
      </SessionContext>
    </TestProviders>,
  );
  return { ...result, router, user, session };
}

/**
 * The app's providers as main.tsx and the session chunk set them, with the language's catalog already
 * in and a query cache of its own (no retries, nothing shared between tests).
 */
export function TestProviders({
  language = 'en',
  variety = 'voseo',
  children,
}: {
  language?: InterfaceLanguage;
  variety?: SpanishVariety;
  children: React.ReactNode;
}) {
  const [queryClient] = useState(() => createQueryClient({ test: true }));
  const spanish = variety === 'tuteo' ? esTuteo : es;
  return (
    <I18nProvider initial={{ language, variety, catalog: language === 'es' ? spanish : en }}>
      <DialogsProvider>
        <QueryProvider client={queryClient}>{children}</QueryProvider>
      </DialogsProvider>
    </I18nProvider>
  );
}

/** A component on its own, inside the app's providers (interface in `language`, English unless told). */
export function renderWithProviders(ui: React.ReactElement, { language = 'en' }: { language?: InterfaceLanguage } = {}) {
  const user = userEvent.setup();
  return {
    ...render(
      <TestProviders language={language}>
        <CurrentUserProvider>{ui}</CurrentUserProvider>
      </TestProviders>,
    ),
    user,
  };
}
