/**
 * The one slug function for every link the product builds ({slug}/ca/{id}, /pr/{id}, /co/{id}…).
 * Letters of every script are kept (Arabic, Chinese stay readable); Latin diacritics are folded
 * (ş→s, é→e), Turkish dotless ı and dotted İ become i, everything else becomes single dashes.
 */
export function slugify(text: string, maxLength = 80): string {
  const key = maxLength === 80 ? text : `${maxLength}\u0000${text}`;
  let slug = recent.get(key);
  if (slug === undefined) {
    slug = computeSlug(text, maxLength);
    // A page asks for the same few names many times (tabs, language links, cards): remember the
    // latest ones; clearing when full keeps this bounded without bookkeeping.
    if (recent.size >= RECENT_LIMIT) recent.clear();
    recent.set(key, slug);
  }
  return slug;
}

const RECENT_LIMIT = 1000;
const recent = new Map<string, string>();

function computeSlug(text: string, maxLength: number): string {
  const slug = text
    .replace(/[ıİ]/g, "i")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  const cut = [...slug].slice(0, maxLength).join("").replace(/-+$/, "");
  return cut || "item";
}

export const productPath = (name: string, id: number, ask = false) =>
  `/${encodeURIComponent(slugify(name))}/pr/${id}${ask ? "?ask=true" : ""}`;
export const companyPath = (name: string, id: number) => `/${encodeURIComponent(slugify(name))}/co/${id}`;
/** A category with children lists its sub-categories; a leaf lists its products. */
export const categoryPath = (name: string, code: string, hasChildren: boolean) =>
  hasChildren
    ? `/${encodeURIComponent(slugify(name))}/ca/${code}`
    : `/${encodeURIComponent(slugify(name))}/pc/${code}/c`;
