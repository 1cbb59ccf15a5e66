import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import { LEAF_VOCAB } from "#server/demo/data/product-vocab.ts";
import { type OtherLang, type RootTranslations, VOCAB_I18N } from "#server/demo/data/vocab-i18n/index.ts";
import { Random } from "#server/demo/random.ts";

/**
 * The judged query set of the relevance benchmark, built from the demo vocabulary with the
 * intended products known in advance: a query names a kind of product (a noun of a leaf
 * category, or the leaf's plural), and the products of that kind are the relevant ones.
 */
export type QueryClass =
  | "exact name"
  | "plural / inflection"
  | "one typo"
  | "two typos"
  | "no diacritics"
  | "other language"
  | "brand + product"
  | "nothing expected";

export interface JudgedQuery {
  cls: QueryClass;
  lang: Lang;
  text: string;
  /** What a relevant product is: of this noun (English text), of this leaf, and of this brand. */
  noun?: string;
  leaf?: string;
  brand?: string;
}

const ROOTS: RootTranslations[] = Object.values(VOCAB_I18N);
const PHRASES = Object.assign({}, ...ROOTS.map((r) => r.phrases)) as RootTranslations["phrases"];
const PLURALS = Object.assign({}, ...ROOTS.map((r) => r.plurals)) as RootTranslations["plurals"];

/** A noun of the vocabulary in `lang`. */
export function nounIn(noun: { en: string; tr: string }, lang: Lang): string {
  if (lang === "en" || lang === "tr") return noun[lang];
  return PHRASES[noun.en]?.[lang as OtherLang] ?? noun.en;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const stripMarks = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");

/** The longest word of a text (the one a typo lands in), or undefined for Chinese and Japanese. */
function longestWord(text: string): string | undefined {
  if (CJK.test(text)) return undefined;
  const words = text.split(/[\s\-/]+/).filter((w) => !/\d/.test(w));
  return words.sort((a, b) => [...b].length - [...a].length)[0];
}

/** `word` with characters deleted inside it (never the first: buyers get that one right). */
function withDeletions(word: string, count: number): string {
  const chars = [...word];
  for (let k = 0; k < count; k++) chars.splice(Math.max(1, Math.floor(chars.length / 2) + k - 1), 1);
  return chars.join("");
}

/**
 * Queries per class and language. `products` lists the catalogue's kinds that have products
 * (noun English text → leaf, brands seen with it), so every query has relevant products.
 */
export function judgedQueries(
  catalogue: Map<string, { leaf: string; brands: string[] }>,
  perClass: number,
  seed = 11,
): JudgedQuery[] {
  const r = new Random(seed, 5);
  const nouns = LEAF_VOCAB.flatMap((leaf) =>
    leaf.nouns.filter((n) => catalogue.has(n.en)).map((n) => ({ noun: n, leaf: leaf.code })),
  );
  const leaves = [...new Set(nouns.map((n) => n.leaf))];
  const queries: JudgedQuery[] = [];
  for (const lang of LANG_CODES) {
    const add = (q: JudgedQuery) => queries.push(q);
    for (let i = 0; i < perClass; i++) {
      const { noun, leaf } = r.pick(nouns);
      const name = nounIn(noun, lang);
      add({ cls: "exact name", lang, text: name, noun: noun.en });

      const pluralLeaf = r.pick(leaves);
      const plural = PLURALS[pluralLeaf]?.[lang];
      if (plural) add({ cls: "plural / inflection", lang, text: plural, leaf: pluralLeaf });

      const typoNoun = r.pick(nouns);
      const typoName = nounIn(typoNoun.noun, lang);
      const word = longestWord(typoName);
      if (word && [...word].length >= 5)
        add({
          cls: "one typo",
          lang,
          text: typoName.replace(word, withDeletions(word, 1)),
          noun: typoNoun.noun.en,
        });
      if (word && [...word].length >= 9)
        add({
          cls: "two typos",
          lang,
          text: typoName.replace(word, withDeletions(word, 2)),
          noun: typoNoun.noun.en,
        });

      const bare = stripMarks(name);
      if (bare !== name) add({ cls: "no diacritics", lang, text: bare, noun: noun.en });

      const other = r.pick(LANG_CODES.filter((l) => l !== lang));
      add({ cls: "other language", lang, text: nounIn(noun, other), noun: noun.en });

      const brands = catalogue.get(noun.en)!.brands;
      if (brands.length) {
        const brand = r.pick(brands);
        add({ cls: "brand + product", lang, text: `${brand} ${name}`, noun: noun.en, brand });
      }
      void leaf;
    }
    for (let i = 0; i < Math.max(2, Math.ceil(perClass / 2)); i++) {
      add({ cls: "nothing expected", lang, text: gibberish(r, lang) });
    }
  }
  return queries;
}

/** Letter strings of the language's script that mean nothing in any language. */
function gibberish(r: Random, lang: Lang): string {
  const alphabets: Partial<Record<Lang, string>> = {
    ru: "бвгджзклмнпрстфхцчшщ",
    ar: "ثخذضظغ",
    fa: "ژچگپثخذ",
    iw: "קצףךץגז",
    hi: "क्षज्ञठढ",
    zh: "鬣龘齉靐爨",
    ja: "ゐゑヰヱヶ",
  };
  const letters = alphabets[lang] ?? "qxzjvkwfpb";
  const word = () => Array.from({ length: r.int(6, 9) }, () => r.pick([...letters])).join("");
  return r.chance(0.5) ? word() : `${word()} ${word()}`;
}
