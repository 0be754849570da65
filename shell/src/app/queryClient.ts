/** The shell's React Query client: no automatic retries or refetch on focus, 30 s freshness. */
import { QueryClient } from '@tanstack/react-query';

/**
 * The API client already tells the user what failed, so queries do not retry
 * on their own (a retry would repeat the message); pages offer 重试 instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
