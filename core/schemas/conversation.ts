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
