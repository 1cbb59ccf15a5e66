export {
  blockConversation,
  type ConversationParty,
  isConversationParty,
  reportConversation,
  unblockConversation,
} from "./conversation-safety.ts";
export {
  decideMessageReport,
  listMessageReports,
  type MessageReportView,
  REPORTS_PAGE_SIZE,
} from "./message-reports.ts";
