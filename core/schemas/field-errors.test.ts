import { expect, it } from "vitest";
import { nulFieldErrors } from "./field-errors.ts";

it("names the field whose text (or key), at any depth, holds a NUL character", () => {
  expect(nulFieldErrors({ name: "Bora", message: "hi\u0000" })).toEqual({ message: "errors.invalid_data" });
  expect(nulFieldErrors({ search: { kind: "f", key: "a\u0000" } })).toEqual({
    search: "errors.invalid_data",
  });
  expect(nulFieldErrors([{ productId: 1, note: "\u0000" }])).toEqual({ note: "errors.invalid_data" });
  expect(nulFieldErrors({ "a\u0000": 1 })).toEqual({ "a\u0000": "errors.invalid_data" });
  expect(nulFieldErrors("\u0000")).toEqual({ form: "errors.invalid_data" });
  expect(nulFieldErrors({ name: "Bora", tags: ["a", "b"], n: 3, none: null })).toBeUndefined();
});
