/** What a content console refreshes after a change: the kind's own lists and items, and everything the public site holds. */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../query/keys';

/**
 * After a change: the console's lists of that kind (every key under
 * `queryKey`) and everything the public site holds, so its pages show the
 * change at once in this browser too.
 */
export function useContentRefresh(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: queryKeys.front });
  };
}
