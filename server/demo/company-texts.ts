// A demo supplier's introduction and main products line, written in all 13 languages.
import { countryName } from "#core/i18n/format.ts";
import { languageInfo } from "#core/i18n/languages.ts";
import { MESSAGES } from "#core/i18n/resources.ts";
import type { IntroTemplate } from "./data/company-intro-types.ts";
import { LANGS, type Lang, type Names } from "./data/langs.ts";

export type CompanyTexts = Record<Lang, { introductionHtml: string; mainProducts: string }>;

export interface CompanyTextInput {
  template: IntroTemplate;
  name: string;
  year: number;
  city: string;
  country: string;
  /** An EMPLOYEE_RANGES key such as "51_200". */
  employees: string;
  exportMarkets: string[];
  /** The names of the categories it sells most, in every language. */
  mainCategories: Names[];
}

const listFormats = new Map<Lang, Intl.ListFormat>();
/** "a, b and c" as each language joins a list (Spanish "e" before an i-sound, Hebrew "ו-", …). */
export function joinList(lang: Lang, items: string[]): string {
  let format = listFormats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(languageInfo(lang).intl, { type: "conjunction" });
    listFormats.set(lang, format);
  }
  return format.format(items);
}

/** Languages whose common nouns are written in lower case inside a sentence. */
const LOWER_IN_SENTENCE = new Set<Lang>(["en", "tr", "es", "fr", "it", "ru"]);

/**
 * A category name ("LED Bulbs", "Jackets & Coats") as it reads inside a sentence: common nouns
 * in lower case where the language writes them so; acronyms (two capitals in a row) kept.
 */
export function inSentence(lang: Lang, name: string): string {
  if (!LOWER_IN_SENTENCE.has(lang)) return name;
  return name
    .split(" ")
    .map((word) => (/\p{Lu}{2}/u.test(word) ? word : word.toLocaleLowerCase(languageInfo(lang).intl)))
    .join(" ");
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

export function companyTexts(input: CompanyTextInput): CompanyTexts {
  const employees = input.employees.startsWith("above_")
    ? `${input.employees.slice(6)}+`
    : input.employees.replace("_", "-");
  const texts = {} as CompanyTexts;
  for (const lang of LANGS) {
    const names = input.mainCategories.map((c) => c[lang]);
    const markets = input.exportMarkets.map(
      (m) => MESSAGES[lang].markets[m as keyof typeof MESSAGES.en.markets] ?? m,
    );
    const vars = {
      company: input.name,
      year: String(input.year),
      city: input.city,
      country: countryName(lang, input.country),
      employees,
      products: joinList(
        lang,
        names.map((n) => inSentence(lang, n)),
      ),
      markets: joinList(lang, markets),
    };
    const escaped = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeHtml(v)]));
    texts[lang] = {
      introductionHtml: fill(input.template.text[lang], escaped),
      mainProducts: joinList(lang, names),
    };
  }
  return texts;
}
