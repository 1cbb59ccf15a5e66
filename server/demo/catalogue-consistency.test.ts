import { describe, expect, it } from "vitest";
import { demoLeafIcons, parseDemoPath } from "#server/modules/media/index.ts";
import type { CompanySeed } from "./company-factory.ts";
import { DEMO_LAST_YEAR, EMPLOYEE_BOUNDS } from "./company-facts.ts";
import { EMPLOYEE_RANGES, OFFICE_SIZES, SALES_VOLUMES } from "./data/company-profile-vocab.ts";
import { LANGS } from "./data/langs.ts";
import { makeProduct, type ProductSeed } from "./product-factory.ts";
import { referenceData } from "./reference.ts";
import { companyCountFor, companyIndexFor, makeCompanies } from "./seed-catalogue.ts";

// The real generator, at the size of a 100,000-product catalogue: all its suppliers and a few
// thousand of its products.
const ref = referenceData();
const SEED = 1;
const companies = makeCompanies(ref, SEED, companyCountFor(100_000));
const products: ProductSeed[] = Array.from({ length: 3000 }, (_, i) =>
  makeProduct(ref, SEED, i + 1, companies[companyIndexFor(SEED, i + 1, companies.length)]!),
);
const companyOf = (p: ProductSeed) => companies[p.companyId - 1] as CompanySeed;
const leafByCode = new Map(ref.leaves.map((l) => [l.code, l]));
const year = (date: string) => Number(date.slice(0, 4));
/** Languages written in their own script: a text in them has letters of it. */
const SCRIPTS: Partial<Record<string, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  fa: /\p{Script=Arabic}/u,
  iw: /\p{Script=Hebrew}/u,
  hi: /\p{Script=Devanagari}/u,
  ru: /\p{Script=Cyrillic}/u,
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
};

/** The leaf category a demo picture URL shows, and the variant. */
function pictureLeaf(url: string): string | undefined {
  const parsed = parseDemoPath(url.replace("/media/demo/", ""));
  return parsed?.kind === "product" ? parsed.key.split("-")[0] : undefined;
}

