import type { Lang } from "#core/i18n/languages.ts";
import { quoteNumber, type QuoteStatus } from "#core/rules/quote-flow.ts";
import type { QuoteDeps } from "./quote-editor.service.ts";
import type { ThreadListRow } from "./quote-lists.repo.ts";
import * as lists from "./quote-lists.repo.ts";
import * as rfqRepo from "./quote-rfq.repo.ts";
import { goodsTotal, lineTerms, textIn, textsOf } from "./quote-view.ts";
import * as contents from "./quote-contents.repo.ts";
import * as parties from "./quote-parties.repo.ts";

/** One quote thread in a list: what it answers, with whom, and where its latest sent revision stands. */
export interface QuoteListRow {
  id: number;
  /** "Q-000123". */
  number: string;
  origin: "inquiry" | "rfq";
  dealId: number | null;
  rfqId: number | null;
  /** The inquiry's subject or the request's title, in the reader's language where there is one. */
  title: string;
  company: { id: number; name: string; country: string; isVerified: boolean };
  /** For the supplier: the buyer's name where it may see it (an inquiry's; a request's once answered). */
  buyerName: string | null;
  /** The latest sent revision: its number and status, or null while only a draft exists. */
  revision: number | null;
  status: QuoteStatus | null;
  /** The supplier is writing a revision not sent yet. */
  hasDraft: boolean;
  currency: string | null;
  /** The latest sent revision's lines at their quantities (shipping apart). */
  goodsTotalE4: number | null;
  firstLine: string | null;
  lineCount: number;
  validUntil: string | null;
  sentAt: string | null;
  updatedAt: string;
}

/** The rows of a list page, with their titles, names and totals read in a few queries for the whole page. */
export async function listRows(
  deps: QuoteDeps,
  rows: readonly ThreadListRow[],
  reader: "buyer" | "supplier",
  lang: Lang,
): Promise<QuoteListRow[]> {
  const sentIds = rows.flatMap((r) => (r.sent_id === null ? [] : [r.sent_id]));
  const dealIds = rows.flatMap((r) => (r.deal_id === null ? [] : [r.deal_id]));
  const rfqIds = rows.flatMap((r) => (r.rfq_id === null ? [] : [r.rfq_id]));
  const revealed = rows.flatMap((r) => (r.rfq_id !== null && r.is_buyer_revealed ? [r.buyer_user_id] : []));
  const [lines, deals, rfqTexts, rfqs, users] = await Promise.all([
    contents.findLines(deps.db, sentIds),
    lists.findDealSubjects(deps.db, dealIds),
    rfqRepo.findRfqTexts(deps.db, rfqIds),
    Promise.all(rfqIds.map((id) => rfqRepo.findRfq(deps.db, id))),
    reader === "supplier" ? lists.findUserNames(deps.db, revealed) : Promise.resolve([]),
  ]);
  const productIds = [...new Set(lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id])))];
  const names = reader === "buyer" ? await parties.findProductNames(deps.db, productIds, lang) : undefined;
  const dealOf = new Map(deals.map((d) => [d.id, d]));
  const sourceOf = new Map(rfqs.flatMap((r) => (r ? [[r.id, r.source_lang] as const] : [])));
  const userOf = new Map(users.map((u) => [u.id, u]));
  return rows.map((row) => {
    const own = lines.filter((l) => l.revision_id === row.sent_id);
    const deal = row.deal_id === null ? undefined : dealOf.get(row.deal_id);
    const texts = rfqTexts.filter((t) => t.rfq_id === row.rfq_id);
    const rfqTitle =
      texts.find((t) => t.lang === lang) ??
      texts.find((t) => t.lang === sourceOf.get(row.rfq_id ?? 0)) ??
      texts.find((t) => t.origin === "source");
    const user = userOf.get(row.buyer_user_id);
    const terms =
      row.sent_id === null || row.currency === null
        ? null
        : { currency: row.currency, lines: own.map((l) => lineTerms(l, names)) };
    return {
      id: row.id,
      number: quoteNumber(row.id),
      origin: row.deal_id !== null ? "inquiry" : "rfq",
      dealId: row.deal_id,
      rfqId: row.rfq_id,
      title: deal
        ? textIn(textsOf(deal.buyer_subject), lang, deal.request_language)
        : (rfqTitle?.title ?? ""),
      company: {
        id: row.company_id,
        name: row.company_name,
        country: row.company_country,
        isVerified: Boolean(row.company_is_verified),
      },
      buyerName:
        reader === "buyer"
          ? null
          : deal
            ? deal.request_user_name
            : user
              ? `${user.first_name} ${user.last_name}`.trim()
              : null,
      revision: row.sent_number,
      status: row.sent_status,
      hasDraft: row.current_status === "draft",
      currency: row.currency,
      goodsTotalE4: terms ? goodsTotal(terms) : null,
      firstLine: terms?.lines[0]?.name ?? null,
      lineCount: own.length,
      validUntil: row.valid_until,
      sentAt: row.sent_at,
      updatedAt: row.updated_at,
    };
  });
}
