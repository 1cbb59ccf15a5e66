import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryPath, productPath, slugify } from "./slug.ts";

describe("slugify", () => {
  it("folds Latin diacritics and Turkish dotted/dotless i", () => {
    expect(slugify("Organik Yeşil Çay — İthal Işık")).toBe("organik-yesil-cay-ithal-isik");
    expect(slugify("Crème brûlée Straße")).toBe("creme-brulee-strasse");
    expect(slugify("Ñandú Ångström")).toBe("nandu-angstrom");
  });
  it("keeps letters of other scripts", () => {
    expect(slugify("قهوة عربية")).toBe("قهوة-عربية");
    expect(slugify("绿茶 500g")).toBe("绿茶-500g");
  });
  it("keeps the vowel signs and other marks of scripts that write words with them", () => {
    // Devanagari: matras and virama are part of the word (हिन्दी, not हनद).
    expect(slugify("हिन्दी चाय")).toBe("हिन्दी-चाय");
    expect(slugify("सूती कपड़े")).toBe("सूती-कपड़े");
    // Japanese sound marks: ガラス (glass) is not カラス (crow); half-width forms are composed.
    expect(slugify("ガラス製品")).toBe("ガラス製品");
    expect(slugify("ｶﾞﾗｽ")).toBe("ガラス");
    // Russian й and ё are letters of their own.
    expect(slugify("Чай Йогурт ёлка")).toBe("чай-йогурт-ёлка");
    // Arabic and Persian letters with hamza or madda, Hebrew points.
    expect(slugify("أحمر آبی")).toBe("أحمر-آبی");
    expect(slugify("کفش زنانه")).toBe("کفش-زنانه");
    expect(slugify("שָׁלוֹם מים")).toBe("שָׁלוֹם-מים");
  });
  it("gives each result in one composed form, with no accent left on a Latin letter", () => {
    for (const slug of [slugify("हिन्दी"), slugify("ガラス"), slugify("йогурт"), slugify("Crème")]) {
      expect(slug).toBe(slug.normalize("NFC"));
      expect(slug.normalize("NFD")).not.toMatch(/\p{Script=Latin}\p{M}/u);
    }
  });
  it("drops marks with no letter to sit on", () => {
    expect(slugify("\u093f test")).toBe("test");
    expect(slugify("a - \u0301\u093e b")).toBe("a-b");
  });
  it("cuts long names between letters, never between a letter and its vowel sign", () => {
    const long = "कि".repeat(100);
    expect(slugify(long)).toBe("कि".repeat(80));
    expect(slugify("a".repeat(100), 10)).toBe("a".repeat(10));
  });
  it("never returns an empty or unsafe slug, and a slug is its own slug", () => {
    expect(slugify("!!!")).toBe("item");
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const slug = slugify(text);
        expect(slug.length).toBeGreaterThan(0);
        expect(slug).not.toMatch(/[/?#%\s\\]|^-|-$|--/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
  it("builds the product, category and company link forms", () => {
    expect(productPath("Green Tea", 12)).toBe("/green-tea/pr/12");
    expect(productPath("Green Tea", 12, true)).toBe("/green-tea/pr/12?ask=true");
    expect(categoryPath("Tea", "015001", true)).toBe("/tea/ca/015001");
    expect(categoryPath("Green Tea", "015001001", false)).toBe("/green-tea/pc/015001001/c");
  });
});
