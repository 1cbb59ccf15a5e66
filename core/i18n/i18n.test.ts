import { describe, expect, it } from "vitest";
import { createTranslator } from "./i18n.ts";

describe("translator", () => {
  const t = createTranslator(
    { home: { title: "Startseite", greet: "Hallo {{name}}, {{ count }} neu", onlyHere: "x" } },
    { home: { title: "Home", missing: "From English" } },
  );

  it("looks keys up by path and fills placeholders, keeping unknown ones", () => {
    expect(t("home.title")).toBe("Startseite");
    expect(t("home.greet", { name: "Ada", count: 3 })).toBe("Hallo Ada, 3 neu");
    expect(t("home.greet", { name: "Ada" })).toBe("Hallo Ada, {{ count }} neu");
  });

  it("falls back to English, then the default text, then the key", () => {
    expect(t("home.missing")).toBe("From English");
    expect(t("home.nothing", { defaultValue: "Default" })).toBe("Default");
    expect(t("home.nothing", "Short default")).toBe("Short default");
    expect(t("home.nothing")).toBe("home.nothing");
    // A path to an object, or through inherited properties, is not a text.
    expect(t("home")).toBe("home");
    expect(t("home.title.length")).toBe("home.title.length");
    expect(t("constructor")).toBe("constructor");
  });
});
