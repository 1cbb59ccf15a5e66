import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import { categoryPath, productPath } from "#core/rules/slug.ts";
import { rfqCategoryPath } from "#core/urls/rfq-paths.ts";
import { type PageAddress, sameInEveryLanguage, withPageNumber } from "#core/urls/page-address.ts";
import type { Db } from "#server/db/connect.ts";
import { findCategoryNames } from "#server/modules/categories/index.ts";
import { findProductNames } from "#server/modules/products/index.ts";

/**
 * The address of a page whose path carries a name, in every language: each language host names
 * the page in its own language, with the same fallback the page itself uses (English, then
 * `fallback`), so every alternate is the page's canonical address there and never a redirect.
 */
function addressByName(
  rows: { lang: string; name: string }[],
  fallback: string,
  lang: Lang,
  pathOf: (name: string) => string,
): PageAddress {
  const names = new Map(rows.map((r) => [r.lang, r.name]));
  const languages = Object.fromEntries(
    LANG_CODES.map((code) => [code, pathOf(names.get(code) ?? names.get("en") ?? fallback)]),
  ) as Record<Lang, string>;
  return { canonical: languages[lang], languages };
}

/** A product page ({name}/pr/{id}); the product page shows an empty name when it has none. */
export async function productAddress(db: Db, productId: number, lang: Lang): Promise<PageAddress> {
  return addressByName(await findProductNames(db, productId), "", lang, (name) =>
    productPath(name, productId),
  );
}

/** A category's listing ({name}/ca/{code}, or {name}/pc/{code}/c for a leaf), at a page of it. */
export async function categoryAddress(
  db: Db,
  category: { code: string; hasChildren: boolean },
  lang: Lang,
  page: number,
): Promise<PageAddress> {
  return addressByName(await findCategoryNames(db, category.code), category.code, lang, (name) =>
    withPageNumber(categoryPath(name, category.code, category.hasChildren), page),
  );
}

/** A category's board of open requests for quotation ({name}/rfq/{code}), at a page of it. */
export async function rfqCategoryAddress(
  db: Db,
  code: string,
  lang: Lang,
  page: number,
): Promise<PageAddress> {
  return addressByName(await findCategoryNames(db, code), code, lang, (name) =>
    withPageNumber(rfqCategoryPath(name, code), page),
  );
}

/**
 * A product listing: a category's under its name in each language (whatever name or form the
 * visitor's address used: /products?c=015 is the Food & Beverage page); a search's is its path.
 */
export function listingAddress(
  db: Db,
  lang: Lang,
  page: { kind: string; trail: { code: string; hasChildren: boolean }[]; state: { page: number } },
  basePath: string,
): Promise<PageAddress> {
  const category = page.trail.at(-1);
  if (page.kind === "c" && category) return categoryAddress(db, category, lang, page.state.page);
  return Promise.resolve(sameInEveryLanguage(withPageNumber(basePath, page.state.page)));
}