describe("demo catalogue consistency", () => {
  it("pictures every product as its own kind: each picture is one of its leaf category's", () => {
    for (const leaf of ref.leaves) expect(demoLeafIcons(leaf.code).length, leaf.code).toBeGreaterThan(0);
    for (const p of products) {
      const leaf = p.categoryCodes[0];
      const images = [
        ...p.pictures,
        ...p.customVariations.flatMap((v) => v.values.flatMap((x) => (x.image ? [x.image] : []))),
      ];
      expect(p.pictures.length).toBeGreaterThan(0);
      for (const url of images) expect(pictureLeaf(url), `${p.id} ${url}`).toBe(leaf);
    }
  });

  it("draws no kind of goods with another trade's pictures, except shapes both trades share", () => {
    // A sack holds rice or cement; a roll is fabric, a yoga mat or a membrane; a vest is worn at
    // work or in the water; drops, glasses, cups and mugs belong to drinks and to kitchenware alike.
    const shared = new Set([
      "sack",
      "roll",
      "vest",
      "droplet",
      "droplets",
      "glass-water",
      "cup-soda",
      "coffee",
    ]);
    const rootsOfIcon = new Map<string, Set<string>>();
    for (const leaf of ref.leaves)
      for (const icon of demoLeafIcons(leaf.code))
        rootsOfIcon.set(icon, new Set([...(rootsOfIcon.get(icon) ?? []), leaf.root]));
    for (const [icon, roots] of rootsOfIcon)
      if (!shared.has(icon)) expect([...roots], `${icon} is drawn for several trades`).toHaveLength(1);
  });

  it("puts every product only in its own leaf category, one its supplier sells in", () => {
    for (const p of products) {
      expect(p.categoryCodes, String(p.id)).toHaveLength(1);
      const leaf = leafByCode.get(p.categoryCodes[0]!);
      expect(leaf, String(p.id)).toBeDefined();
      // Its name is made of that leaf's own nouns.
      expect(
        leaf!.vocab.nouns.some((n) => p.texts.en.name.includes(n.en)),
        p.texts.en.name,
      ).toBe(true);
      expect(companyOf(p).leaves.map((l) => l.code)).toContain(leaf!.code);
      expect(companyOf(p).categoryCodes).toContain(leaf!.code);
    }
  });

  it("gives suppliers staff, offices and sales that fit their size", () => {
    for (const c of companies) {
      if (c.employees === null) {
        expect([c.rdStaff, c.qcStaff], c.name).toEqual([null, null]);
        continue;
      }
      const [low, high] = EMPLOYEE_BOUNDS[c.employees]!;
      const staff = (c.rdStaff ?? 0) + (c.qcStaff ?? 0);
      expect(
        staff,
        `${c.name}: ${c.employees} with R&D ${c.rdStaff} and QC ${c.qcStaff}`,
      ).toBeLessThanOrEqual(Math.max(2, low));
      expect(staff).toBeLessThanOrEqual(high);
      const size = EMPLOYEE_RANGES.indexOf(c.employees);
      if (c.officeSize)
        expect(Math.abs(OFFICE_SIZES.indexOf(c.officeSize) - size), c.name).toBeLessThanOrEqual(1);
      if (c.annualSalesVolume) {
        const sales = SALES_VOLUMES.indexOf(c.annualSalesVolume);
        expect(sales, c.name).toBeGreaterThanOrEqual(size - 1);
        expect(sales, c.name).toBeLessThanOrEqual(size + 2);
      }
    }
  });

  it("lists export markets that agree with the export share", () => {
    for (const c of companies) {
      const abroad = c.mainMarkets.filter((m) => m !== "domestic");
      if (c.exportPercentage === 0) expect(abroad, c.name).toEqual([]);
      if (c.exportPercentage !== null && c.exportPercentage > 0)
        expect(abroad.length, c.name).toBeGreaterThan(0);
      // The home market is a main market only of a firm that sells at least half at home.
      if (c.exportPercentage !== null && c.exportPercentage > 50)
        expect(c.mainMarkets).not.toContain("domestic");
      expect(new Set(c.mainMarkets).size).toBe(c.mainMarkets.length);
    }
  });

  it("keeps every date after the supplier was founded", () => {
    for (const c of companies) {
      if (c.registeredYear !== null) expect(c.registeredYear).toBe(c.foundedYear);
      expect(year(c.joinedAt), c.name).toBeGreaterThanOrEqual(c.foundedYear);
      expect(year(c.joinedAt)).toBeLessThanOrEqual(DEMO_LAST_YEAR);
      for (const cert of c.certifications)
        expect(year(cert.start), c.name).toBeGreaterThanOrEqual(c.foundedYear);
      expect(c.texts.en.introductionHtml).toContain(String(c.foundedYear));
    }
    for (const p of products)
      for (const cert of p.certifications)
        expect(year(cert.start), String(p.id)).toBeGreaterThanOrEqual(companyOf(p).foundedYear);
  });

  it("describes each supplier as the kind of business it is", () => {
    for (const c of companies) {
      const intro = c.texts.en.introductionHtml;
      if (intro.includes("R&amp;D")) expect(c.rdStaff, c.name).not.toBeNull();
      if (intro.includes("wholesaler and distributor"))
        expect(
          c.businessTypes.some((t) => t === "wholesaler" || t === "distributor"),
          c.name,
        ).toBe(true);
      if (intro.includes("OEM/ODM partner")) expect(c.businessTypes).toContain("oem_odm");
      if (/manufacturer|own facilities|designs and manufactures/.test(intro))
        expect(c.businessTypes[0], c.name).toBe("manufacturer");
      if (intro.includes("connecting buyers")) expect(c.makesOwnProducts, c.name).toBe(false);
    }
    // What a maker sells is made where it makes it.
    for (const p of products)
      if (companyOf(p).makesOwnProducts) expect(p.placeOfOrigin).toBe(companyOf(p).country);
  });

  it("holds only certificates of the supplier's own trades", () => {
    const foodOnly = new Set(["HACCP", "ISO 22000", "BRCGS", "FSSC 22000", "IFS Food", "Halal", "Kosher"]);
    for (const c of companies) {
      const sellsFood = c.leaves.some((l) => l.root === "015");
      for (const cert of c.certifications) if (foodOnly.has(cert.name)) expect(sellsFood, c.name).toBe(true);
    }
  });

  it("writes every supplier's texts in all 13 languages, none left in English", () => {
    for (const c of companies) {
      for (const lang of LANGS) {
        const t = c.texts[lang];
        expect(t.introductionHtml.startsWith("<p>"), `${c.name} ${lang}`).toBe(true);
        expect(t.introductionHtml + t.mainProducts).not.toMatch(/\{\w+\}/);
        expect(t.introductionHtml).toContain(c.name.replace(/&/g, "&amp;"));
        if (lang !== "en")
          expect(t.introductionHtml, `${c.name} ${lang}`).not.toBe(c.texts.en.introductionHtml);
        const script = SCRIPTS[lang];
        if (script) expect(t.introductionHtml + t.mainProducts, `${c.name} ${lang}`).toMatch(script);
      }
    }
  });

  it("names, describes and packs every product in all 13 languages, none left in English", () => {
    for (const p of products) {
      for (const lang of LANGS) {
        const t = p.texts[lang];
        const where = `${p.id} ${lang}`;
        expect(t.name.trim().length, where).toBeGreaterThan(1);
        // Right-to-left names start in their own script, the brand after the product.
        const rtl = lang === "ar" || lang === "fa" || lang === "iw";
        if (p.brand)
          expect(rtl ? t.name.includes(` ${p.brand}`) : t.name.startsWith(`${p.brand} `), where).toBe(true);
        if (rtl) expect(t.name, where).toMatch(/^[\p{Script=Arabic}\p{Script=Hebrew}]/u);
        expect(t.name + t.description + t.packagingDetails, where).not.toMatch(/\{\w+\}|undefined/);
        if (lang === "en") continue;
        expect(t.description, where).not.toBe(p.texts.en.description);
        expect(t.packagingDetails, where).not.toBe(p.texts.en.packagingDetails);
        const script = SCRIPTS[lang];
        if (script) expect(t.name.replace(p.brand ?? "", "") + t.description, where).toMatch(script);
      }
    }
  });
});
