import { z } from "zod";
import { IdSchema } from "./id.ts";

/**
 * Contact lists, their members and campaigns. One schema per
 * console form, used by the browser for instant feedback and by the server as the authority.
 * Messages are translation keys: errors.* from the site, console.campaigns.* from the console.
 */

/** Limits of a member CSV import: the browser checks them first, the server enforces them. */
export const CSV_IMPORT = {
  /** Largest file accepted. */
  maxBytes: 2 * 1024 * 1024,
  /** Most lines in one file (a header and blank lines count). */
  maxLines: 20_000,
  /** Lines sent and stored together: small enough to show progress, large enough to be quick. */
  batchLines: 500,
  /** A longer line is rejected without being read. */
  maxLineLength: 1000,
} as const;

export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_NAME_MAX = 100;

const id = IdSchema;

/** Lower-cased so one address is one member, however it was typed. */
export const ContactEmailSchema = z
  .string({ error: "errors.required" })
  .trim()
  .min(1, "errors.required")
  .max(CONTACT_EMAIL_MAX, "errors.tooLong")
  .pipe(z.email({ error: "errors.email" }))
  .transform((value) => value.toLowerCase());

const optionalName = z
  .string()
  .trim()
  .max(CONTACT_NAME_MAX, "errors.tooLong")
  .optional()
  .transform((value) => value || null);

export const ContactListNameSchema = z.object({
  name: z.string({ error: "errors.required" }).trim().min(1, "errors.required").max(120, "errors.tooLong"),
});

export const ContactInputSchema = z.object({ email: ContactEmailSchema, name: optionalName });
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const CampaignInputSchema = z.object({
  name: z.string({ error: "errors.required" }).trim().min(1, "errors.required").max(120, "errors.tooLong"),
  subject: z.string({ error: "errors.required" }).trim().min(1, "errors.required").max(200, "errors.tooLong"),
  contactListId: id,
  body: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .max(100_000, "errors.tooLong"),
});
export type CampaignInput = z.infer<typeof CampaignInputSchema>;

/** Why an imported line was not added; each has a translated text in the console. */
export const IMPORT_REJECTIONS = ["invalid_email", "duplicate", "too_long", "too_many_columns"] as const;
export type ImportRejection = (typeof IMPORT_REJECTIONS)[number];

export interface ImportReport {
  added: number;
  rejected: { line: number; reason: ImportRejection }[];
}

/** One batch of an import: the file's lines from `firstLine` (1-based) on, as text. */
export const ImportBatchSchema = z
  .object({
    firstLine: z.number().int().min(1).max(CSV_IMPORT.maxLines),
    lines: z.array(z.string().max(CSV_IMPORT.maxLineLength + 1)).max(CSV_IMPORT.batchLines),
  })
  .refine((batch) => batch.firstLine + batch.lines.length - 1 <= CSV_IMPORT.maxLines, {
    path: ["lines"],
    message: "errors.tooLong",
  });
export type ImportBatch = z.infer<typeof ImportBatchSchema>;

/** A file's text as lines; a final line break does not make an empty last line. */
export function splitCsvLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  if (lines.length && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/**
 * The lines in batches to send one after another. An over-long line is cut to one character
 * past the limit: enough for the server to reject it as too long without carrying all of it.
 */
export function toImportBatches(lines: string[]): ImportBatch[] {
  const batches: ImportBatch[] = [];
  for (let start = 0; start < lines.length; start += CSV_IMPORT.batchLines) {
    batches.push({
      firstLine: start + 1,
      lines: lines
        .slice(start, start + CSV_IMPORT.batchLines)
        .map((line) => line.slice(0, CSV_IMPORT.maxLineLength + 1)),
    });
  }
  return batches;
}

export interface ContactListSummary {
  id: number;
  name: string;
  members: number;
  unsubscribed: number;
  createdAt: string;
}

export interface ContactMember {
  id: number;
  email: string;
  name: string | null;
  unsubscribedAt: string | null;
}

export interface CampaignSummary {
  id: number;
  name: string;
  subject: string;
  contactListId: number;
  contactListName: string;
  createdAt: string;
}

/** Members of a contact list shown on one page of the console. */
export const MEMBERS_PAGE_SIZE = 50;
