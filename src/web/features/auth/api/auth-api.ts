import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type { AccountExport } from '../../../../shared/schemas/account-export';
import type {
  AccountSessionsResponse,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  resetPasswordSchema,
  SessionResponse,
  SignInResponse,
  signInSchema,
  signUpSchema,
} from '../../../../shared/schemas/auth';
import type { MessageResponse } from '../../../../shared/schemas/common';
import { api } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { authKeys } from '../../../lib/query-keys';

// Fetchers, query options and hooks of /api/auth/*. Inputs are the OUTPUT types of the
// shared schemas: forms parse with those schemas first, then call these. Answers are
// typed by the shared response schemas the server sends with.

export type SignInInput = z.output<typeof signInSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;
export type EmailInput = z.output<typeof emailOnlySchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type ChangeEmailInput = z.output<typeof changeEmailSchema>;
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

export const authApi = {
  session: (signal?: AbortSignal) => api.get<SessionResponse>(API_PATHS.auth.session, { signal }),
  // With the browser's zone, so a new-sign-in email later reads on the member's clock.
  signIn: (input: SignInInput) =>
    api.post<SignInResponse>(API_PATHS.auth.signIn, { ...input, timeZone: browserTimeZone() }),
  signUp: (input: SignUpInput) => api.post<MessageResponse>(API_PATHS.auth.signUp, input),
  signOut: () => api.post<void>(API_PATHS.auth.signOut),
  resendConfirmation: (input: EmailInput) =>
    api.post<MessageResponse>(API_PATHS.auth.resendConfirmation, input),
  forgotPassword: (input: EmailInput) => api.post<MessageResponse>(API_PATHS.auth.forgotPassword, input),
  resetPassword: (input: ResetPasswordInput) =>
    api.post<MessageResponse>(API_PATHS.auth.resetPassword, input),
  changeEmail: (input: ChangeEmailInput) => api.post<MessageResponse>(API_PATHS.auth.changeEmail, input),
  changePassword: (input: ChangePasswordInput) =>
    api.post<MessageResponse>(API_PATHS.auth.changePassword, input),
  accountSessions: (signal?: AbortSignal) =>
    api.get<AccountSessionsResponse>(API_PATHS.auth.sessions, { signal }),
  endSession: (sessionId: string) =>
    api.delete<MessageResponse>(apiPath(API_PATHS.auth.ofSession, { sessionId })),
  signOutOthers: () => api.post<MessageResponse>(API_PATHS.auth.signOutOthers),
  exportAccount: () => api.get<AccountExport>(API_PATHS.auth.accountExport),
  deleteAccount: (input: DeleteAccountInput) => api.delete<MessageResponse>(API_PATHS.auth.account, input),
};

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => authApi.session(signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: 1,
    // Not readable at all (the server away): asked again every few seconds until it is.
    refetchInterval: (query) => (query.state.status === 'error' ? 5_000 : false),
  });

/** The raw session query; components use useAuth() instead. */
export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}

/** Signs in and stores the user as the session; the caller navigates to `redirectTo`. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.signIn,
    onSuccess: async ({ user }) => {
      await queryClient.cancelQueries({ queryKey: authKeys.session() });
      queryClient.setQueryData<SessionResponse>(authKeys.session(), { user });
    },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: authApi.signUp });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: authApi.resendConfirmation });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: authApi.forgotPassword });
}

/** A reset ends every session of the account, this one included. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.resetPassword,
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: authKeys.session() });
      queryClient.setQueryData<SessionResponse>(authKeys.session(), { user: null });
    },
  });
}

// --- password and sessions (Settings) ----------------------------------------------------

/** Sends the new address its link; nothing changes until it is opened. */
export function useChangeEmail() {
  return useMutation({ mutationFn: authApi.changeEmail });
}

/** A new password: every other session ends, so their list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.accountSessions() }),
  });
}

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.accountSessions(),
    queryFn: ({ signal }) => authApi.accountSessions(signal),
  });

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}

/** Signs out one session; the list is read again (a session ended elsewhere leaves it too). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.accountSessions() }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.signOutOthers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.accountSessions() }),
  });
}

/** 'Download your data': a mutation, as each press asks the server afresh (and counts). */
export function useExportAccount() {
  return useMutation({ mutationFn: authApi.exportAccount });
}

/** Deletes the account; the caller clears the member from the page (useAuth().forgetSignedOut). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: authApi.deleteAccount });
}
