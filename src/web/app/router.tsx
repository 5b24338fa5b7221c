import { type ComponentType, lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RequireAdmin, RequireAuth } from '../features/auth/components/require-auth';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

/** React.lazy for a named export, so pages keep named exports. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomePage = page(() => import('../features/marketing/pages/home-page'), 'HomePage');
const NotFoundPage = page(() => import('../features/marketing/pages/not-found-page'), 'NotFoundPage');
const AuthPage = page(() => import('../features/auth/pages/auth-page'), 'AuthPage');
const ResetPasswordPage = page(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const DashboardPage = page(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage');
const OnboardingPage = page(() => import('../features/profiles/pages/onboarding-page'), 'OnboardingPage');
const PublicProfilePage = page(
  () => import('../features/profiles/pages/public-profile-page'),
  'PublicProfilePage',
);
const AdminPage = page(() => import('../features/admin/pages/admin-page'), 'AdminPage');

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: (
      <main>
        <RouteError />
      </main>
    ),
    children: [
      {
        // Errors of a page render inside the layout, so the navigation stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'auth', element: <AuthPage /> },
          { path: 'auth/reset-password', element: <ResetPasswordPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'onboarding', element: <OnboardingPage /> },
            ],
          },
          {
            path: 'admin',
            element: (
              <RequireAdmin>
                <AdminPage />
              </RequireAdmin>
            ),
          },
          { path: 'profile/:userId', element: <PublicProfilePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
