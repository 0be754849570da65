/**
 * The notices area's server state. The inbox's queries and their keys are the
 * SDK's (under the session's key, shared with the header badge and the
 * console), so a change on these pages shows there at once. The operators'
 * notices are kept under this area's own keys.
 */
import { useContentRefresh } from '@platform/sdk/ui';

export {
  INBOX_PAGE_SIZE,
  useAppliedTodos,
  useAssignedTodos,
  useContractsToSign,
  useDeleteMessages,
  useMarkMessagesRead,
  useMessages,
  useOpenMessage,
  useOpenTodo,
  useTodoSummary,
  useUnreadCount,
} from '@platform/sdk';

/** The two lists of 公告管理. */
export type ManagedNotices = 'systemNotice' | 'companyNotice';

export const noticeKeys = {
  manageKind: (kind: ManagedNotices) => ['notices-manage', kind] as const,
  /** The pages of a kind's list; a page's key adds its query. */
  managePages: (kind: ManagedNotices) => ['notices-manage', kind, 'page'] as const,
};

/**
 * After a change: the console's lists of that kind and everything the public
 * site holds (its notices), so its pages show the change at once in this
 * browser too.
 */
export function useRefresh(kind: ManagedNotices) {
  return useContentRefresh(noticeKeys.manageKind(kind));
}
