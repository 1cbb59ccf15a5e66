import { z } from "zod";
import { QUOTE_REASON_MAX } from "#core/rules/quote-flow.ts";
import { ID_MAX } from "./id.ts";
import { QUOTE_ERRORS } from "./quote.ts";

/** The buyer's answers' refusals, on the site's pages. */
export const QUOTE_ANSWER_ERRORS = {
  reason: "quotes.errors.reason",
  comment: "quotes.errors.comment",
  revision: "quotes.errors.revision",
} as const;

const emptyIsUndefined = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;
const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const words = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(QUOTE_REASON_MAX, message);

/**
 * The supplier withdraws the quote, saying why, naming the revision they read: a revision sent
 * meanwhile by a colleague is not withdrawn unseen.
 */
export const QuoteWithdrawSchema = z.object({
  revision: whole(1, 10_000, QUOTE_ANSWER_ERRORS.revision),
  reason: words(QUOTE_ERRORS.reason),
});
/** The buyer declines, saying why (the supplier reads it). */
export const QuoteDeclineSchema = z.object({ reason: words(QUOTE_ANSWER_ERRORS.reason) });
/** The buyer asks for changes, saying which. */
export const QuoteChangesSchema = z.object({ comment: words(QUOTE_ANSWER_ERRORS.comment) });
/** The buyer accepts the revision they read (its number, and the version the page showed). */
export const QuoteAcceptSchema = z.object({
  revision: whole(1, 10_000, QUOTE_ANSWER_ERRORS.revision),
  version: z.preprocess(emptyIsUndefined, whole(1, ID_MAX, QUOTE_ANSWER_ERRORS.revision).optional()),
});

/**
 * Where a quote thread stands in the lists: never sent (`draft`, the supplier's list only), open
 * (sent or seen), or the status of its latest sent revision.
 */
export const QUOTE_LIST_STATES = [
  "draft",
  "open",
  "changes_requested",
  "accepted",
  "declined",
  "expired",
  "withdrawn",
] as const;
export type QuoteListState = (typeof QUOTE_LIST_STATES)[number];
export const QUOTE_PAGE_SIZE = 20;

/** A list's address; a value that makes no sense is dropped, never an error. */
export const QuoteListQuerySchema = z.object({
  status: z.enum(QUOTE_LIST_STATES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type QuoteListQuery = z.infer<typeof QuoteListQuerySchema>;
