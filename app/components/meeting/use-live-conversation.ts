import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { subscribeConversationEvents } from "#app/lib/conversation-events.ts";

/**
 * Keeps an open conversation current: on an event of this conversation (a message from either
 * side, or the other side reading) the page's loader runs again, which shows the new message or
 * "Seen" and moves this side's read mark to what is now shown.
 */
export function useLiveConversation(conversationId: number) {
  const { revalidate } = useRevalidator();
  useEffect(
    () =>
      subscribeConversationEvents((event) => {
        if (event.conversationId === conversationId) void revalidate();
      }),
    [conversationId, revalidate],
  );
}
