import { stemmer as english } from "@orama/stemmers/english";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as german } from "@orama/stemmers/german";
import { stemmer as hindi } from "@orama/stemmers/indian";
import { stemmer as italian } from "@orama/stemmers/italian";
import { stemmer as russian } from "@orama/stemmers/russian";
import { stemmer as spanish } from "@orama/stemmers/spanish";
import { stemmer as turkish } from "@orama/stemmers/turkish";
import type { Lang } from "#core/i18n/languages.ts";

/**
 * Stemming of folded index words (lower case, Latin diacritics folded, vowel marks dropped), so a
 * plural or an inflection finds the word the catalogue holds: Snowball stemmers for the languages
 * that have one, light affix stripping for Arabic, Persian and Hebrew. Chinese and Japanese have no
 * inflection to strip (their words are matched by character pairs). A stemmer is only ever given
 * words of its own script.
 */
export type Stemmer = (word: string) => string;

/** Persian: the plural and possessive endings (‌ها، ‌های، ان، ات) and the ezafe ی. */
function persian(word: string): string {
  const w = word.replace(/\u200c/g, "");
  for (const suffix of ["هایی", "های", "ها", "ان", "ات", "ی"]) {
    if (w.length - suffix.length >= 2 && w.endsWith(suffix)) return w.slice(0, -suffix.length);
  }
  return w;
}

/**
 * Arabic: light stemming (Larkey's light10): the article and conjunction prefixes (ال، وال، بال،
 * كال، فال، لل، و) and the common suffixes (ها، ان، ات، ون، ين، يه، ية، ه، ة، ي), keeping at least
 * two letters. Broken plurals (قمصان / قميص) are left to the categories' names.
 */
function arabic(word: string): string {
  let w = word;
  for (const prefix of ["وال", "بال", "كال", "فال", "لل", "ال"]) {
    if (w.length - prefix.length >= 2 && w.startsWith(prefix)) {
      w = w.slice(prefix.length);
      break;
    }
  }
  if (w.length > 3 && w.startsWith("و")) w = w.slice(1);
  for (const suffix of ["ها", "ان", "ات", "ون", "ين", "يه", "ية", "ه", "ة", "ي"]) {
    if (w.length - suffix.length >= 2 && w.endsWith(suffix)) w = w.slice(0, -suffix.length);
  }
  return w;
}

/** Hebrew: the plural endings ים and ות, the final ה of a feminine singular, the construct plural י. */
function hebrew(word: string): string {
  for (const suffix of ["ים", "ות", "ה", "י"]) {
    if (word.length - suffix.length >= 2 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** English plurals Snowball leaves apart: knives/knife, shelves/shelf (stemmed as "knife", "shelfe"). */
function englishWithIrregulars(word: string): string {
  if (word.length > 4 && word.endsWith("ves")) return english(`${word.slice(0, -3)}fe`);
  return english(word);
}

export type Script = "latin" | "cyrillic" | "arabic" | "hebrew" | "devanagari" | "other";

export function scriptOf(word: string): Script {
  const first = word.codePointAt(0) ?? 0;
  if (first < 0x250) return "latin";
  if (first >= 0x400 && first < 0x530) return "cyrillic";
  if (first >= 0x590 && first < 0x600) return "hebrew";
  if (first >= 0x600 && first < 0x780) return "arabic";
  if (first >= 0x900 && first < 0x980) return "devanagari";
  return "other";
}

/** Stemmers by the language they stem (only the languages that have one). */
export const STEMMERS: Partial<Record<Lang, { script: Script; stem: Stemmer }>> = {
  en: { script: "latin", stem: englishWithIrregulars },
  tr: { script: "latin", stem: turkish },
  de: { script: "latin", stem: german },
  fr: { script: "latin", stem: french },
  es: { script: "latin", stem: spanish },
  it: { script: "latin", stem: italian },
  ru: { script: "cyrillic", stem: russian },
  ar: { script: "arabic", stem: arabic },
  fa: { script: "arabic", stem: persian },
  iw: { script: "hebrew", stem: hebrew },
  hi: { script: "devanagari", stem: hindi },
};

/**
 * The languages whose stemmer applies to a query word typed on the `lang` site: the site's own
 * language when the word is in its script, English for Latin words (the trade's common language),
 * and the one language of a script only one language here writes in (a Russian word on the
 * English site). Arabic script on a site that is neither Arabic nor Persian tries both.
 */
export function stemLanguages(word: string, lang: Lang): Lang[] {
  const script = scriptOf(word);
  const own = STEMMERS[lang];
  const languages: Lang[] = [];
  if (own && own.script === script) languages.push(lang);
  if (script === "latin" && lang !== "en") languages.push("en");
  if (script === "cyrillic" && lang !== "ru") languages.push("ru");
  if (script === "hebrew" && lang !== "iw") languages.push("iw");
  if (script === "devanagari" && lang !== "hi") languages.push("hi");
  if (script === "arabic" && lang !== "ar" && lang !== "fa") languages.push("ar", "fa");
  return languages;
}

/** The stems of a query word in each language that applies to it (see stemLanguages). */
export function stemsOf(word: string, lang: Lang): string[] {
  return stemLanguages(word, lang).map((language) => STEMMERS[language]!.stem(word));
}
