import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryPath, productPath, slugify } from "./slug.ts";

describe("slugify", () => {
  it("folds Latin diacritics and Turkish dotted/dotless i", () => {
    expect(slugify("Organik Yeşil Çay — İthal Işık")).toBe("organik-yesil-cay-ithal-isik");
    expect(slugify("Crème brûlée Straße")).toBe("creme-brulee-strasse");
  });
  it("keeps letters of other scripts", () => {
    expect(slugify("قهوة عربية")).toBe("قهوة-عربية");
    expect(slugify("绿茶 500g")).toBe("绿茶-500g");
  });
  it("never returns an empty or unsafe slug", () => {
    expect(slugify("!!!")).toBe("item");
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text);
        expect(slug.length).toBeGreaterThan(0);
        expect(slug).not.toMatch(/[/?#%\s\\]|^-|-$|--/);
      }),
    );
  });
  it("builds the spec's link forms", () => {
    expect(productPath("Green Tea", 12)).toBe("/green-tea/pr/12");
    expect(productPath("Green Tea", 12, true)).toBe("/green-tea/pr/12?ask=true");
    expect(categoryPath("Tea", "015001", true)).toBe("/tea/ca/015001");
    expect(categoryPath("Green Tea", "015001001", false)).toBe("/green-tea/pc/015001001/c");
  });
});
