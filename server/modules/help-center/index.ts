export { countOpenContactItems, insertContactItem } from "./help-center.repo.ts";
export {
  CONTACTS_PER_IP_PER_HOUR,
  contactAdministrators,
  deleteContactItem,
  HELP_PAGE_SIZE,
  listContactItems,
  MAX_HELP_PAGE_SIZE,
  setContactItemArchived,
} from "./help-center.service.ts";
