/**
 * The signed-in user's live conversation events (GET /events, server-sent events): one
 * EventSource per tab, shared by the header's unread badge and an open conversation, opened with
 * the first listener and closed a little after the last (a navigation unsubscribes and
 * subscribes again at once; the stream is kept through it).
 *
 * Nothing is lost between the page's render and the stream's start: the page's loaders say which
 * event was the newest when they read (`noteEventCursor`), and the stream opens after the lowest of
 * them, so the server first replays what happened meanwhile. The browser itself reconnects with
 * Last-Event-ID; a stream opened again later starts after the last event this tab received.
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
let closing: ReturnType<typeof setTimeout> | undefined;
/** Where a stream opened now starts: after this event id. */
let startAfter: number | undefined;

function dispatch(kind: ConversationEvent["kind"], raw: MessageEvent) {
  const id = Number(raw.lastEventId);
  if (Number.isSafeInteger(id) && id > 0) startAfter = id;
  try {
    const body = JSON.parse(String(raw.data)) as Omit<ConversationEvent, "kind">;
    for (const listener of listeners) listener({ ...body, kind });
  } catch {
    // A malformed event is ignored; the next loader run shows the truth anyway.
  }
}

/** The newest event id a loader saw when it read the page's data; before the stream opens only. */
export function noteEventCursor(eventId: number | null | undefined) {
  if (source || typeof eventId !== "number" || !Number.isSafeInteger(eventId) || eventId < 0) return;
  startAfter = startAfter === undefined ? eventId : Math.min(startAfter, eventId);
}

export function subscribeConversationEvents(listener: Listener): () => void {
  listeners.add(listener);
  clearTimeout(closing);
  if (!source && typeof EventSource !== "undefined") {
    source = new EventSource(startAfter === undefined ? "/events" : `/events?lastEventId=${startAfter}`);
    source.addEventListener("message", (e) => dispatch("message", e));
    source.addEventListener("read", (e) => dispatch("read", e));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    clearTimeout(closing);
    closing = setTimeout(() => {
      if (listeners.size) return;
      source?.close();
      source = undefined;
    }, 2000);
  };
}
