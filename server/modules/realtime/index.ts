export {
  appendConversationEvent,
  CONVERSATION_EVENTS_CHANNEL,
  type ConversationEventInput,
} from "./conversation-events.repo.ts";
