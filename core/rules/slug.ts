/**
 * The one slug function for every link the product builds ({slug}/ca/{id}, /pr/{id}, /co/{id}…).
 * Letters of every script are kept (Arabic, Chinese, Hindi stay readable); Latin diacritics are
 * folded (ş→s, é→e), Turkish dotless ı and dotted İ become i, everything else becomes single dashes.
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

/** A run of combining marks (accents, vowel signs, sound marks) and the character before it. */
const MARKS_AFTER = /(^|\P{M})(\p{M}+)/gu;
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

/**
 * Combining marks on a Latin letter are accents a reader does without (é→e, ñ→n). In other
 * scripts they are part of the letter: Devanagari vowel signs (हिन्दी), Japanese sound marks
 * (ガ is カ with one), Cyrillic й, Arabic hamza (أ); dropping them writes another word. Marks
 * with no letter to sit on are dropped.
 */
const foldLatinMarks = (text: string) =>
  text.replace(MARKS_AFTER, (_run, base: string, marks: string) =>
    LETTER.test(base) && !LATIN.test(base) ? base + marks : base,
  );

function computeSlug(text: string, maxLength: number): string {
  // Dotless ı is folded after NFKD too: compatibility forms (mathematical 𝚤) decompose to it.
  const slug = foldLatinMarks(text.normalize("NFKD").replace(/[ıİ]/g, "i").toLowerCase().replace(/ß/g, "ss"))
    // Composed again, so a kept mark is stored as the one character a keyboard types (NFC).
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return cut(slug, maxLength).replace(/-+$/, "") || "item";
}

let graphemes: Intl.Segmenter | undefined;

/** The first `maxLength` user-perceived characters: a letter is never cut from its vowel sign. */
function cut(slug: string, maxLength: number): string {
  if (slug.length <= maxLength) return slug;
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  let out = "";
  let count = 0;
  for (const { segment } of graphemes.segment(slug)) {
    if (count++ === maxLength) break;
    out += segment;
  }
  return out;
}

export const productPath = (name: string, id: number, ask = false) =>
  `/${encodeURIComponent(slugify(name))}/pr/${id}${ask ? "?ask=true" : ""}`;
export const companyPath = (name: string, id: number) => `/${encodeURIComponent(slugify(name))}/co/${id}`;
/** A category with children lists its sub-categories; a leaf lists its products. */
export const categoryPath = (name: string, code: string, hasChildren: boolean) =>
  hasChildren
    ? `/${encodeURIComponent(slugify(name))}/ca/${code}`
    : `/${encodeURIComponent(slugify(name))}/pc/${code}/c`;
