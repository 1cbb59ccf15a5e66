import type { RfqClosedReason, RfqStatus } from "#core/rules/rfq-flow.ts";
import type { RfqTextRow } from "./rfqs.repo.ts";

/**
 * The shapes the request services answer, and the one rule of which text a reader sees: the
 * request's text in the reader's language (the buyer's own, or a machine translation), else the
 * buyer's original with its language named.
 */

/** A title and description in one language; `isMachine` when the translation service made it. */
export interface RfqText {
  lang: string;
  title: string;
  description: string;
  isMachine: boolean;
}

/** The columns a board query gives for the two texts. */
export interface TextColumns {
  source_lang: string;
  source_title: string;
  source_description: string;
  lang_title: string | null;
  lang_description: string | null;
  lang_origin: "source" | "machine" | null;
}

/** The reader's text from a board row: theirs when the request has it, else the original. */
export function readerText(row: TextColumns, lang: string): RfqText {
  if (row.lang_title !== null && row.lang_description !== null)
    return {
      lang,
      title: row.lang_title,
      description: row.lang_description,
      isMachine: row.lang_origin === "machine",
    };
  return sourceText(row);
}

export function sourceText(
  row: Pick<TextColumns, "source_lang" | "source_title" | "source_description">,
): RfqText {
  return {
    lang: row.source_lang,
    title: row.source_title,
    description: row.source_description,
    isMachine: false,
  };
}

/** The reader's text among a request's text rows (the source row is always there). */
export function pickText(rows: readonly RfqTextRow[], sourceLang: string, lang: string): RfqText {
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === sourceLang) ?? rows[0];
  if (!row) return { lang: sourceLang, title: "", description: "", isMachine: false };
  return {
    lang: row.lang,
    title: row.title,
    description: row.description,
    isMachine: row.origin === "machine",
  };
}

/** A target price: exact ten-thousandths with its currency (core/rules/money.ts formats it). */
export interface RfqTargetPrice {
  amountE4: number;
  currency: string;
}
export const targetPriceOf = (row: { target_price_e4: number | null; currency: string | null }) =>
  row.target_price_e4 !== null && row.currency !== null
    ? { amountE4: Number(row.target_price_e4), currency: row.currency }
    : null;

export const certificatesOf = (json: string): string[] => {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === "string") : [];
  } catch {
    return [];
  }
};

/** What every view of a request carries about the goods and the deal asked for. */
export interface RfqTerms {
  categoryCode: string;
  categoryName: string;
  quantity: number;
  unit: string;
  targetPrice: RfqTargetPrice | null;
  destinationCountry: string;
  destinationPort: string | null;
  incoterm: string | null;
  /** The day the goods are needed by ('YYYY-MM-DD'), if the buyer said. */
  neededBy: string | null;
  certificates: string[];
}

/** Where a request stands: open until `closesAt`, or closed and why. */
export interface RfqStanding {
  status: RfqStatus;
  closedReason: RfqClosedReason | null;
  /** The deadline (ISO time); core/rules/rfq-flow.ts `rfqTimeLeft` says what is left of it. */
  closesAt: string;
  quoteCount: number;
  maxQuotes: number;
  createdAt: string;
}

/** The columns the terms and the standing are read from. */
interface TermsColumns {
  category_code: string;
  quantity: number;
  unit: string;
  target_price_e4: number | null;
  currency: string | null;
  destination_country: string;
  destination_port: string | null;
  incoterm: string | null;
  needed_by: string | null;
  certificates: string;
}
interface StandingColumns {
  status: RfqStatus;
  closed_reason: RfqClosedReason | null;
  closes_at: string;
  quote_count: number;
  max_quotes: number;
  created_at: string;
}

/** A request's terms as every view gives them, the category named in the reader's language. */
export const termsOf = (row: TermsColumns, categoryName: string): RfqTerms => ({
  categoryCode: row.category_code,
  categoryName,
  quantity: row.quantity,
  unit: row.unit,
  targetPrice: targetPriceOf(row),
  destinationCountry: row.destination_country,
  destinationPort: row.destination_port,
  incoterm: row.incoterm,
  neededBy: row.needed_by,
  certificates: certificatesOf(row.certificates),
});

/** Where a request stands, as every view gives it. */
export const standingOf = (row: StandingColumns): RfqStanding => ({
  status: row.status,
  closedReason: row.closed_reason,
  closesAt: row.closes_at,
  quoteCount: row.quote_count,
  maxQuotes: row.max_quotes,
  createdAt: row.created_at,
});

export interface RfqAttachmentView {
  id: number;
  name: string;
  mediaType: string;
  byteSize: number;
}

export const attachmentView = (a: {
  id: number;
  original_name: string;
  media_type: string;
  byte_size: number;
}): RfqAttachmentView => ({
  id: a.id,
  name: a.original_name,
  mediaType: a.media_type,
  byteSize: a.byte_size,
});

/** A page of a list: its items, how many there are in all, the page number (from 1) and its size. */
export interface RfqPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page number as a list reads it: a whole number from 1, anything else the first page. */
export const pageNumber = (page: unknown): number => {
  const n = typeof page === "string" ? Number(page) : page;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};
