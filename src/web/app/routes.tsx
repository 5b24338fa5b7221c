import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from '../features/auth/components/require-auth';
import { inTwoTasks, lazyPage as page } from '../lib/lazy-page';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

// The route table, shared by the browser (main.tsx) and the server render
// (entry-server.tsx). Pages load lazily; each can be loaded ahead with preload().

const LandingPage = page(() => import('../features/landing/pages/landing-page'), 'LandingPage');
// The discover page reads its filters from the address with the shared schema: zod and
// the schemas are evaluated first, in a task of their own.
const DiscoverPage = page(
  () =>
    inTwoTasks(
      () => import('../../shared/schemas/discovery'),
      () => import('../features/discovery/pages/discover-page'),
    ),
  'DiscoverPage',
);
const NotFoundPage = page(() => import('../features/marketing/pages/not-found-page'), 'NotFoundPage');
const AuthPage = page(() => import('../features/auth/pages/auth-page'), 'AuthPage');
const ResetPasswordPage = page(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const EmailChangePage = page(() => import('../features/auth/pages/email-change-page'), 'EmailChangePage');
const DashboardPage = page(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage');
const OnboardingPage = page(() => import('../features/profiles/pages/onboarding-page'), 'OnboardingPage');
const PublicProfilePage = page(
  () => import('../features/profiles/pages/public-profile-page'),
  'PublicProfilePage',
);
const AdminPage = page(() => import('../features/admin/pages/admin-page'), 'AdminPage');

// Information pages (docs/product.md, Information pages).
const BookProjectsPage = page(
  () => import('../features/marketing/pages/book-projects-page'),
  'BookProjectsPage',
);
const PortfolioBuilderPage = page(
  () => import('../features/marketing/pages/portfolio-builder-page'),
  'PortfolioBuilderPage',
);
const VerificationPage = page(
  () => import('../features/marketing/pages/verification-page'),
  'VerificationPage',
);
const SuccessStoriesPage = page(
  () => import('../features/marketing/pages/success-stories-page'),
  'SuccessStoriesPage',
);
const BlogPage = page(() => import('../features/marketing/pages/blog-page'), 'BlogPage');
const IndustryReportsPage = page(
  () => import('../features/marketing/pages/industry-reports-page'),
  'IndustryReportsPage',
);
const AboutPage = page(() => import('../features/marketing/pages/about-page'), 'AboutPage');
const HelpCenterPage = page(() => import('../features/marketing/pages/help-center-page'), 'HelpCenterPage');
const ContactPage = page(() => import('../features/marketing/pages/contact-page'), 'ContactPage');
const CareersPage = page(() => import('../features/marketing/pages/careers-page'), 'CareersPage');
const PressKitPage = page(() => import('../features/marketing/pages/press-kit-page'), 'PressKitPage');
const PrivacyPolicyPage = page(() => import('../features/marketing/pages/legal-pages'), 'PrivacyPolicyPage');
const TermsOfServicePage = page(
  () => import('../features/marketing/pages/legal-pages'),
  'TermsOfServicePage',
);
const CookiePolicyPage = page(() => import('../features/marketing/pages/legal-pages'), 'CookiePolicyPage');

export const routes: RouteObject[] = [
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
          { index: true, element: <LandingPage /> },
          { path: 'discover', element: <DiscoverPage /> },
          { path: 'discover-talent', element: <DiscoverPage /> },
          { path: 'auth', element: <AuthPage /> },
          { path: 'auth/reset-password', element: <ResetPasswordPage /> },
          { path: 'auth/email-change', element: <EmailChangePage /> },
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
          { path: 'book-projects', element: <BookProjectsPage /> },
          { path: 'portfolio-builder', element: <PortfolioBuilderPage /> },
          { path: 'verification', element: <VerificationPage /> },
          { path: 'success-stories', element: <SuccessStoriesPage /> },
          { path: 'blog', element: <BlogPage /> },
          { path: 'creative-blog', element: <BlogPage /> },
          { path: 'industry-reports', element: <IndustryReportsPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'help-center', element: <HelpCenterPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'careers', element: <CareersPage /> },
          { path: 'press-kit', element: <PressKitPage /> },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'terms-of-service', element: <TermsOfServicePage /> },
          { path: 'cookie-policy', element: <CookiePolicyPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Loads the code of every page the address matches, so it renders without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = isValidElement(route.element) ? route.element.type : undefined;
      const preload = (type as { preload?: () => Promise<unknown> } | undefined)?.preload;
      return preload?.();
    }),
  );
}
