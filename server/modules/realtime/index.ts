export {
  appendConversationEvent,
  CONVERSATION_EVENTS_CHANNEL,
  type ConversationEvent,
  type ConversationEventInput,
  findLatestEventId,
} from "./conversation-events.repo.ts";
export { ConversationFeed, type FeedSubscription, type FeedViewer } from "./conversation-feed.ts";
export {
  EventStreams,
  type EventStreamsOptions,
  type OpenedStream,
  REPLAY_LIMIT,
  STREAMS_PER_USER,
  type StreamUser,
} from "./event-streams.ts";
export { hasOpenStream, PRESENCE_REFRESH_MS, PRESENCE_STALE_MS } from "./presence.ts";
