import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { isAdmin } from '../../../shared/policies';
import type { SessionResponse, SessionUser } from '../../../shared/schemas/auth';
import { AUTH_TEXTS } from '../../../shared/texts';
import { isApiError } from '../../lib/api-client';
import { authKeys } from '../../lib/query-keys';
import { clearAllDrafts } from '../../lib/session-drafts';
import { authApi, useSessionQuery } from './api/auth-api';

export interface AuthContextValue {
  /** The signed-in user, or null when signed out (and while loading). */
  user: SessionUser | null;
  /** True until the first session answer arrives. */
  loading: boolean;
  /** Set when the session could not be loaded at all (server unreachable). */
  error: Error | null;
  /**
   * Nobody is known to be signed in or out: the session's read failed other than by the
   * server's answer about it (the server unreachable, a proxy's 502). Read again every 5 s.
   */
  sessionUnknown: boolean;
  /** True after the user pressed Sign Out in this tab, until they sign in again. */
  signedOutByUser: boolean;
  isAdmin: boolean;
  signOut: () => Promise<void>;
  /**
   * The server ended the session itself (the account deleted): clears the member from the
   * page as Sign Out does, without asking the server again.
   */
  forgetSignedOut: () => Promise<void>;
  /** Re-reads the session from the server (after a profile is created, for example). */
  refresh: () => Promise<void>;
}

/** A failed read of the session that is not the server's answer about it (a 4xx). */
function unreadable(error: Error | null): boolean {
  return error !== null && !(isApiError(error) && error.status >= 400 && error.status < 500);
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSessionQuery();
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const user = session.data?.user ?? null;

  useEffect(() => {
    if (user) setSignedOutByUser(false);
  }, [user]);

  const forgetSignedOut = useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: authKeys.session() });
    queryClient.setQueryData<SessionResponse>(authKeys.session(), { user: null });
    setSignedOutByUser(true);
    // Whatever was loaded for this user must not stay in memory for the next one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    clearAllDrafts();
  }, [queryClient]);

  const signOut = useCallback(async () => {
    // The member is cleared from the page at once, before the server answers
    // (docs/product.md, Sessions and sign-out).
    await forgetSignedOut();
    try {
      await authApi.signOut();
      toast.success(AUTH_TEXTS.signOutSuccess);
    } catch (error) {
      if (isApiError(error)) toast.error(`${AUTH_TEXTS.signOutError}${error.message}`);
      else toast.error(AUTH_TEXTS.signOutUnexpected);
      // The server may still hold the session: show the truth.
      await queryClient.invalidateQueries({ queryKey: authKeys.session() });
    }
  }, [queryClient, forgetSignedOut]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: authKeys.session() });
  }, [queryClient]);

  const sessionUnknown = !user && unreadable(session.error);
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading: session.isPending,
      error: session.error,
      sessionUnknown,
      signedOutByUser,
      isAdmin: isAdmin(user),
      signOut,
      forgetSignedOut,
      refresh,
    }),
    [
      user,
      session.isPending,
      session.error,
      sessionUnknown,
      signedOutByUser,
      signOut,
      forgetSignedOut,
      refresh,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state; using it outside AuthProvider is a programming error. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
