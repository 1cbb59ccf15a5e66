import { cutText } from "#core/rules/cut-text.ts";
import type { ConsoleProduct, ConsoleSponsor } from "#core/schemas/merchandising.ts";
import { type Actor, requireStaff } from "../accounts/index.ts";
import { searchCompanies } from "../companies/index.ts";
import { getProductCards } from "../products/index.ts";
import { NO_SELECTION, queryTerms, type SearchDeps } from "../search/index.ts";

/** How many candidates the console's search shows at once. */
export const CANDIDATES = 10;
const MAX_QUERY = 100;

/** Companies to choose as sponsors: the public company search (name or main products). */
export async function findSponsorCandidates(
  deps: SearchDeps,
  user: Actor,
  lang: string,
  text: string,
): Promise<ConsoleSponsor[]> {
  requireStaff(user);
  const { companies } = await searchCompanies(deps.db, lang, cutText(text, MAX_QUERY), 0);
  return companies
    .slice(0, CANDIDATES)
    .map((c) => ({ id: c.id, name: c.name, logo: c.logo, verified: c.verified }));
}

/** Products to recommend: a product id typed as such, else the product search's text match. */
export async function findProductCandidates(
  deps: SearchDeps,
  user: Actor,
  lang: string,
  text: string,
): Promise<ConsoleProduct[]> {
  requireStaff(user);
  const query = cutText(text.trim(), MAX_QUERY);
  let ids: number[] = [];
  if (/^#?\d{1,9}$/.test(query)) ids = [Number(query.replace("#", ""))];
  else {
    const terms = queryTerms(query);
    if (!terms.length) return [];
    ids = (
      await deps.searchIndex.page({
        terms,
        selected: NO_SELECTION,
        variationOptions: [],
        offset: 0,
        limit: CANDIDATES,
      })
    ).productIds;
  }
  if (!ids.length) return [];
  const cards = new Map(
    (await getProductCards(deps.db, lang, { ids, limit: ids.length })).map((c) => [c.id, c]),
  );
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card
      ? [{ id, name: card.name, picture: card.picture, companyName: card.companyName, published: true }]
      : [];
  });
}
