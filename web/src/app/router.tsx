import { useLayoutEffect } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadMessages } from '@/lib/i18n';
import { revealApp } from './prerender-handoff';
import type { PageNamespace } from '@/locales/page-namespaces';
import { AppLayout } from './app-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

/**
 * A page loaded when its route is first matched, with the catalog namespaces only it shows
 * (locales/page-namespaces.ts). Pages come from a feature's public index (`import('@/features/x')`):
 * each feature is its own chunk, never in the first load.
 */
const page = (load: () => Promise<React.ComponentType>, namespaces: readonly PageNamespace[] = []): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [Page] = await Promise.all([load(), loadMessages(namespaces)]);
    return { Component: () => <Revealing Page={Page} /> };
  },
});

/** The first page the app shows takes over from the build-time HTML, if any was shown. */
function Revealing({ Page }: { Page: React.ComponentType }) {
  useLayoutEffect(revealApp, []);
  return <Page />;
}

const legalRoutes: RouteObject[] = Object.values(paths.legal).map((path) => ({
  path,
  ...page(() => import('@/features/legal').then((m) => m.LegalPage), ['legal']),
}));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.login, ...page(() => import('@/features/auth').then((m) => m.LoginPage)) },
      {
        element: <AppLayout />,
        children: [
          { path: paths.home, ...page(() => import('@/features/landing').then((m) => m.LandingPage)) },
          { path: paths.checkoutSuccess, ...page(() => import('@/features/billing').then((m) => m.CheckoutSuccessPage), ['billing']) },
          { path: paths.checkoutCancel, ...page(() => import('@/features/billing').then((m) => m.CheckoutCancelPage), ['billing']) },
          { path: paths.googleAdsReturn, ...page(() => import('@/features/google-ads').then((m) => m.GoogleAdsReturnPage)) },
          ...legalRoutes,
          {
            element: <RequireAuth />,
            children: [
              { path: paths.dashboard, ...page(() => import('./dashboard-route').then((m) => m.default), ['dashboard', 'places']) },
              {
                path: paths.campaignPattern,
                ...page(
                  () => import('./campaign-route').then((m) => m.default),
                  ['campaign', 'preflight', 'results', 'tracking', 'places'],
                ),
              },
              { path: paths.profile, ...page(() => import('./profile-route').then((m) => m.default)) },
              { path: paths.business, ...page(() => import('@/features/business').then((m) => m.BusinessPage)) },
              { path: paths.support, ...page(() => import('@/features/support').then((m) => m.SupportPage)) },
              { path: paths.plan, ...page(() => import('@/features/billing').then((m) => m.PlanPage), ['billing']) },
              { path: paths.pricing, ...page(() => import('@/features/billing').then((m) => m.PricingPage), ['billing']) },
            ],
          },
          { path: '*', ...page(() => import('./not-found-page').then((m) => m.default)) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
