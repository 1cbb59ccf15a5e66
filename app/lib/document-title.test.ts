import { describe, expect, it } from "vitest";
import { documentTitle } from "./document-title.ts";

describe("documentTitle", () => {
  it("adds the site's name once after the page's title", () => {
    expect(documentTitle("Food & Beverage", "Caravan")).toBe("Food & Beverage · Caravan");
    expect(documentTitle(["Green tea", "Ege Foods"], "Caravan")).toBe("Green tea · Ege Foods · Caravan");
  });
  it("does not name the site twice when an editor's title names it already", () => {
    expect(documentTitle("Food & Beverage · Caravan", "Caravan")).toBe("Food & Beverage · Caravan");
    expect(documentTitle("Food & Beverage | caravan", "Caravan")).toBe("Food & Beverage | caravan");
    expect(documentTitle("Caravan: wholesale tea", "Caravan")).toBe("Caravan: wholesale tea");
    expect(documentTitle("Caravan", "Caravan")).toBe("Caravan");
    expect(documentTitle("About Caravan", "Caravan")).toBe("About Caravan");
  });
  it("tells the site's name from other names that contain it", () => {
    expect(documentTitle(["Teas", "Caravan Foods Ltd."], "Caravan")).toBe(
      "Teas · Caravan Foods Ltd. · Caravan",
    );
    expect(documentTitle("Caravanserai rugs", "Caravan")).toBe("Caravanserai rugs · Caravan");
    expect(documentTitle("Caravan rugs", "Caravan")).toBe("Caravan rugs · Caravan");
  });
  it("leaves out empty parts, and is the site's name alone when nothing else is known", () => {
    expect(documentTitle(["", null, " Tea "], "Caravan")).toBe("Tea · Caravan");
    expect(documentTitle("", "Caravan")).toBe("Caravan");
  });
});
