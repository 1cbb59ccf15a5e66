import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors.ts";
import { ID_MAX, IdSchema, idSchema, parseId } from "./id.ts";

describe("the one id schema", () => {
  it("takes an id from 1 to PostgreSQL's 4-byte maximum, as a JSON number or as digits", () => {
    expect(IdSchema.parse(1)).toBe(1);
    expect(IdSchema.parse(ID_MAX)).toBe(2_147_483_647);
    expect(IdSchema.parse("42")).toBe(42);
    expect(IdSchema.parse("2147483647")).toBe(ID_MAX);
  });

  it("refuses what PostgreSQL could not compare with an integer column, and what is not an id", () => {
    for (const bad of [0, -1, 1.5, ID_MAX + 1, 9_999_999_999, Number.NaN, "2147483648", "99999999999"])
      expect(IdSchema.safeParse(bad).success, String(bad)).toBe(false);
    // Only the canonical digits: one address per id, and no surprise from Number("0x10") or Number([5]).
    for (const bad of ["abc", "", " 5", "05", "1e3", "0x10", "+5", "-5", "5.0", "١٢", true, [5], {}, null])
      expect(IdSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it("says required when the id is missing, and the caller's message when it is wrong", () => {
    const missing = IdSchema.safeParse(undefined);
    expect(missing.error?.issues[0]?.message).toBe("errors.required");
    expect(IdSchema.safeParse("").error?.issues[0]?.message).toBe("errors.required");
    expect(IdSchema.safeParse("2147483648").error?.issues[0]?.message).toBe("errors.invalid_data");
    const custom = idSchema("console.merchandising.idInvalid").safeParse(-3);
    expect(fieldErrors(custom.error!)).toEqual({ form: "console.merchandising.idInvalid" });
  });

  it("parses a page's id segment, or gives undefined for a 404", () => {
    expect(parseId("17")).toBe(17);
    expect(parseId("abc")).toBeUndefined();
    expect(parseId("99999999999")).toBeUndefined();
    expect(parseId(undefined)).toBeUndefined();
    expect(parseId(null)).toBeUndefined();
  });
});
