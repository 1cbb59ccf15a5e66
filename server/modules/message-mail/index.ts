export {
  DEFAULT_MESSAGE_SETTINGS,
  type MessageSettings,
  readMessageSettings,
  saveMessageSettings,
} from "./message-settings.ts";
export {
  type IsOnline,
  messageMailHandlers,
  scheduleUnreadMailCheck,
  sendUnreadMessageMail,
  UNREAD_MAIL_QUEUE,
} from "./unread-mail.ts";
