export {
  type AddressedNotice,
  listNotifications,
  NOTIFICATION_QUEUE,
  type Notice,
  notificationHandlers,
  notifyAddress,
  notifyAddressNow,
  notifyCompanyMembers,
  notifyCompanyOwners,
  notifyUser,
} from "./notifications.service.ts";
