export {
  type AddressedNotice,
  listNotifications,
  NOTIFICATION_QUEUE,
  type Notice,
  notificationHandlers,
  notifyAddress,
  notifyCompanyOwners,
  notifyUser,
} from "./notifications.service.ts";
