import { describe, expect, it } from "vitest";
import { applyFormat } from "./format-toolbar.tsx";

describe("the description's formatting buttons", () => {
  it("wrap the selection in the format's tags and put the caret after them", () => {
    expect(applyFormat("a soft towel", 2, 6, "bold")).toEqual({
      text: "a <strong>soft</strong> towel",
      caret: 23,
    });
    expect(applyFormat("Care", 0, 4, "heading").text).toBe("<h3>Care</h3>");
  });

  it("make each selected line an item of a list, skipping blank lines", () => {
    expect(applyFormat("Cotton\n\nWashable", 0, 16, "list").text).toBe(
      "<ul>\n  <li>Cotton</li>\n  <li>Washable</li>\n</ul>",
    );
  });
});
