import { z } from "zod";

/**
 * A conversation message as typed by a buyer or a supplier's member: plain text, trimmed, at most
 * 4000 characters; it may be empty only when files come with it (the service checks that). Up to
 * 5 files of 10 MB each. Messages are translation keys.
 */
export const MESSAGE_TEXT_MAX = 4000;
export const MESSAGE_FILES_MAX = 5;
export const MESSAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** What the file input offers; the server judges each file by its content regardless. */
export const MESSAGE_FILE_ACCEPT =
  "image/jpeg,image/png,image/webp,application/pdf,.docx,.xlsx,.pptx,.odt,.ods";

export const MessageFormSchema = z.object({
  body: z.string().trim().max(MESSAGE_TEXT_MAX, "errors.tooLong").default(""),
});
export type MessageForm = z.infer<typeof MessageFormSchema>;

/** Messages per minute and new conversations per hour one user may write or start. */
export const MESSAGES_PER_MINUTE = 20;
export const CONVERSATIONS_PER_HOUR = 5;
/** Messages shown per page of the history. */
export const MESSAGE_PAGE_SIZE = 30;

export type ConversationParty = "buyer" | "seller";
export type MessageKindName = "text" | "deal" | "product" | "quote" | "order";

/** A message as a conversation page shows it. */
export interface ConversationMessageView {
  id: number;
  side: ConversationParty;
  kind: MessageKindName;
  body: string;
  /** The writer's language. */
  lang: string | null;
  /** The deal, product, quote or order a card shows. */
  refId: number | null;
  /** What the card names (an inquiry's subject, in the reader's language). */
  cardTitle: string | null;
  createdAt: string;
  /** The text in the reader's language, when written in another and translated. */
  translation: string | null;
  attachments: {
    id: number;
    name: string;
    mediaType: string;
    size: number;
    width: number | null;
    height: number | null;
  }[];
}

/** One page of a conversation, for one of its parties (side null: the operator reading it). */
export interface ConversationPageView {
  id: number;
  side: ConversationParty | null;
  blockedBy: ConversationParty | null;
  /** The other side's read mark: the reader's own messages up to it were seen. */
  seenUpTo: number;
  lastMessageId: number | null;
  hasOlder: boolean;
  company: { id: number; name: string; logo: string | null; country: string };
  buyer: { name: string; company: string | null };
  messages: ConversationMessageView[];
}

/** A conversation in a party's list. */
export interface ConversationSummaryView {
  id: number;
  lastMessageAt: string | null;
  blocked: boolean;
  company: { id: number; name: string; logo: string | null; country: string };
  buyer: { name: string; company: string | null };
  last: { kind: MessageKindName; body: string; side: ConversationParty | null } | null;
  unread: number;
}
