import { describe, expect, it } from "vitest";
import { lowerCaseFold, synonymGroupFormSchema } from "./search-synonyms.ts";

const form = synonymGroupFormSchema(lowerCaseFold);

describe("the synonym group form", () => {
  it("reads one term per line or several separated by commas, tidied, blank lines dropped", () => {
    expect(form.parse({ terms: " t-shirt\r\n\n tee ,  tee   shirt ,\nтолстовка، худи", lang: "en" })).toEqual(
      {
        lang: "en",
        terms: ["t-shirt", "tee", "tee shirt", "толстовка", "худи"],
      },
    );
  });

  it("takes an empty language as every language and an unknown one as a mistake", () => {
    expect(form.parse({ terms: "a1\nb1", lang: "" }).lang).toBeNull();
    expect(form.parse({ terms: "a1\nb1" }).lang).toBeNull();
    const wrong = form.safeParse({ terms: "a1\nb1", lang: "english" });
    expect(wrong.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["lang", "console.synonyms.errors.language"],
    ]);
  });

  it("says what is wrong with the terms under their field", () => {
    const message = (terms: string) => form.safeParse({ terms, lang: "en" }).error?.issues[0];
    expect(message("")).toMatchObject({ path: ["terms"], message: "console.synonyms.errors.tooFew" });
    expect(message("Tee\ntee")).toMatchObject({
      path: ["terms"],
      message: "console.synonyms.errors.duplicate",
    });
    expect(message("x".repeat(2001))).toMatchObject({ message: "console.synonyms.errors.tooMany" });
  });
});
