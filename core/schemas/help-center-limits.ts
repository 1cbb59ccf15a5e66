/**
 * Lengths of the help-center form's fields, apart from the schema so that the form can set its
 * `maxLength` attributes without bringing Zod into the page's first script (it loads later).
 */
export const HELP_CONTACT_LIMITS = {
  name: [2, 60],
  email: 254,
  subject: [2, 120],
  message: [6, 8000],
} as const;

/** A moderator's view of one message to the administrators (the API's and the console's shape). */
export interface HelpContactItem {
  _id: number;
  /** The sender's account when they were signed in, else null. */
  userID: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** ISO 8601 time. */
  createdOn: string;
  archived: boolean;
  /** ISO 8601 time it was archived, or null. */
  archivedOn: string | null;
}

export interface HelpContactPage {
  items: HelpContactItem[];
  total: number;
  page: number;
  size: number;
}
