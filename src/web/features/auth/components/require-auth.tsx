import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { mayAdminister } from '../../../../shared/policies';
import { PageLoading } from '../../../components/page-loading';
import { useAuth } from '../auth-context';
import { NoAccessPage } from '../pages/no-access-page';

/** /auth?next=<where the visitor wanted to go>. */
export function signInPath(next: string): string {
  return `/auth?next=${encodeURIComponent(next)}`;
}

function useRedirectTarget(): string {
  const location = useLocation();
  const { signedOutByUser } = useAuth();
  // Someone who just pressed Sign Out goes home, not back to the sign-in form.
  return signedOutByUser ? '/' : signInPath(`${location.pathname}${location.search}${location.hash}`);
}

/**
 * Pages for signed-in members. Shows a loading state until the session is known (no
 * flash of the page or of the sign-in form), then the page or a redirect to /auth.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  const target = useRedirectTarget();
  if (loading) return <PageLoading label="Checking your session…" />;
  if (!user) return <Navigate to={target} replace />;
  return children ?? <Outlet />;
}

/** The admin area: signed-out visitors sign in first; signed-in non-admins are told why not. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  const target = useRedirectTarget();
  if (loading) return <PageLoading label="Checking your session…" />;
  if (!user) return <Navigate to={target} replace />;
  if (!mayAdminister(user).allowed) return <NoAccessPage />;
  return children ?? <Outlet />;
}
