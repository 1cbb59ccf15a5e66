import { z } from "zod";

/**
 * One schema per account form, used by the browser for instant feedback and by the action as
 * the authority. Messages are translation keys (errors.*).
 */
/** An e-mail address as every form takes it: trimmed and lower-cased. */
export const EmailSchema = z
  .string({ error: "errors.required" })
  .trim()
  .min(1, "errors.required")
  .max(254, "errors.tooLong")
  .pipe(z.email({ error: "errors.email" }))
  .transform((value) => value.toLowerCase());
const email = EmailSchema;
export const PASSWORD_MIN_LENGTH = 12;
/**
 * The one rule for a new password (registration, reset, change, the create-admin script): at
 * least 12 characters. The server also refuses passwords that are easy to guess
 * (server/modules/accounts/password-rule.ts); that check needs a dictionary of common passwords
 * too large to send to every browser, so the browser checks the length only.
 */
export const NewPasswordSchema = z
  .string({ error: "errors.required" })
  .min(PASSWORD_MIN_LENGTH, "errors.passwordShort")
  .max(200, "errors.tooLong");
const passwordConfirm = z.string({ error: "errors.required" }).min(1, "errors.required");
const samePasswords = {
  path: ["passwordConfirm"],
  message: "errors.passwordMismatch",
};
const personName = z
  .string({ error: "errors.required" })
  .trim()
  .min(1, "errors.required")
  .max(60, "errors.tooLong");

/** An address to fill in from `?email=` (an invitation's link), when it is one. */
export function prefilledEmail(url: URL): string | undefined {
  return EmailSchema.safeParse(url.searchParams.get("email") ?? undefined).data;
}

/** Only a path on this site: an absolute or protocol-relative URL would be an open redirect. */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== "string" || value.length > 500) return "/";
  const path = value.startsWith("/") ? value : `/${value}`;
  if (path.startsWith("//") || path.startsWith("/\\") || [...path].some((ch) => ch.charCodeAt(0) < 32))
    return "/";
  // The path goes into a Location header, which carries ASCII only (a raw "/中文" made signing in
  // fail with a 500): the URL parser percent-encodes the rest as a browser would, and keeps
  // escapes already there. It also reads backslashes as slashes, so check the host once more.
  const url = new URL(path, "http://return.invalid");
  if (url.origin !== "http://return.invalid") return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

const currentPassword = z
  .string({ error: "errors.required" })
  .min(1, "errors.required")
  .max(200, "errors.tooLong");

export const LoginSchema = z.object({
  email,
  password: currentPassword,
  /** "Keep me signed in": 30 days instead of ending after 12 hours without use. */
  remember: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  returnUrl: z.string().optional().transform(safeReturnUrl),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ACCOUNT_TYPES = ["buy", "sell"] as const;

export const RegisterSchema = z
  .object({
    firstName: personName,
    lastName: personName,
    email,
    phone: z
      .string()
      .trim()
      .max(30, "errors.tooLong")
      .regex(/^[+()\d\s-]*$/, "errors.phone")
      .optional(),
    companyName: z.string().trim().max(120, "errors.tooLong").optional(),
    password: NewPasswordSchema,
    passwordConfirm,
    acceptTerms: z.literal("on", { error: "errors.acceptTerms" }),
    /** Buying, or selling: a seller goes on to set up their company after registering. */
    accountType: z.enum(ACCOUNT_TYPES, { error: "errors.invalid_data" }).optional(),
  })
  .refine((v) => v.password === v.passwordConfirm, samePasswords);
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z
  .object({ password: NewPasswordSchema, passwordConfirm })
  .refine((v) => v.password === v.passwordConfirm, samePasswords);

/** The profile's password change: the current password, and the new one twice. */
export const ChangePasswordFields = z.object({
  currentPassword,
  password: NewPasswordSchema,
  passwordConfirm,
});
export const ChangePasswordSchema = ChangePasswordFields.refine(
  (v) => v.password === v.passwordConfirm,
  samePasswords,
).refine((v) => v.password !== v.currentPassword, {
  path: ["password"],
  message: "errors.passwordUnchanged",
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;
