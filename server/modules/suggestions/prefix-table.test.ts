import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PrefixTable } from "./prefix-table.ts";
import { isSuggestable, suggestionKey } from "./suggestion-key.ts";

const tableOf = (texts: string[]) => {
  const keys = texts.map(suggestionKey);
  const table = new PrefixTable(keys);
  return (query: string, limit = 10) => table.find(suggestionKey(query), limit).map((i) => texts[i]);
};

describe("suggestion keys", () => {
  it("fold like the search index and keep only words", () => {
    expect(suggestionKey("  Çelik  Şişe! ")).toBe("celik sise");
    expect(suggestionKey("Men's Clothing")).toBe("men s clothing");
    expect(suggestionKey("İSTANBUL")).toBe("istanbul");
    expect(suggestionKey("قُمْصان")).toBe("قمصان");
    expect(suggestionKey("!!! -- ???")).toBe("");
    expect(suggestionKey("x".repeat(10_000))).toHaveLength(120);
  });

  it("need two characters, or one of Chinese, Japanese or Korean", () => {
    expect(isSuggestable("")).toBe(false);
    expect(isSuggestable("s")).toBe(false);
    expect(isSuggestable("ش")).toBe(false);
    expect(isSuggestable("sh")).toBe(true);
    expect(isSuggestable("杯")).toBe(true);
    expect(isSuggestable("カ")).toBe(true);
  });
});

describe("the prefix table", () => {
  it("finds a text at the start of any word, those starting with it first, each once", () => {
    const find = tableOf(["T-Shirts", "Shirts", "Kids' T-Shirts", "Shorts", "Polo shirts shirts", "Dishes"]);
    expect(find("shirt")).toEqual(["Shirts", "T-Shirts", "Kids' T-Shirts", "Polo shirts shirts"]);
    // Not inside a word: "dishes" holds "sh" but no word of it starts with it.
    expect(find("sh")).toEqual(["Shirts", "Shorts", "T-Shirts", "Kids' T-Shirts", "Polo shirts shirts"]);
    expect(find("t shi")).toEqual(["T-Shirts", "Kids' T-Shirts"]);
    expect(find("SHİRT", 2)).toEqual(["Shirts", "T-Shirts"]);
    expect(find("hirt")).toEqual([]);
  });

  it("finds Chinese, Japanese and Korean anywhere in a run, and folds diacritics", () => {
    const find = tableOf(["不锈钢水杯", "保温杯", "ステンレス鋼", "Çelik Boru", "Café crème"]);
    expect(find("杯")).toEqual(["不锈钢水杯", "保温杯"]);
    expect(find("保温")).toEqual(["保温杯"]);
    expect(find("水杯")).toEqual(["不锈钢水杯"]);
    expect(find("レス")).toEqual(["ステンレス鋼"]);
    expect(find("celik b")).toEqual(["Çelik Boru"]);
    expect(find("creme")).toEqual(["Café crème"]);
  });

  it("checks a query longer than what is indexed in full", () => {
    const long = "stainless steel seamless pipe for water and gas lines";
    const find = tableOf([long, "stainless steel seamless pipe for oil"]);
    expect(find("stainless steel seamless pipe for water")).toEqual([long]);
    expect(find("steel seamless pipe for oil")).toEqual(["stainless steel seamless pipe for oil"]);
  });

  it("keeps the item order within each part and stops at the limit", () => {
    const keys = ["alpha beta", "beta", "gamma beta", "beta two"].map(suggestionKey);
    const table = new PrefixTable(keys);
    expect(table.find("beta", 10)).toEqual([1, 3, 0, 2]);
    expect(table.find("beta", 3)).toEqual([1, 3, 0]);
    expect(table.find("beta", 10, (i) => i !== 3)).toEqual([1, 0, 2]);
    expect(table.find("", 10)).toEqual([]);
    expect(new PrefixTable([]).find("beta", 10)).toEqual([]);
  });

  it("finds what a scan of every key finds, however many keys share the start", () => {
    const word = fc.stringMatching(/^[abc]{1,4}$/);
    const key = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(" "));
    fc.assert(
      fc.property(
        fc.array(key, { maxLength: 60 }),
        fc.array(word, { minLength: 1, maxLength: 2 }).map((words) => words.join(" ")),
        fc.integer({ min: 1, max: 8 }),
        (keys, query, limit) => {
          const starting = keys.flatMap((k, i) => (k.startsWith(query) ? [i] : []));
          const within = keys.flatMap((k, i) => (!k.startsWith(query) && k.includes(` ${query}`) ? [i] : []));
          expect(new PrefixTable(keys).find(query, limit)).toEqual([...starting, ...within].slice(0, limit));
        },
      ),
      { numRuns: 300 },
    );
  });
});
