import type { InterfaceLanguage, SpanishVariety } from '@contract/languages';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppLayout } from '@/app/app-layout';
import { QueryProvider } from '@/app/query-provider';
import { DialogsProvider } from '@/components/dialogs';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth';
import { LandingPage } from '@/features/landing';
import { I18nProvider } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SessionContext, type Session } from '@/lib/session';
import en from '@/locales/en';
import es from '@/locales/es';
import esTuteo from '@/locales/es-tuteo';

const visitor: Session = {
  status: 'signed-out',
  user: null,
  localSignIn: env.local,
  signInWithGoogle: () => Promise.reject(new Error('Not in the build.')),
  signOut: () => Promise.resolve(),
};

/**
 * Buttons do nothing until the app takes over the page, so the static copy shows them as not ready
 * (aria-disabled: greyed, announced, and not clicked by tools that wait for an enabled control);
 * links stay links and work as ordinary page loads.
 */
const inert = (html: string) => html.replace(/<button(?![^>]*\baria-disabled=)/g, '<button aria-disabled="true"');

/**
 * The HTML of `path` in `language` (Spanish in `variety`) as a signed-out visitor first sees it, with the same components and providers the app renders it with
 * (the build's SSR entry: vite.config.ts, prerenderPublicPages).
 */
export function renderPage(
  path: typeof paths.home | typeof paths.login,
  language: InterfaceLanguage,
  variety: SpanishVariety = 'voseo',
): string {
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <LoginPage /> },
      { element: <AppLayout />, children: [{ path: paths.home, element: <LandingPage /> }] },
    ],
    { initialEntries: [path] },
  );
  return inert(
    renderToString(
      <I18nProvider initial={{ language, variety, catalog: language === 'es' ? (variety === 'tuteo' ? esTuteo : es) : en }}>
        <DialogsProvider>
          <QueryProvider client={createQueryClient()}>
            <SessionContext value={visitor}>
              <RouterProvider router={router} />
            </SessionContext>
          </QueryProvider>
        </DialogsProvider>
      </I18nProvider>,
    ),
  );
}
