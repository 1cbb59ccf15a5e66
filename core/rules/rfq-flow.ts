/**
 * Requests for quotation: a buyer asks once, many suppliers quote. Browser-safe constants and
 * rules shared by the forms, the pages and the services.
 */
export const RFQ_STATUSES = ["open", "closed"] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

/**
 * Why a request closed: it took its maximum of quotes, its time ran out, the buyer closed it
 * early, or the buyer accepted one of its quotes.
 */
export const RFQ_CLOSED_REASONS = ["full", "expired", "closed_by_buyer", "awarded"] as const;
export type RfqClosedReason = (typeof RFQ_CLOSED_REASONS)[number];

export const RFQ_OPEN_DAYS_MIN = 1;
export const RFQ_OPEN_DAYS_MAX = 30;
export const RFQ_OPEN_DAYS_DEFAULT = 14;
export const RFQ_MAX_QUOTES_DEFAULT = 10;
export const RFQ_MAX_QUOTES_MIN = 1;
export const RFQ_MAX_QUOTES_MAX = 50;
/** The one extension a buyer may give an open request, in days. */
export const RFQ_EXTENSION_DAYS_MAX = 30;
export const RFQ_ATTACHMENTS_MAX = 5;
export const RFQ_TITLE_MAX = 150;
export const RFQ_DESCRIPTION_MAX = 4000;
export const RFQ_CERTIFICATES_MAX = 10;
export const RFQ_PORT_MAX = 100;
export const RFQ_CLOSE_NOTE_MAX = 500;
export const RFQ_PAGE_SIZE = 20;
/** The longest certificate name a buyer may list (ISO 9001, CE, FDA 21 CFR 177 …). */
export const RFQ_CERTIFICATE_NAME_MAX = 60;
export const RFQ_BUYER_COMPANY_MAX = 120;
/** The largest quantity a request may ask for: wholesale, but not absurd. */
export const RFQ_QUANTITY_MAX = 99_999_999;
/** How far ahead the date the goods are needed by may lie, in years. */
export const RFQ_NEEDED_BY_YEARS = 1;
/** Each attachment: a PDF up to this size; a picture up to 5 MB (it is re-encoded). */
export const RFQ_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Requests one buyer may have open at once: enough for real sourcing, a brake on spam. */
export const RFQ_OPEN_PER_BUYER_MAX = 20;
/** Requests one buyer may post per hour. */
export const RFQ_POSTS_PER_HOUR = 5;
/** Words of a supplier's search that each must appear in the title or description. */
export const RFQ_SEARCH_WORDS_MAX = 5;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const RFQ_DAY_MS = 24 * HOUR_MS;

/**
 * What the pages say of a request's deadline: the whole days, else hours, else minutes left
 * (rounded down, at least 1 while any time is left); `ended` once it has passed.
 */
export type RfqTimeLeft = { unit: "days" | "hours" | "minutes"; count: number } | { unit: "ended"; count: 0 };

export function rfqTimeLeft(closesAt: string, now: number): RfqTimeLeft {
  const left = Date.parse(closesAt) - now;
  if (!(left > 0)) return { unit: "ended", count: 0 };
  if (left >= RFQ_DAY_MS) return { unit: "days", count: Math.floor(left / RFQ_DAY_MS) };
  if (left >= HOUR_MS) return { unit: "hours", count: Math.floor(left / HOUR_MS) };
  return { unit: "minutes", count: Math.max(1, Math.floor(left / MINUTE_MS)) };
}

/** What the buyer may still do with their request, as the page offers it and the server checks it. */
export interface RfqBuyerActions {
  /** Close it early: while it is open. */
  close: boolean;
  /** Give it more time: once, while it is open and before its deadline. */
  extend: boolean;
}

export function rfqBuyerActions(
  rfq: { status: RfqStatus; isExtended: boolean; closesAt: string },
  now: number,
): RfqBuyerActions {
  const open = rfq.status === "open" && Date.parse(rfq.closesAt) > now;
  return { close: rfq.status === "open", extend: open && !rfq.isExtended };
}
