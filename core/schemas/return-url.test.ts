import { expect, it } from "vitest";
import { LoginSchema, safeReturnUrl } from "./accounts.ts";

it("writes a return address in ASCII, as a Location header must carry it, keeping escapes already there", () => {
  expect(safeReturnUrl("/中文")).toBe("/%E4%B8%AD%E6%96%87");
  expect(safeReturnUrl("中文?q=çay#top")).toBe("/%E4%B8%AD%E6%96%87?q=%C3%A7ay#top");
  expect(safeReturnUrl("/a%20b?x=%2F")).toBe("/a%20b?x=%2F");
  expect(safeReturnUrl("/😀")).toBe("/%F0%9F%98%80");
  expect(LoginSchema.parse({ email: "a@b.co", password: "x", returnUrl: "/中文" }).returnUrl).toBe(
    "/%E4%B8%AD%E6%96%87",
  );
  // Still never another site, however the host is smuggled in.
  for (const evil of ["/\t/evil.example", "/\\\\evil.example", "/%5C%5Cevil.example", "\\/evil.example"])
    expect(new URL(safeReturnUrl(evil), "http://site.test").host).toBe("site.test");
});
