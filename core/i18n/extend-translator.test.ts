import { expect, it } from "vitest";
import { createTranslator, extendTranslator } from "./i18n.ts";

it("answers its own keys with placeholders filled, and leaves the rest to the site's t", () => {
  const site = createTranslator({ errorPage: { home: "Home" }, pager: { page: "Page {{page}}" } });
  const t = extendTranslator({ "console.count": "Comments: {{count}}", "console.title": "Console" }, site);
  expect(t("console.title")).toBe("Console");
  expect(t("console.count", { count: 3 })).toBe("Comments: 3");
  expect(t("console.count", { other: 1 })).toBe("Comments: {{count}}");
  expect(t("pager.page", { page: 2 })).toBe("Page 2");
  expect(t("errorPage.home")).toBe("Home");
  expect(t("console.missing", "Fallback")).toBe("Fallback");
  // Keys are looked up as they are, never through the prototype.
  expect(t("constructor")).toBe("constructor");
});
