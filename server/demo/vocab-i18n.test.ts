import { describe, expect, it } from "vitest";
import { LANGS } from "./data/langs.ts";
import { LEAF_VOCAB, ROOT_DESCRIPTIONS } from "./data/product-vocab.ts";
import { VOCAB_I18N } from "./data/vocab-i18n/index.ts";

const OTHER_LANGS = LANGS.filter((lang) => lang !== "en" && lang !== "tr");
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("demo vocabulary translations", () => {
  it("cover exactly the vocabulary's root categories", () => {
    expect(Object.keys(VOCAB_I18N).sort()).toEqual(ROOT_DESCRIPTIONS.map((d) => d.root).sort());
  });

  it("translate every noun, quality and spec name of every leaf into all 11 other languages", () => {
    const missing: string[] = [];
    for (const leaf of LEAF_VOCAB) {
      const phrases = VOCAB_I18N[leaf.code.slice(0, 3)]?.phrases ?? {};
      const english = [...leaf.nouns, ...leaf.qualities, ...leaf.specs].map((p) => p.en);
      for (const text of english) {
        for (const lang of OTHER_LANGS) {
          const translated = Object.hasOwn(phrases, text) ? phrases[text]?.[lang] : undefined;
          if (!translated?.trim() || /[{}]/.test(translated)) missing.push(`${leaf.code} ${lang} "${text}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("translate every description template with the same placeholders as the English", () => {
    for (const { root, descriptions } of ROOT_DESCRIPTIONS) {
      const translated = VOCAB_I18N[root]?.descriptions ?? [];
      expect(translated, root).toHaveLength(descriptions.length);
      descriptions.forEach((template, i) => {
        for (const lang of OTHER_LANGS) {
          const text = translated[i]?.[lang] ?? "";
          expect(text.trim(), `${root} #${i} ${lang}`).not.toBe("");
          expect(placeholders(text), `${root} #${i} ${lang}`).toEqual(placeholders(template.en));
        }
      });
    }
  });

  it("give every leaf its plural search form in all 13 languages", () => {
    for (const leaf of LEAF_VOCAB) {
      const plurals = VOCAB_I18N[leaf.code.slice(0, 3)]?.plurals[leaf.code];
      for (const lang of LANGS) expect(plurals?.[lang]?.trim(), `${leaf.code} ${lang}`).toBeTruthy();
    }
  });
});
