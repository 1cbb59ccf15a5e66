import { z } from "zod";
import { IdSchema } from "./id.ts";

/** Why a party reports a conversation. */
export const REPORT_REASONS = ["spam", "harassment", "fraud", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 1000;

/** The report form of a conversation: a reason, optional words of the reporter, optionally the message meant. */
export const MessageReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: "errors.invalid_data" }),
  details: z
    .string()
    .max(REPORT_DETAILS_MAX * 2)
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(REPORT_DETAILS_MAX, "errors.invalid_data"))
    .default(""),
  messageId: z.preprocess((value) => (value === "" ? undefined : value), IdSchema.optional()),
});
export type MessageReportInput = z.infer<typeof MessageReportSchema>;

/** What the operator decides on a report: nothing to do, or the reported side may no longer send. */
export const REPORT_DECISIONS = ["dismiss", "action"] as const;
export const ReportDecisionSchema = z.object({
  id: IdSchema,
  decision: z.enum(REPORT_DECISIONS),
});

/**
 * A report's reason as stored: the reason's code on the first line, the reporter's words after it,
 * so the operator reads both in one column.
 */
export function storedReason(input: { reason: ReportReason; details: string }): string {
  return input.details ? `${input.reason}\n${input.details}` : input.reason;
}

export function readStoredReason(stored: string): { reason: ReportReason | null; details: string } {
  const [first = "", ...rest] = stored.split("\n");
  const reason = (REPORT_REASONS as readonly string[]).includes(first) ? (first as ReportReason) : null;
  return reason ? { reason, details: rest.join("\n") } : { reason: null, details: stored };
}
