import { LANG_CODES } from "#core/i18n/languages.ts";
import { productNamesIn } from "./support/catalog-db.ts";
import { expect, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const on = (lang: string, path: string) => `http://${lang}.localhost:${port}${path}`;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,}/u;

/**
 * A word of the product's name that is the language's own: two characters of a Chinese or
 * Japanese run, else the longest word that the English name does not also have (not the brand).
 */
function ownWord(name: string, english: string): string {
  const run = name.match(CJK)?.[0];
  if (run) return run.slice(0, 2);
  const englishWords = new Set(english.toLowerCase().split(/\s+/));
  const words = name.split(/[\s,;:()/]+/).filter((w) => w.length > 2 && !englishWords.has(w.toLowerCase()));
  return words.sort((a, b) => b.length - a.length)[0] ?? name.split(/\s+/).at(-1)!;
}

// Every language's host on the desktop; the phone checks the right-to-left ones.
const PHONE_LANGS = ["ar", "fa", "iw"];

test.describe("search in every language", () => {
  for (const lang of LANG_CODES) {
    test(`a word typed in the header's box on the ${lang} site finds products named in ${lang}`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile && !PHONE_LANGS.includes(lang), "the phone checks the right-to-left languages");
      const { name, english } = productNamesIn(lang);
      const word = ownWord(name, english);
      await page.goto(on(lang, "/"));
      await expect(page.locator("html")).toHaveAttribute(
        "lang",
        lang === "iw" ? "he" : new RegExp(`^${lang}`),
      );
      const box = page.locator("#site-search");
      await box.fill(word);
      await box.press("Enter");
      await expect(page).toHaveURL(/search-product/);
      const cards = page.locator("main article");
      await expect(cards.first(), word).toBeVisible();
      // The products found are shown by their names in the site's language, holding the word.
      await expect(cards.filter({ hasText: word }).first(), word).toBeVisible();
    });
  }
});
