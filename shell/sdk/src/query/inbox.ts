/**
 * The messages' and to-dos' server state: the header badge's unread count
 * (polled), the message pages, the to-do lists and the console's summary, the
 * changes that refresh them, and opening a message or a to-do. Everything is
 * kept under the session's key, so a logout forgets it and a company switch
 * reads it again.
 */
import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import {
  isOtherSite,
  MESSAGE_STATE,
  messageApi,
  safeMessageUrl,
  todoApi,
  type Message,
} from '../api/inbox';
import type { Page, Schema } from '../api/types';
import { queryKeys } from './keys';

/** The header badge asks again every 30 s while the page is in front, and when the user comes back to it. */
export const UNREAD_POLL_MS = 30_000;

/** Messages and to-dos are listed ten a page. */
export const INBOX_PAGE_SIZE = 10;

/** The console shows the first five messages and to-dos. */
export const INBOX_PREVIEW = 5;

/** The signed-in user's unread message count; undefined for a visitor and until the first answer. */
export function useUnreadCount() {
  const { isLoggedIn } = useAuth();
  return useQuery({
    queryKey: queryKeys.unreadCount,
    queryFn: messageApi.unreadCount,
    select: (reply) => reply.unread,
    enabled: isLoggedIn,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** One page of the user's messages, newest first; the last page stays shown while the next one loads. */
export function useMessages(pageNum: number, pageSize = INBOX_PAGE_SIZE) {
  return useQuery({
    queryKey: queryKeys.messagePage(pageNum, pageSize),
    queryFn: () => messageApi.page({ pageNum, pageSize }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** Refreshes the message lists and the badge after a change. */
function useMessagesChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
        queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount }),
      ]),
    [queryClient],
  );
}

/** Marks the listed messages read, or with 'all' every message of the user (全部已读). */
export function useMarkMessagesRead() {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: (ids: number[] | 'all') => (ids === 'all' ? messageApi.markAllRead() : messageApi.markRead(ids)),
    onSettled: changed,
  });
}

/** Deletes the listed messages. */
export function useDeleteMessages() {
  const changed = useMessagesChanged();
  return useMutation({ mutationFn: messageApi.remove, onSettled: changed });
}

/**
 * Opening a message: it turns read, and where its address is one a message
 * may lead to (`safeMessageUrl`) that opens in a new tab. Answers whether it
 * did; when not, the caller shows the message's content itself.
 */
export function useOpenMessage() {
  const { mutate: markRead } = useMarkMessagesRead();
  return useCallback(
    (message: Message): boolean => {
      const url = safeMessageUrl(message.toUrl);
      // Opened before anything is awaited: a browser allows a new tab only inside the click.
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
      if (message.state === MESSAGE_STATE.unread) markRead([message.messageId]);
      return url !== undefined;
    },
    [markRead],
  );
}

/**
 * Opening a to-do: its workbench path in this tab (another site in a new
 * one). Answers false when the to-do has no address that may be followed.
 */
export function useOpenTodo() {
  const navigate = useNavigate();
  return useCallback(
    (toUrl: string | null | undefined): boolean => {
      const url = safeMessageUrl(toUrl);
      if (!url) return false;
      if (isOtherSite(url)) window.open(url, '_blank', 'noopener,noreferrer');
      else navigate(url);
      return true;
    },
    [navigate],
  );
}

/** A to-do as the lists show it, whichever call it came from. */
export interface TodoItem {
  /** Unique across the workflow tasks and the contracts. */
  key: string;
  /** order_payment, join_request, certification_review, declaration_review, partner_review, contract, contract_cloud. */
  kind: string;
  kindName: string;
  title: string;
  toUrl: string;
  createTime?: string | null;
}

/** What a contract waiting for a signature is called in the lists. */
export const CONTRACT_KIND_NAME = '合同签署';

export function taskItem(task: Schema<'Task'>): TodoItem {
  return { key: `task-${task.id}`, kind: task.kind, kindName: task.kindName, title: task.title, toUrl: task.toUrl, createTime: task.createTime };
}

export function contractItem(contract: Schema<'SignTask'>, channel: 'contract' | 'cloud'): TodoItem {
  return {
    key: `${channel}-${contract.id}`,
    kind: channel === 'cloud' ? 'contract_cloud' : 'contract',
    kindName: CONTRACT_KIND_NAME,
    title: contract.title,
    toUrl: contract.toUrl,
    createTime: contract.createTime,
  };
}

/** Newest first; times are `YYYY-MM-DD HH:MM:SS`, so they sort as text. */
function newestFirst(a: TodoItem, b: TodoItem): number {
  return (b.createTime ?? '').localeCompare(a.createTime ?? '');
}

/** The contracts waiting for the user's signature on both channels: the first page of each. */
async function contractsToSign(): Promise<Page<TodoItem>> {
  const [contracts, cloud] = await Promise.all([todoApi.contracts(), todoApi.cloudContracts()]);
  return {
    rows: [...contracts.rows.map((c) => contractItem(c, 'contract')), ...cloud.rows.map((c) => contractItem(c, 'cloud'))].sort(newestFirst),
    total: contracts.total + cloud.total,
  };
}

/** The user's to-do count (workflow tasks and contracts to sign, the totals summed) and the newest few. */
export interface TodoSummary {
  total: number;
  items: TodoItem[];
}

/** The console's 待办: the three totals summed and the newest `limit` items. */
export function useTodoSummary(limit = INBOX_PREVIEW) {
  return useQuery({
    queryKey: [...queryKeys.todoSummary, limit],
    queryFn: async (): Promise<TodoSummary> => {
      const [assigned, contracts] = await Promise.all([todoApi.assigned({ pageNum: 1, pageSize: limit }), contractsToSign()]);
      return {
        total: assigned.total + contracts.total,
        items: [...assigned.rows.map(taskItem), ...contracts.rows].sort(newestFirst).slice(0, limit),
      };
    },
    refetchOnWindowFocus: true,
  });
}

/** 待我处理: one page of the workflow tasks waiting for the user. */
export function useAssignedTodos(pageNum: number, pageSize = INBOX_PAGE_SIZE) {
  return useQuery({
    queryKey: queryKeys.assignedTodos(pageNum, pageSize),
    queryFn: () => todoApi.assigned({ pageNum, pageSize }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** 待我处理: the contracts waiting for the user's signature. */
export function useContractsToSign() {
  return useQuery({ queryKey: queryKeys.contractsToSign, queryFn: contractsToSign, refetchOnWindowFocus: true });
}

/** 我的申请: what the user asked for that others must still act on. */
export function useAppliedTodos() {
  return useQuery({ queryKey: queryKeys.appliedTodos, queryFn: todoApi.applied, refetchOnWindowFocus: true });
}
