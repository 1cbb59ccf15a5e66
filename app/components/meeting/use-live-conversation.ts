import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { noteEventCursor, subscribeConversationEvents } from "#app/lib/conversation-events.ts";

/**
 * Keeps an open conversation current: on an event of this conversation (a message from either
 * side, or the other side reading) the page's loader runs again, which shows the new message or
 * "Seen" and moves this side's read mark to what is now shown. `eventCursor` is the newest event
 * when the loader read the page, so what happened since is replayed when the stream starts.
 */
export function useLiveConversation(conversationId: number, eventCursor: number) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    noteEventCursor(eventCursor);
    return subscribeConversationEvents((event) => {
      if (event.conversationId === conversationId) void revalidate();
    }, eventCursor);
  }, [conversationId, eventCursor, revalidate]);
}
