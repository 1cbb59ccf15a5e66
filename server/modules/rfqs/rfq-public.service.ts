import type { Lang } from "#core/i18n/languages.ts";
import { RFQ_PAGE_SIZE } from "#core/rules/rfq-flow.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { rfqIdOf } from "./rfq-access.ts";
import { countBoardRows, countOpenByCategory, findBoardRow, findBoardRows } from "./rfq-board.repo.ts";
import { boardItem } from "./rfq-supplier.service.ts";
import { pageNumber, type RfqPage, type RfqStanding, type RfqTerms, type RfqText } from "./rfq-view.ts";

type Deps = Pick<AppDeps, "db" | "clock">;

/**
 * The public board of open requests: what is asked, never who asks. No name, e-mail, phone or
 * company of the buyer, their country only; and no target price, which only signed-in suppliers
 * of the category read.
 */
export interface PublicRfqItem extends RfqStanding, Omit<RfqTerms, "targetPrice"> {
  id: number;
  /** In the reader's language when the request has it (`isMachine` when translated), else the original. */
  text: RfqText;
  sourceLang: string;
  buyerCountry: string;
}

/** A category code as a URL may carry it: whole levels of three digits, else nothing is found. */
const categoryOf = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string" || !/^(\d{3}){1,6}$/.test(value)) throw new AppError("not_found");
  return value;
};

const publicItem = (row: Parameters<typeof boardItem>[0], lang: string): PublicRfqItem => {
  const { targetPrice: _price, ...item } = boardItem(row, lang);
  return item;
};

/**
 * The open requests, newest first, a page at a time, each in the reader's language when
 * translated; with `categoryCode`, those in that category and the categories under it.
 */
export async function listPublicRfqs(
  deps: Deps,
  options: { categoryCode?: unknown; page?: unknown },
  lang: Lang,
): Promise<RfqPage<PublicRfqItem>> {
  const page = pageNumber(options.page);
  const filter = {
    now: new Date(deps.clock.now()).toISOString(),
    categoryCode: categoryOf(options.categoryCode),
    lang,
  };
  const [rows, total] = await Promise.all([
    findBoardRows(deps.db, filter, { limit: RFQ_PAGE_SIZE, offset: (page - 1) * RFQ_PAGE_SIZE }),
    countBoardRows(deps.db, filter),
  ]);
  return { items: rows.map((row) => publicItem(row, lang)), total, page, pageSize: RFQ_PAGE_SIZE };
}

/** One open request of the public board; a closed one, or one past its deadline, is not found. */
export async function getPublicRfq(deps: Deps, rfqId: unknown, lang: Lang): Promise<PublicRfqItem> {
  const row = await findBoardRow(deps.db, rfqIdOf(rfqId), {
    now: new Date(deps.clock.now()).toISOString(),
    lang,
  });
  if (!row) throw new AppError("not_found");
  return publicItem({ ...row, quote_id: null }, lang);
}

/**
 * For the sitemap: every category with open requests in it or under it, with how many, in code
 * order (a parent counts its children's).
 */
export async function openRfqCategoriesForSitemap(
  deps: Deps,
): Promise<{ categoryCode: string; count: number }[]> {
  const leaves = await countOpenByCategory(deps.db, new Date(deps.clock.now()).toISOString());
  const counts = new Map<string, number>();
  for (const { categoryCode, count } of leaves)
    for (let end = 3; end <= categoryCode.length; end += 3) {
      const code = categoryCode.slice(0, end);
      counts.set(code, (counts.get(code) ?? 0) + count);
    }
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([categoryCode, count]) => ({ categoryCode, count }));
}
