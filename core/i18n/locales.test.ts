import { describe, expect, it } from "vitest";
import { CONSOLE_MESSAGES } from "./console-messages.ts";
import { LANG_CODES } from "./languages.ts";
import { MESSAGES } from "./resources.ts";
import { SUPPLIER_MESSAGES } from "./supplier-messages.ts";

function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === "string") out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = leaves({ ...MESSAGES.en, ...CONSOLE_MESSAGES.en, ...SUPPLIER_MESSAGES.en });

describe("every UI string exists in all 13 locales", () => {
  it("the console's messages live under console. only, apart from the site's", () => {
    expect(Object.keys(CONSOLE_MESSAGES.en)).toEqual(["console"]);
    expect(Object.hasOwn(MESSAGES.en, "console")).toBe(false);
  });

  it("the supplier workspace's messages live under supplier. only, apart from the site's", () => {
    expect(Object.keys(SUPPLIER_MESSAGES.en)).toEqual(["supplier"]);
    expect(Object.hasOwn(MESSAGES.en, "supplier")).toBe(false);
  });

  it.each(LANG_CODES)("%s has exactly the English keys, non-empty, with the same placeholders", (lang) => {
    const messages = leaves({ ...MESSAGES[lang], ...CONSOLE_MESSAGES[lang], ...SUPPLIER_MESSAGES[lang] });
    expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
    for (const [key, text] of messages) {
      expect(text.trim(), `${lang}: ${key}`).not.toBe("");
      expect(placeholders(text), `${lang}: ${key}`).toEqual(placeholders(english.get(key)!));
    }
  });
});
