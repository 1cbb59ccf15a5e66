/**
 * The signed-in user's live conversation events (GET /events, server-sent events): one
 * EventSource per tab, shared by the header's unread badge and an open conversation, opened with
 * the first listener and closed a little after the last (a navigation unsubscribes and
 * subscribes again at once; the stream is kept through it).
 *
 * Nothing is lost between a page's data and its live updates:
 * - the page's loaders say which event was the newest when they read (`noteEventCursor`); the
 *   stream opens once every component of the page has noted its cursor, after the lowest of
 *   them, so the server first replays what happened meanwhile;
 * - a listener that joins an open stream names the event its data was read after, and gets the
 *   newer events the tab already received;
 * - the browser reconnects by itself with Last-Event-ID; a stream the browser gave up on (an error
 *   answer during a deploy, say) is opened again after a few seconds, after the last event received.
 */
export interface ConversationEvent {
  id: number;
  kind: "message" | "read";
  conversationId: number;
  messageId: number;
  side: "buyer" | "seller";
}

type Listener = (event: ConversationEvent) => void;

const listeners = new Set<Listener>();
/** The newest events received, for a listener joining the open stream. */
const recent: ConversationEvent[] = [];
const RECENT_KEPT = 100;
let source: EventSource | undefined;
let opening: ReturnType<typeof setTimeout> | undefined;
let closing: ReturnType<typeof setTimeout> | undefined;
/** Where a stream opened now starts: after this event id. */
let startAfter: number | undefined;

function dispatch(kind: ConversationEvent["kind"], raw: MessageEvent) {
  const id = Number(raw.lastEventId);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  startAfter = Math.max(startAfter ?? 0, id);
  let event: ConversationEvent;
  try {
    event = { ...(JSON.parse(String(raw.data)) as Omit<ConversationEvent, "kind" | "id">), kind, id };
  } catch {
    return; // A malformed event is ignored; the next loader run shows the truth anyway.
  }
  recent.push(event);
  if (recent.length > RECENT_KEPT) recent.shift();
  for (const listener of listeners) listener(event);
}

/** The newest event id a loader saw when it read the page's data; counts before the stream opens. */
export function noteEventCursor(eventId: number | null | undefined) {
  if (source || typeof eventId !== "number" || !Number.isSafeInteger(eventId) || eventId < 0) return;
  startAfter = startAfter === undefined ? eventId : Math.min(startAfter, eventId);
}

function open() {
  opening = undefined;
  if (source || !listeners.size || typeof EventSource === "undefined") return;
  const stream = new EventSource(startAfter === undefined ? "/events" : `/events?lastEventId=${startAfter}`);
  stream.addEventListener("message", (e) => dispatch("message", e));
  stream.addEventListener("read", (e) => dispatch("read", e));
  stream.addEventListener("error", () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = undefined;
    opening = setTimeout(open, 3000 + Math.random() * 7000);
  });
  source = stream;
}

/**
 * Calls `listener` with every live event from now on; with `after`, first with the events newer
 * than it that this tab has already received.
 */
export function subscribeConversationEvents(listener: Listener, after?: number): () => void {
  listeners.add(listener);
  clearTimeout(closing);
  if (after !== undefined) for (const event of recent) if (event.id > after) listener(event);
  // Opened once the components rendered with this one have noted their cursors.
  if (!source && opening === undefined) opening = setTimeout(open, 0);
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    clearTimeout(closing);
    closing = setTimeout(() => {
      if (listeners.size) return;
      clearTimeout(opening);
      opening = undefined;
      source?.close();
      source = undefined;
    }, 2000);
  };
}
