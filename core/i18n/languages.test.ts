import { describe, expect, it } from "vitest";
import { hostForLang, langFromHost, languageInfo } from "./languages.ts";

describe("language from host", () => {
  it("takes the first label of the host", () => {
    expect(langFromHost("tr.localhost:3000")).toBe("tr");
    expect(langFromHost("ar.caravan.example")).toBe("ar");
    expect(langFromHost("iw.localhost")).toBe("iw");
  });
  it("falls back to English for anything else", () => {
    for (const host of [
      "localhost:3000",
      "www.caravan.example",
      "xx.localhost",
      "",
      null,
      "tr",
      "he.localhost",
      "../..",
      "TR",
    ]) {
      expect(langFromHost(host)).toBe("en");
    }
  });
  it("is case-insensitive", () => expect(langFromHost("TR.Localhost:3000")).toBe("tr"));
  it("builds the host of each language", () => {
    expect(hostForLang("localhost:3000", "en")).toBe("localhost:3000");
    expect(hostForLang("localhost:3000", "fa")).toBe("fa.localhost:3000");
  });
  it("knows the right-to-left languages and Hebrew's Intl code", () => {
    expect(["ar", "fa", "iw"].map((l) => languageInfo(l as "ar").dir)).toEqual(["rtl", "rtl", "rtl"]);
    expect(languageInfo("tr").dir).toBe("ltr");
    expect(languageInfo("iw").intl).toBe("he");
  });
});
