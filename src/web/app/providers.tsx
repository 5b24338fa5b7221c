import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from '../features/auth/auth-context';
import { LiveUpdates } from './live-updates';
import { createQueryClient } from './query-client';

/**
 * App-wide providers: server data (react-query), the session (AuthProvider), a signed-in
 * member's live events (LiveUpdates), toasts.
 * `queryClient` is given when it already holds data (the server render and the
 * hydrating client); otherwise one is made here.
 */
export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LiveUpdates />
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
