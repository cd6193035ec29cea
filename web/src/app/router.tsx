import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout } from './app-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const legalRoutes: RouteObject[] = Object.values(paths.legal).map((path) => ({
  path,
  ...page(() => import('@/features/legal/legal-page')),
}));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.login, ...page(() => import('@/features/auth/login-page')) },
      {
        element: <AppLayout />,
        children: [
          { path: paths.home, ...page(() => import('@/features/landing/landing-page')) },
          { path: paths.checkoutSuccess, ...page(() => import('@/features/billing/checkout-success-page')) },
          { path: paths.checkoutCancel, ...page(() => import('@/features/billing/checkout-cancel-page')) },
          { path: paths.googleAdsReturn, ...page(() => import('@/features/google-ads/google-ads-return-page')) },
          ...legalRoutes,
          {
            element: <RequireAuth />,
            children: [
              { path: paths.dashboard, ...page(() => import('./dashboard-route')) },
              { path: paths.campaignPattern, ...page(() => import('./campaign-route')) },
              { path: paths.profile, ...page(() => import('@/features/profile/profile-page')) },
              { path: paths.business, ...page(() => import('@/features/business/business-page')) },
              { path: paths.support, ...page(() => import('@/features/support/support-page')) },
              { path: paths.plan, ...page(() => import('@/features/billing/plan-page')) },
              { path: paths.pricing, ...page(() => import('@/features/billing/pricing-page')) },
            ],
          },
          { path: '*', ...page(() => import('./not-found-page')) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
