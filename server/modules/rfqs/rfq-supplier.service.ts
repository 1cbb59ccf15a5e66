import type { Lang } from "#core/i18n/languages.ts";
import { RFQ_PAGE_SIZE, RFQ_SEARCH_WORDS_MAX } from "#core/rules/rfq-flow.ts";
import type { AppDeps } from "#server/deps.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { requireBoardReader, requireCompanyRfq } from "./rfq-access.ts";
import { type BoardRow, countBoardRows, findBoardRows } from "./rfq-board.repo.ts";
import { findQuotableRfq } from "./rfq-places.repo.ts";
import {
  attachmentView,
  pageNumber,
  pickText,
  type RfqAttachmentView,
  type RfqPage,
  type RfqStanding,
  type RfqTerms,
  type RfqText,
  readerText,
  standingOf,
  termsOf,
} from "./rfq-view.ts";
import * as repo from "./rfqs.repo.ts";

type Deps = Pick<AppDeps, "db" | "clock">;

/** An open request as a company's board lists it: never the buyer's identity. */
export interface SupplierRfqItem extends RfqStanding, RfqTerms {
  id: number;
  /** In the reader's language when the request has it (`isMachine` when translated), else the original. */
  text: RfqText;
  /** The language the buyer wrote in. */
  sourceLang: string;
  buyerCountry: string;
  /** The company's quote thread on this request, if it quoted already. */
  quoteId: number | null;
}

/** Words of a search: at most a few, each at most 50 characters; blanks ignored. */
export function searchWords(q: unknown): string[] {
  if (typeof q !== "string") return [];
  return q
    .replaceAll("\u0000", "")
    .split(/\s+/)
    .map((w) => w.trim().slice(0, 50))
    .filter(Boolean)
    .slice(0, RFQ_SEARCH_WORDS_MAX);
}

export function boardItem(row: BoardRow, lang: string) {
  return {
    id: row.id,
    text: readerText(row, lang),
    sourceLang: row.source_lang,
    ...termsOf(row, row.category_name),
    buyerCountry: row.buyer_country,
    status: "open" as const,
    closedReason: null,
    closesAt: row.closes_at,
    quoteCount: row.quote_count,
    maxQuotes: row.max_quotes,
    createdAt: row.created_at,
  };
}

/**
 * The open requests a company may quote on, for any member of it (active): those in a category it
 * sells in (one of its category codes is the request's leaf or an ancestor of it), newest first,
 * a page at a time. `q` finds requests with every one of its words in the title or description,
 * in the reader's language or the buyer's. Each item is in the reader's language when translated.
 */
export async function listSupplierRfqs(
  deps: Deps,
  actor: Actor,
  companyId: number,
  options: { q?: unknown; page?: unknown },
  lang: Lang,
): Promise<RfqPage<SupplierRfqItem>> {
  await requireBoardReader(deps.db, actor, companyId);
  const page = pageNumber(options.page);
  const filter = {
    now: new Date(deps.clock.now()).toISOString(),
    companyId,
    words: searchWords(options.q),
    lang,
  };
  const [rows, total] = await Promise.all([
    findBoardRows(deps.db, filter, { limit: RFQ_PAGE_SIZE, offset: (page - 1) * RFQ_PAGE_SIZE }),
    countBoardRows(deps.db, filter),
  ]);
  return {
    items: rows.map((row) => ({ ...boardItem(row, lang), quoteId: row.quote_id ?? null })),
    total,
    page,
    pageSize: RFQ_PAGE_SIZE,
  };
}

/** Who asked: the company and country always; the person only once the buyer answered the company's quote. */
export interface RfqBuyerIdentity {
  company: string | null;
  country: string;
  /** Null until revealed. */
  name: string | null;
  email: string | null;
  phone: string | null;
  isRevealed: boolean;
}

export interface SupplierRfqView extends RfqStanding, SupplierRfqItem {
  /** The buyer's own title and description ("the original, a click away"). */
  original: RfqText;
  attachments: RfqAttachmentView[];
  /** A new quote may be sent now: the request takes quotes, the company has none on it, and the member's role may quote. */
  canQuote: boolean;
  /** The company's quote thread on it, if it quoted already. */
  quote: { id: number; isBuyerRevealed: boolean } | null;
  buyer: RfqBuyerIdentity;
}

/**
 * One request for a member of the company: found when the company (active) sells in its
 * category, or already quoted on it; else not found, like any id nobody may see. Its text in the
 * reader's language and the original, its files, whether the company may quote now, and the buyer:
 * the company name and country always, the person's name, e-mail and phone only once the company's
 * quote thread on it is revealed (the buyer answered the quote).
 */
export async function getSupplierRfq(
  deps: Deps,
  actor: Actor,
  companyId: number,
  rfqId: unknown,
  lang: Lang,
): Promise<SupplierRfqView> {
  const { role, row, quote } = await requireCompanyRfq(deps.db, actor, companyId, rfqId);
  const now = new Date(deps.clock.now()).toISOString();
  const [texts, attachments, categoryName, quotable] = await Promise.all([
    repo.findRfqTexts(deps.db, [row.id]),
    repo.findRfqAttachments(deps.db, row.id),
    repo.findCategoryName(deps.db, row.category_code, lang),
    findQuotableRfq(deps.db, row.id, companyId, now),
  ]);
  const revealed = quote?.is_buyer_revealed === true;
  const contact = revealed ? await repo.findBuyerContact(deps.db, row.buyer_user_id) : undefined;
  return {
    id: row.id,
    text: pickText(texts, row.source_lang, lang),
    original: pickText(texts, row.source_lang, row.source_lang),
    sourceLang: row.source_lang,
    ...termsOf(row, categoryName),
    buyerCountry: row.buyer_country,
    ...standingOf(row),
    quoteId: quote?.id ?? null,
    attachments: attachments.map(attachmentView),
    canQuote: quotable !== undefined && !quote && roleMay(role, "quotes.send"),
    quote: quote ? { id: quote.id, isBuyerRevealed: revealed } : null,
    buyer: {
      company: row.buyer_company,
      country: row.buyer_country,
      name: contact ? `${contact.first_name} ${contact.last_name}`.trim() : null,
      email: contact?.email ?? null,
      phone: contact?.phone ?? null,
      isRevealed: revealed && contact !== undefined,
    },
  };
}
