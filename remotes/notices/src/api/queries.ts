/**
 * The notices area's server state. The queries and their keys are the SDK's
 * (under the session's key, shared with the header badge and the console), so
 * a change on these pages shows there at once.
 */
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
