import { z } from "zod";
import { HELP_CONTACT_LIMITS } from "./help-center-limits.ts";

export { HELP_CONTACT_LIMITS } from "./help-center-limits.ts";

/** A required text of `min`–`max` characters after trimming; messages are translation keys. */
const text = ([min, max]: readonly [number, number]) =>
  z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .min(min, "errors.tooShort")
    .max(max, "errors.tooLong");

/**
 * A message to the administrators from the help-center and contact pages (POST
 * /api/helpcenter/contactWithAdmin; the body's fields are ours). One schema for the browser, the
 * page's action, the API and the service. The message follows the storefront message form's
 * rule: 6 to 8000 characters.
 */
export const HelpContactSchema = z.object({
  name: text(HELP_CONTACT_LIMITS.name),
  email: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .max(HELP_CONTACT_LIMITS.email, "errors.tooLong")
    .pipe(z.email({ error: "errors.email" })),
  subject: text(HELP_CONTACT_LIMITS.subject),
  message: text(HELP_CONTACT_LIMITS.message),
});
export type HelpContact = z.infer<typeof HelpContactSchema>;
