import { describe, expect, it } from "vitest";
import { applyRowIntent, filledShape, postedShape, rowIntent } from "./quote-form-shape.ts";
import { withVariation } from "./variation-field.tsx";

describe("the quote form's rows", () => {
  it("counts what a posted form had on screen, blank rows too", () => {
    expect(postedShape({})).toEqual([1]);
    expect(
      postedShape({
        "lines.0.name": "Towel",
        "lines.0.prices.0.from": "",
        "lines.0.prices.3.price": "",
        "lines.2.quantity": "5",
        "lines.99.name": "beyond the limit",
        "lines.0.prices.9.from": "beyond the limit",
      }),
    ).toEqual([4, 3, 3]);
  });

  it("shows stored values up to each line's last price, and the usual rows for a line without one", () => {
    expect(
      filledShape({
        "lines.0.prices.0.from": "100",
        "lines.0.prices.1.from": "1000",
        "lines.0.prices.2.from": "",
        "lines.0.prices.5.price": " ",
        "lines.1.name": "Box",
      }),
    ).toEqual([2, 3]);
  });

  it("adds a line or a price row within the limits, and takes a row out moving the rows below up", () => {
    const values = {
      "lines.0.prices.0.from": "100",
      "lines.0.prices.0.price": "8",
      "lines.0.prices.1.from": "1000",
      "lines.0.prices.1.price": "7",
      "lines.0.prices.2.from": "5000",
      "lines.0.prices.2.price": "6",
    };
    expect(applyRowIntent(values, [3], rowIntent("add-line")!).shape).toEqual([3, 3]);
    expect(applyRowIntent(values, [6], rowIntent("add-price:0")!).shape).toEqual([6]);
    expect(applyRowIntent(values, [3], rowIntent("add-price:4")!).shape).toEqual([3]);
    expect(applyRowIntent(values, Array(20).fill(1), rowIntent("add-line")!).shape).toHaveLength(20);
    expect(applyRowIntent(values, [3], rowIntent("remove-price:0:1")!)).toEqual({
      shape: [2],
      values: {
        "lines.0.prices.0.from": "100",
        "lines.0.prices.0.price": "8",
        "lines.0.prices.1.from": "5000",
        "lines.0.prices.1.price": "6",
      },
    });
    // The last row stays: a line keeps one price row.
    expect(applyRowIntent(values, [1], rowIntent("remove-price:0:0")!).shape).toEqual([1]);
    expect(rowIntent("remove-price:0")).toBeUndefined();
    expect(rowIntent("save")).toBeUndefined();
  });
});

describe("a product's variation chosen into the line's text", () => {
  it("adds, replaces in place or takes out the pair of that name", () => {
    expect(withVariation("", "Colour", "Navy")).toBe("Colour: Navy");
    expect(withVariation("Size: XL", "Colour", "Navy")).toBe("Size: XL; Colour: Navy");
    expect(withVariation("colour: White; Size: XL", "Colour", "Navy")).toBe("Colour: Navy; Size: XL");
    expect(withVariation("Colour: White; Size: XL", "Colour", "")).toBe("Size: XL");
  });
});
