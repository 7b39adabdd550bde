/**
 * The chat without its skin: conversations, the open conversation's history (pages count from the
 * newest: older pages are put before), sending, and what arrives on the socket.
 */
import { useInvalidate, useOne, type BaseRecord } from '@refinedev/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCall } from '@/engine/data/use-call';
import { messageOfFrame } from '@/layout/header/chat-frames';
import { subscribeChat } from '@/layout/header/chat-hub';
import { fillPath } from '@/utils/api-path';
import { buyerOf, type ChatMessage, type Conversation, type MessageType } from './types';

export const HISTORY_PAGE_SIZE = 20;
const FRIENDS_URL = 'seller/im/friends-list';

interface HistoryPage {
  data?: ChatMessage[];
  data_total?: number;
}

const sameId = (a: unknown, b: unknown) => String(a) === String(b);
/** Messages in time order without repeats (a sent message also comes back on the socket). */
function merge(current: ChatMessage[], incoming: ChatMessage[], before = false): ChatMessage[] {
  const known = new Set(current.map((m) => String(m.msg_id)));
  const fresh = incoming.filter((m) => !known.has(String(m.msg_id)));
  return before ? [...fresh, ...current] : [...current, ...fresh];
}

export function useChat() {
  const call = useCall('chat');
  const invalidate = useInvalidate();
  const friends = useOne<BaseRecord>({ resource: 'chat', id: FRIENDS_URL, meta: { one: FRIENDS_URL, silent: true } });
  const conversations = (Array.isArray(friends.result) ? friends.result : []) as Conversation[];
  const [openId, setOpenId] = useState<string>();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [page, setPage] = useState(0);
  const [total, setTotal] = useState(0);
  const [loadingHistory, setLoadingHistory] = useState(false);
  const [historyError, setHistoryError] = useState<unknown>();
  const openRef = useRef<string | undefined>(undefined);

  const refreshList = useCallback(() => void invalidate({ resource: 'chat', invalidates: ['resourceAll'] }), [invalidate]);

  /** Marks a conversation read (`DELETE seller/im/unread-num`); the list and the badge read again. */
  const markRead = useCallback(
    async (buyer: string) => {
      try {
        await call({ url: 'seller/im/unread-num', method: 'delete', params: { sender_id: buyer }, silent: true });
      } finally {
        refreshList();
      }
    },
    [call, refreshList],
  );

  const loadPage = useCallback(
    async (buyer: string, pageNo: number) => {
      setLoadingHistory(true);
      setHistoryError(undefined);
      try {
        const answer = await call<HistoryPage>({ url: 'seller/im/history', method: 'get', params: { receiver_id: buyer, page_no: pageNo, page_size: HISTORY_PAGE_SIZE } });
        if (openRef.current !== buyer) return;
        setMessages((current) => merge(pageNo === 1 ? [] : current, answer?.data ?? [], pageNo > 1));
        setTotal(Number(answer?.data_total ?? 0));
        setPage(pageNo);
      } catch (error) {
        setHistoryError(error);
      } finally {
        setLoadingHistory(false);
      }
    },
    [call],
  );

  const open = useCallback(
    (buyer: string) => {
      openRef.current = buyer;
      setOpenId(buyer);
      setMessages([]);
      setPage(0);
      setTotal(0);
      void loadPage(buyer, 1);
      void markRead(buyer);
    },
    [loadPage, markRead],
  );

  /** Back to the list (a phone shows one pane at a time). */
  const close = useCallback(() => {
    openRef.current = undefined;
    setOpenId(undefined);
    setMessages([]);
  }, []);

  const hasOlder = page > 0 && messages.length < total;
  const loadOlder = () => {
    if (openId && hasOlder && !loadingHistory) void loadPage(openId, page + 1);
  };

  /** Sends one message; resolves false when the server refused it (its message is shown by the client). */
  const send = async (type: MessageType, content: string): Promise<boolean> => {
    if (!openId) return false;
    try {
      const sent = await call<ChatMessage>({
        url: fillPath('seller/im/message/{type}', { type }),
        method: 'post',
        data: { receiver_id: openId, content },
        body: 'json',
      });
      if (sent) setMessages((current) => merge(current, [sent]));
      refreshList();
      return true;
    } catch {
      return false;
    }
  };

  // New messages arrive live: in the open conversation they show (and are read); elsewhere the list counts them.
  useEffect(
    () =>
      subscribeChat(
        (frame) => {
          const message = messageOfFrame<ChatMessage>(frame);
          if (!message) return;
          const buyer = buyerOf(message);
          if (sameId(buyer, openRef.current)) {
            setMessages((current) => merge(current, [message]));
            setTotal((n) => n + 1);
            if (!message.is_self) void markRead(buyer);
          } else refreshList();
        },
        { lead: true },
      ),
    [markRead, refreshList],
  );

  return {
    conversations,
    listLoading: friends.query.isLoading,
    listError: friends.query.isError ? friends.query.error : undefined,
    reloadList: () => void friends.query.refetch(),
    openId,
    open,
    close,
    current: conversations.find((c) => sameId(c.target_id, openId)),
    messages,
    hasOlder,
    loadOlder,
    loadingHistory,
    historyError,
    retryHistory: () => openId && void loadPage(openId, page + 1 || 1),
    send,
  };
}

export type Chat = ReturnType<typeof useChat>;
