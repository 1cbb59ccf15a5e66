import { data } from "react-router";
import type { Lang } from "#core/i18n/languages.ts";
import { type PageAddress, sameInEveryLanguage, withPageNumber } from "#core/urls/page-address.ts";
import { RFQ_BOARD_PATH } from "#core/urls/rfq-paths.ts";
import type { Db } from "#server/db/connect.ts";
import { isAppError } from "#server/lib/errors.ts";
import { categoryOptions, getCategoryTrail } from "#server/modules/categories/index.ts";
import { listPublicRfqs, openRfqCategoriesForSitemap } from "#server/modules/rfqs/index.ts";
import { rfqCategoryAddress } from "#server/modules/seo/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/** A category code as the address carries it: whole levels of three digits. */
const CATEGORY_CODE = /^(\d{3}){1,6}$/;

/** The zero-based page of the address (`?p=1` is the second, as on the product listings). */
export function boardPage(url: URL): number {
  const p = url.searchParams.get("p") ?? "";
  return /^\d{1,4}$/.test(p) ? Number(p) : 0;
}

/** A category to filter by: its code, name, and how many open requests it and those under it hold. */
export interface BoardCategory {
  code: string;
  name: string;
  count: number;
}

/**
 * The categories to narrow the board by: the children of the chosen category (the roots on the
 * whole board) that hold open requests, each with its count.
 */
async function filterCategories(
  db: Db,
  lang: Lang,
  parent: string | undefined,
  counts: Map<string, number>,
): Promise<BoardCategory[]> {
  const depth = (parent?.length ?? 0) + 3;
  const wanted = [...counts.keys()].filter(
    (code) => code.length === depth && (parent === undefined || code.startsWith(parent)),
  );
  if (!wanted.length) return [];
  const names = new Map((await categoryOptions(db, lang)).map((c) => [c.code, c.name]));
  return wanted
    .filter((code) => names.has(code))
    .map((code) => ({ code, name: names.get(code) ?? code, count: counts.get(code) ?? 0 }));
}

/**
 * The public board: open requests without anything of who asks (the service gives none), on the
 * whole board or in one category (and those under it), a page at a time, with the categories to
 * narrow it by, the page's addresses in every language, and whether the visitor is signed in (the
 * calls to act differ). An unknown category and a page past the end are 404.
 */
export async function loadRfqBoard(ctx: RequestContext, code: string | undefined, url: URL) {
  const { db } = ctx.deps;
  if (code !== undefined && !CATEGORY_CODE.test(code)) throw data(null, { status: 404 });
  const trail = code === undefined ? [] : await getCategoryTrail(db, ctx.lang, code);
  if (!trail) throw data(null, { status: 404 });
  const page = boardPage(url);
  try {
    const [list, open] = await Promise.all([
      listPublicRfqs(ctx.deps, { categoryCode: code, page: page + 1 }, ctx.lang),
      openRfqCategoriesForSitemap(ctx.deps),
    ]);
    const counts = new Map(open.map((c) => [c.categoryCode, c.count]));
    const address: PageAddress =
      code === undefined
        ? sameInEveryLanguage(withPageNumber(RFQ_BOARD_PATH, page))
        : await rfqCategoryAddress(db, code, ctx.lang, page);
    const answer = {
      list,
      page,
      trail,
      categories: await filterCategories(db, ctx.lang, code, counts),
      address,
      signedIn: Boolean(ctx.user),
      now: ctx.deps.clock.now(),
    };
    const pastTheEnd = page > 0 && list.items.length === 0;
    return pastTheEnd ? data(answer, { status: 404 }) : answer;
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}
