import { z } from "zod";

/**
 * Message form rules, shared by the browser and the action: name 2–25 characters,
 * company at most 30 (optional), phone at least 5, e-mail at least 4 and a real address shape,
 * subject 2–25, message 6–8000. Messages are translation keys.
 */
const text = (min: number, max: number, tooShort = "errors.tooShort") =>
  z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .min(min, tooShort)
    .max(max, "errors.tooLong");

export const MESSAGE_LIMITS = {
  name: [2, 25],
  company: 30,
  phone: [5, 30],
  email: 254,
  subject: [2, 25],
  message: [6, 8000],
} as const;

export const StorefrontMessageSchema = z.object({
  requestUserName: text(...MESSAGE_LIMITS.name),
  requestCompany: z.string().trim().max(MESSAGE_LIMITS.company, "errors.tooLong").default(""),
  requestUserPhone: text(...MESSAGE_LIMITS.phone).pipe(z.string().regex(/^[0-9+()\-.\s/]+$/, "errors.phone")),
  requestUserMail: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .min(4, "errors.tooShort")
    .max(MESSAGE_LIMITS.email, "errors.tooLong")
    .pipe(z.email({ error: "errors.email" })),
  subject: text(...MESSAGE_LIMITS.subject),
  requestDetails: text(...MESSAGE_LIMITS.message),
});
export type StorefrontMessage = z.infer<typeof StorefrontMessageSchema>;
