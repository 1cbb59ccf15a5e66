import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "./country-codes.ts";
import {
  adoptServerNames,
  countryName,
  formatDate,
  formatMoney,
  formatNumber,
  isolate,
  isolateLtr,
  languageName,
  listSeparator,
  nameTable,
} from "./format.ts";

describe("formatting per language", () => {
  it("groups digits as each language does", () => {
    expect(formatNumber("en", 12500)).toBe("12,500");
    expect(formatNumber("de", 12500)).toBe("12.500");
    expect(formatNumber("fa", 12500)).toBe("۱۲٬۵۰۰");
  });
  it("formats prices in US dollars", () => {
    expect(formatMoney("en", 3.5)).toBe("$3.50");
    expect(formatMoney("tr", 3.5)).toMatch(/\$3,50/);
    expect(formatMoney("en", 0.125)).toBe("$0.125");
  });
  it("formats dates and ignores bad ones", () => {
    expect(formatDate("en", "2026-11-21")).toBe("Nov 21, 2026");
    expect(formatDate("de", "2026-11-21")).toBe("21.11.2026");
    expect(formatDate("en", "not a date")).toBe("");
  });
  it("names countries in the page language, Hebrew included", () => {
    expect(countryName("tr", "DE")).toBe("Almanya");
    expect(countryName("iw", "TR")).toBe("טורקיה");
    expect(countryName("en", "??")).toBe("??");
  });
  it("offers each country once, with a name of its own", () => {
    const names = COUNTRY_CODES.map((code) => countryName("en", code));
    expect(new Set(names).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES).not.toContain("UK");
    expect(COUNTRY_CODES).toContain("GB");
  });
  it("in the browser, names places as the server rendered them, in the page's language only", () => {
    const sent = nameTable("en", ["HK", "DE"], ["tr"]);
    // A server whose Intl words Hong Kong otherwise than this one: its words win.
    const server = { ...sent, countries: { ...sent.countries, HK: "Hong Kong (server)" } };
    try {
      adoptServerNames(server);
      expect(countryName("en", "HK")).toBe("Hong Kong (server)");
      expect(countryName("en", "hk")).toBe("Hong Kong (server)");
      expect(languageName("en", "tr")).toBe("Turkish");
      expect(countryName("de", "DE")).toBe("Deutschland");
    } finally {
      adoptServerNames(undefined);
    }
    expect(countryName("en", "HK")).toBe(sent.countries.HK);
  });
});

describe("prices and names in right-to-left languages", () => {
  const FSI = "\u2068";
  const LRI = "\u2066";
  const PDI = "\u2069";
  it("keeps the currency symbol whole and the price apart from its neighbours", () => {
    // Arabic: the amount, then "US$" as one left-to-right island, the whole isolated.
    expect(formatMoney("ar", 7.17)).toMatch(/^\u2068\u200f7\.17\s\u2066US\$\u2069\u2069$/);
    expect(formatMoney("iw", 7.17)).toContain(`${LRI}$${PDI}`);
    expect(formatMoney("fa", 7.17).startsWith(FSI)).toBe(true);
    expect(formatMoney("fa", 7.17).endsWith(PDI)).toBe(true);
  });
  it("leaves left-to-right languages' prices as Intl writes them", () => {
    expect(formatMoney("en", 7.17)).toBe("$7.17");
    expect(formatMoney("de", 7.17)).not.toMatch(/[\u2066-\u2069]/);
  });
  it("isolates names and left-to-right text for use inside strings", () => {
    expect(isolate("Teguh Gloves Sdn. Bhd.")).toBe(`${FSI}Teguh Gloves Sdn. Bhd.${PDI}`);
    expect(isolateLtr("+60 3 555 0101")).toBe(`${LRI}+60 3 555 0101${PDI}`);
  });
  it("separates list items with the Arabic comma in Arabic and Persian", () => {
    expect(listSeparator("ar")).toBe("، ");
    expect(listSeparator("fa")).toBe("، ");
    expect(listSeparator("iw")).toBe(", ");
    expect(listSeparator("en")).toBe(", ");
  });
});
