import { describe, expect, it } from "vitest";
import { CONSOLE_MESSAGES } from "./console-messages.ts";
import type { Lang } from "./languages.ts";
import { MESSAGES } from "./resources.ts";
import { SUPPLIER_MESSAGES } from "./supplier-messages.ts";

/**
 * A locale written in another script never carries an English sentence copied over as a stand-in:
 * the completeness test (locales.test.ts) sees a key there and is satisfied, the reader sees
 * English. Names and trade terms that stay in Latin letters everywhere are listed, nothing else.
 */
const OTHER_SCRIPTS: Lang[] = ["ar", "fa", "iw", "ja", "zh", "hi", "ru"];

/** Texts the same in every language: the brand, payment services, trade abbreviations. */
const SAME_EVERYWHERE = new Set([
  "Caravan",
  "OEM / ODM",
  "PayPal",
  "Western Union",
  "MoneyGram",
  "SKU",
  "SWIFT/BIC",
  "Incoterm",
  "MOQ: {{quantity}} {{unit}}",
]);

function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === "string") out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}
const all = (lang: Lang) =>
  leaves({ ...MESSAGES[lang], ...CONSOLE_MESSAGES[lang], ...SUPPLIER_MESSAGES[lang] });
const english = all("en");
/** Whether a text has words to translate: three Latin letters in a row outside its placeholders. */
const hasWords = (text: string) => /[A-Za-z]{3,}/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ""));

describe("locales in other scripts are translated", () => {
  it("checks texts that have words, and lets the listed names through", () => {
    expect(hasWords("Show the original")).toBe(true);
    expect(hasWords("{{quantity}} {{unit}}")).toBe(false);
    expect([...english.values()].filter(hasWords).length).toBeGreaterThan(1000);
  });

  it.each(OTHER_SCRIPTS)("%s copies no English text with words, apart from names", (lang) => {
    const copied = [...all(lang)]
      .filter(([key, text]) => text === english.get(key) && hasWords(text) && !SAME_EVERYWHERE.has(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(copied).toEqual([]);
  });
});
