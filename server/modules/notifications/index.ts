export {
  type AddressedNotice,
  listNotifications,
  NOTIFICATION_QUEUE,
  type Notice,
  notificationHandlers,
  notifyAddress,
  notifyAddressNow,
  notifyCompanyOwners,
  notifyUser,
} from "./notifications.service.ts";
