/**
 * The signed-in user's live conversation events (GET /events, server-sent events): one
 * EventSource per tab, shared by the header's unread badge and an open conversation, opened with
 * the first listener and closed with the last. The browser reconnects by itself and sends
 * Last-Event-ID, and the server replays what was missed, so listeners only react to events.
 */
export interface ConversationEvent {
  kind: "message" | "read";
  conversationId: number;
  messageId: number;
  side: "buyer" | "seller";
}

type Listener = (event: ConversationEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | undefined;

function dispatch(kind: ConversationEvent["kind"], raw: MessageEvent) {
  try {
    const body = JSON.parse(String(raw.data)) as Omit<ConversationEvent, "kind">;
    for (const listener of listeners) listener({ ...body, kind });
  } catch {
    // A malformed event is ignored; the next loader run shows the truth anyway.
  }
}

export function subscribeConversationEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && typeof EventSource !== "undefined") {
    source = new EventSource("/events");
    source.addEventListener("message", (e) => dispatch("message", e));
    source.addEventListener("read", (e) => dispatch("read", e));
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      source?.close();
      source = undefined;
    }
  };
}
