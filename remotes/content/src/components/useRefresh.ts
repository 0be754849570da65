import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@platform/sdk';

/**
 * After a change: the console's lists of that kind and everything the public
 * site holds, so its pages show the change at once in this browser too.
 */
export function useRefresh(kind: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.manageKind(kind) });
    void queryClient.invalidateQueries({ queryKey: ['front'] });
  };
}
