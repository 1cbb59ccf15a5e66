// How a product's quality and its noun combine into a name in each language: word order, case, agreement.
import type { Lang } from "./data/langs.ts";

/** Languages that put an adjective after its noun ("T-shirt col rond en coton", "تيشيرت قطني"). */
const QUALITY_AFTER_NOUN = new Set<Lang>(["fr", "es", "it", "ar", "fa", "iw", "de"]);
/** Languages that write a name's words without spaces between them. */
const NO_SPACES = new Set<Lang>(["zh", "ja"]);

/** Acronyms and codes ("LED", "PVC", "3D") keep their capitals wherever they stand. */
const keepsCase = (text: string) => /^(\P{L}|\S*\p{Lu}{2})/u.test(text);
const lowerFirst = (text: string, lang: Lang) =>
  keepsCase(text) ? text : text.charAt(0).toLocaleLowerCase(lang) + text.slice(1);
const upperFirst = (text: string, lang: Lang) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

// German: the vocabulary writes qualities as they follow a noun in a listing ("Aus Baumwolle",
// "Elastisch", "Edelstahl"), uninflected. After the noun, prepositions and adjectives are written
// small ("T-Shirt aus Baumwolle", "Jeans elastisch"); nouns keep their capital ("Topfset Edelstahl").
const DE_PREPOSITIONS = new Set(["aus", "mit", "in", "im", "ohne", "für", "zum", "zur", "vom", "nach"]);
const DE_ADJECTIVE_ENDINGS = /(isch|ig|lich|bar|los|frei|fest|nd|sicher|dicht|echt|haft|sam|iv|t|ed|weiß)$/;
const DE_NOUNS = new Set(["samt", "filz", "kunststoff", "edelstahl", "damaststahl", "rohdenim"]);
function germanAfterNoun(quality: string): string {
  const words = quality.split(" ");
  const first = (words[0] ?? "").toLowerCase();
  // "Gekämmte Baumwolle", "Bleifreies Kristallglas"; not "Eiche massiv".
  const inflectedAdjective = /(e|es|er|en|em)$/.test(first) && /^\p{Lu}/u.test(words[1] ?? "");
  const adjective = DE_ADJECTIVE_ENDINGS.test(first) && !DE_NOUNS.has(first);
  return DE_PREPOSITIONS.has(first) || inflectedAdjective || adjective || first === "extra"
    ? lowerFirst(quality, "de")
    : quality;
}

// Russian: the vocabulary writes an adjective in the masculine ("Хлопковый"); before a feminine,
// neuter or plural noun it takes that noun's ending ("Хлопковая футболка", "Зауженные джинсы").
// Phrases that are not a lone adjective ("С вышивкой", "Ручной работы", "Сатин") follow the noun.
type Gender = "m" | "f" | "n" | "p";
const RU_MASCULINE_SOFT = new Set([
  "тюль",
  "пештемаль",
  "гель",
  "руль",
  "стиль",
  "дизель",
  "кабель",
  "профиль",
]);
function russianGender(noun: string): Gender {
  const first = (noun.split(" ")[0] ?? "").toLowerCase();
  // A leading adjective shows the gender ("Кухонная лопатка", "Банное полотенце").
  if (/(ая|яя)$/.test(first)) return "f";
  if (/(ое|ее)$/.test(first)) return "n";
  if (/(ые|ие)$/.test(first)) return "p";
  if (/(ый|ий|ой)$/.test(first)) return "m";
  const head = first.split("-")[0] ?? first;
  if (/[ая]$/.test(head)) return "f";
  if (/[оеё]$/.test(head)) return "n";
  if (/[ыи]$/.test(head)) return "p";
  // Nouns in -тель name a doer or a device and are masculine ("смеситель"); most other -ь nouns are feminine.
  if (/ь$/.test(head)) return RU_MASCULINE_SOFT.has(head) || /тель$/.test(head) ? "m" : "f";
  return "m";
}

/** A masculine adjective ("Лёгкий", "Хлопковый", "Большой") in the gender given; other words as they are. */
export function russianAgree(adjective: string, gender: Gender): string {
  const match = /^(.*\p{L})(ый|ий|ой)$/u.exec(adjective);
  if (!match || gender === "m") return adjective;
  const [, stem = "", ending] = match;
  const last = stem.at(-1)?.toLowerCase() ?? "";
  const velar = "гкх".includes(last);
  const hushing = "жшщч".includes(last);
  if (ending === "ий" && !velar && !hushing) return stem + { f: "яя", n: "ее", p: "ие" }[gender];
  const neuter = hushing && ending !== "ой" ? "ее" : "ое";
  return stem + { f: "ая", n: neuter, p: velar || hushing ? "ие" : "ые" }[gender];
}

const RU_ADJECTIVE = /^\p{L}[\p{L}-]*(ый|ий|ой)$/u;
/**
 * How many leading words of a quality are adjectives that agree with the noun and go before it:
 * all of them ("Глянцевый лакированный"), or those before a complement ("Устойчивый к УФ",
 * "Окрашенный в массе"); none for anything else ("С вышивкой", "Ручной работы", "Сатин").
 */
function russianAgreeingWords(quality: string): number {
  const words = quality.split(" ");
  let adjectives = 0;
  while (adjectives < words.length && RU_ADJECTIVE.test(words[adjectives] ?? "")) adjectives++;
  if (adjectives === words.length) return adjectives;
  return adjectives > 0 && /^(к|от|для|на|в|во|с|из|по)$/.test(words[adjectives] ?? "") ? adjectives : 0;
}

// Arabic: a relative adjective ("قطني") takes the feminine ending after a feminine noun ("ساعة").
function arabicAfterNoun(noun: string, quality: string): string {
  const head = noun.split(" ")[0] ?? "";
  return head.endsWith("ة") && !quality.includes(" ") && quality.endsWith("ي") ? `${quality}ة` : quality;
}

/** The quality and the noun in the language's own order, agreeing where the language makes them agree. */
export function composeItem(lang: Lang, quality: string, noun: string): string {
  if (lang === "ru") {
    const agreeing = russianAgreeingWords(quality);
    if (!agreeing) return `${noun} ${lowerFirst(quality, lang)}`;
    const gender = russianGender(noun);
    const words = quality.split(" ").map((w, i) => (i < agreeing ? russianAgree(w, gender) : w));
    const agreed = words.map((w, i) => (i === 0 ? w : lowerFirst(w, lang))).join(" ");
    return `${upperFirst(agreed, lang)} ${lowerFirst(noun, lang)}`;
  }
  if (lang === "de") return `${noun} ${germanAfterNoun(quality)}`;
  if (lang === "ar") return `${noun} ${arabicAfterNoun(noun, quality)}`;
  if (QUALITY_AFTER_NOUN.has(lang)) {
    const after = lang === "fr" || lang === "es" || lang === "it" ? lowerFirst(quality, lang) : quality;
    return `${noun} ${after}`;
  }
  return NO_SPACES.has(lang) ? `${quality}${noun}` : `${quality} ${noun}`;
}

/**
 * A quality standing inside a description sentence: written small in the languages that write
 * adjectives small, unless it opens the sentence.
 */
export function qualityInSentence(lang: Lang, quality: string, opensSentence: boolean): string {
  if (opensSentence) return quality;
  if (lang === "de") return germanAfterNoun(quality);
  return lang === "fr" || lang === "es" || lang === "it" || lang === "ru"
    ? lowerFirst(quality, lang)
    : quality;
}
