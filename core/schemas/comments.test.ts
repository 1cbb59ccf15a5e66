import { describe, expect, it } from "vitest";
import { CommentFormSchema } from "./comments.ts";
import { fieldErrors } from "./field-errors.ts";

const errorsOf = (values: Record<string, unknown>) => {
  const result = CommentFormSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};

describe("comment form rules", () => {
  it("requires a rating and a text: '*Required Field'", () => {
    expect(errorsOf({})).toEqual({ stars: "errors.required", text: "errors.required" });
    expect(errorsOf({ stars: "", text: "    " })).toEqual({
      stars: "errors.required",
      text: "errors.required",
    });
  });

  it("takes a whole rating from 1 to 5 only", () => {
    for (const stars of ["1", "5"]) expect(errorsOf({ stars, text: "ten chars!" })).toEqual({});
    for (const stars of ["0", "6", "2.5", "abc", "-1"])
      expect(errorsOf({ stars, text: "ten chars!" })).toEqual({ stars: "comments.starsInvalid" });
  });

  it("applies both length rules: more than 3 characters and 10 to 600 after trimming", () => {
    expect(errorsOf({ stars: "3", text: "abc" })).toEqual({ text: "comments.textTooShort" });
    expect(errorsOf({ stars: "3", text: "  123456789  " })).toEqual({ text: "comments.textTooShort" });
    expect(errorsOf({ stars: "3", text: "1234567890" })).toEqual({});
    expect(errorsOf({ stars: "3", text: "x".repeat(600) })).toEqual({});
    expect(errorsOf({ stars: "3", text: "x".repeat(601) })).toEqual({ text: "comments.textTooLong" });
  });

  it("hands the service a number of stars and the trimmed text", () => {
    expect(CommentFormSchema.parse({ stars: "4", text: "  Good value.  " })).toEqual({
      stars: 4,
      text: "Good value.",
    });
  });
});
