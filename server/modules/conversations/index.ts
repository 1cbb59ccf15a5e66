export { type AttachmentContent, judgeAttachment, OFFICE_TYPES } from "./attachment-content.ts";
export {
  conversationForDeal,
  countUnread,
  listConversations,
  markConversationRead,
  openAttachment,
  openConversation,
  readConversation,
} from "./conversation.service.ts";
export { type Party, requireConversation } from "./conversation-access.ts";
export {
  type CardMessage,
  MESSAGE_ERRORS,
  type MessageUpload,
  type NewMessage,
  postCard,
  postMessage,
} from "./message.service.ts";
