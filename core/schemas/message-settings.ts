import { z } from "zod";

/** A checkbox sends "on" when ticked and nothing at all when not. */
const checkbox = z
  .union([z.literal("on"), z.literal("")])
  .optional()
  .transform((value) => value === "on");

/** The form of /profile/notifications: the e-mail about unread messages, and whether it quotes the text. */
export const MessageSettingsSchema = z.object({
  emailUnread: checkbox,
  includeText: checkbox,
});
