import { isbot } from "isbot";
import type { ProductCardData } from "#core/schemas/catalog.ts";
import { parseId } from "#core/schemas/id.ts";
import type { Db } from "#server/db/connect.ts";
import type { AppDeps } from "#server/deps.ts";
import { sessionUser } from "#server/modules/accounts/index.ts";
import { getProductCards } from "#server/modules/products/index.ts";
import * as repo from "./views.repo.ts";

const DAY_MS = 86_400_000;

export interface ViewEventInput {
  productId: number;
  /** The session cookie's token: the viewer is whoever the session belongs to. */
  sessionToken: string | undefined;
  userAgent: string | null;
}

/**
 * Counts a product view. The caller need not wait for it: the viewer
 * is looked up and the view queued in the background, and the queue writes in batches. Crawlers
 * are not visitors, so their views are not counted; neither are views without a user agent.
 */
export function recordProductView(
  deps: Pick<AppDeps, "db" | "views" | "log">,
  input: ViewEventInput,
): Promise<void> {
  if (!input.userAgent || isbot(input.userAgent)) return Promise.resolve();
  if (parseId(input.productId) === undefined) return Promise.resolve();
  const viewer = input.sessionToken ? sessionUser(deps, input.sessionToken) : Promise.resolve(undefined);
  // Resolves once the view is queued and never rejects, so callers may leave it running.
  return viewer
    .then((user) => deps.views.record({ productId: input.productId, userId: user?.id ?? null }))
    .catch((error) => deps.log.error({ err: error }, "could not queue a product view"));
}

export interface VisitEventInput {
  companyId: number;
  userAgent: string | null;
}

/**
 * Counts a storefront visit (one storefront page opened), as product views are counted: queued
 * and written in batches, crawlers and requests without a user agent not counted. Nothing about
 * the visitor is kept, so there is no session to look up. Returns at once.
 */
export function recordStorefrontVisit(deps: Pick<AppDeps, "views">, input: VisitEventInput): void {
  if (!input.userAgent || isbot(input.userAgent)) return;
  if (parseId(input.companyId) === undefined) return;
  deps.views.recordVisit({ companyId: input.companyId });
}

export interface MostViewedOptions {
  /** Products of this category and its subcategories; the whole catalogue when absent. */
  categoryCode?: string;
  /** Views of the last `days` days count. */
  days?: number;
  limit: number;
}

/** The most viewed published products as cards named in `lang`, most viewed first. */
export async function getMostViewedProducts(
  db: Db,
  lang: string,
  options: MostViewedOptions,
  now = Date.now(),
): Promise<ProductCardData[]> {
  const since = new Date(now - (options.days ?? 30) * DAY_MS).toISOString();
  const ids = (await repo.findMostViewedProductIds(db, { ...options, since })).map((r) => r.id);
  return cardsInOrder(db, lang, ids);
}

/** Product cards in the order of `ids` (products that are gone are left out). */
export async function cardsInOrder(db: Db, lang: string, ids: number[]): Promise<ProductCardData[]> {
  if (!ids.length) return [];
  const cards = new Map((await getProductCards(db, lang, { ids, limit: ids.length })).map((c) => [c.id, c]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}
