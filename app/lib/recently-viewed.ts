/**
 * Local storage `recentlyProducts`: the products this browser viewed last, newest
 * first ({id, name, img}). The product page records a view; the home page shows them.
 */
export interface RecentlyViewedEntry {
  id: number;
  name: string;
  img: string | null;
}

export const RECENTLY_VIEWED_KEY = "recentlyProducts";
export const RECENTLY_VIEWED_MAX = 15;

/** The stored entries; anything malformed (edited by hand, an older shape) is skipped. */
export function readRecentlyViewed(storage: Pick<Storage, "getItem">): RecentlyViewedEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (e): e is RecentlyViewedEntry =>
        typeof e === "object" &&
        e !== null &&
        Number.isSafeInteger(e.id) &&
        e.id > 0 &&
        typeof e.name === "string" &&
        (e.img === null || typeof e.img === "string"),
    )
    .slice(0, RECENTLY_VIEWED_MAX);
}

/** Puts the product first, without duplicates, keeping at most RECENTLY_VIEWED_MAX. */
export function rememberViewed(storage: Pick<Storage, "getItem" | "setItem">, entry: RecentlyViewedEntry) {
  const rest = readRecentlyViewed(storage).filter((e) => e.id !== entry.id);
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([entry, ...rest].slice(0, RECENTLY_VIEWED_MAX)));
  } catch {
    // Storage full or disabled (private mode): the list is a convenience, not data to keep.
  }
}
