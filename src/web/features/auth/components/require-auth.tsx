import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { mayAdminister } from '../../../../shared/policies';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { useAuth } from '../auth-context';
import { AUTH_UI_TEXTS } from '../lib/auth-ui-texts';
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
 * The session could not be read at all (the server unreachable, a proxy's 502): nobody is
 * known to be signed out, so the page says what happened and tries again, instead of
 * sending a member who may well be signed in to the sign-in form.
 */
function SessionUnknown() {
  const { error, refresh } = useAuth();
  return (
    <div className="mx-auto grid min-h-[50vh] max-w-md content-center gap-3 px-4">
      <h1 className="font-display font-semibold text-2xl tracking-tight">
        {AUTH_UI_TEXTS.sessionUnknownTitle}
      </h1>
      <LoadFailed title={AUTH_UI_TEXTS.sessionUnknown} error={error} onRetry={() => void refresh()} />
    </div>
  );
}

/**
 * Pages for signed-in members. Shows a loading state until the session is known (no
 * flash of the page or of the sign-in form), then the page or a redirect to /auth.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading, sessionUnknown } = useAuth();
  const target = useRedirectTarget();
  if (loading) return <PageLoading label="Checking your session…" />;
  if (sessionUnknown) return <SessionUnknown />;
  if (!user) return <Navigate to={target} replace />;
  return children ?? <Outlet />;
}

/** The admin area: signed-out visitors sign in first; signed-in non-admins are told why not. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, loading, sessionUnknown } = useAuth();
  const target = useRedirectTarget();
  if (loading) return <PageLoading label="Checking your session…" />;
  if (sessionUnknown) return <SessionUnknown />;
  if (!user) return <Navigate to={target} replace />;
  if (!mayAdminister(user).allowed) return <NoAccessPage />;
  return children ?? <Outlet />;
}
