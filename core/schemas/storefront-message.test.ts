import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors.ts";
import { StorefrontMessageSchema } from "./storefront-message.ts";

const valid = {
  requestUserName: "Al",
  requestCompany: "",
  requestUserPhone: "12345",
  requestUserMail: "a@b.co",
  subject: "Hi",
  requestDetails: "Hello!",
};
const errorsOf = (values: Record<string, string>) => {
  const result = StorefrontMessageSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};

describe("storefront message rules", () => {
  it("accepts the shortest valid message and the longest", () => {
    expect(errorsOf(valid)).toEqual({});
    expect(
      errorsOf({
        ...valid,
        requestUserName: "n".repeat(25),
        requestCompany: "c".repeat(30),
        subject: "s".repeat(25),
        requestDetails: "m".repeat(8000),
      }),
    ).toEqual({});
  });

  it("flags every failing field with its reason", () => {
    expect(
      errorsOf({
        requestUserName: "A",
        requestCompany: "c".repeat(31),
        requestUserPhone: "1234",
        requestUserMail: "ab@c",
        subject: "s".repeat(26),
        requestDetails: "short",
      }),
    ).toEqual({
      requestUserName: "errors.tooShort",
      requestCompany: "errors.tooLong",
      requestUserPhone: "errors.tooShort",
      requestUserMail: "errors.email",
      subject: "errors.tooLong",
      requestDetails: "errors.tooShort",
    });
    expect(errorsOf({ ...valid, requestDetails: "m".repeat(8001) })).toEqual({
      requestDetails: "errors.tooLong",
    });
    expect(errorsOf({ ...valid, requestUserPhone: "call me maybe" })).toEqual({
      requestUserPhone: "errors.phone",
    });
    expect(errorsOf({ ...valid, requestUserMail: "a@b" })).toEqual({ requestUserMail: "errors.tooShort" });
    expect(errorsOf({ ...valid, requestUserName: "   " })).toEqual({ requestUserName: "errors.required" });
    expect(errorsOf({})).toMatchObject({
      requestUserName: "errors.required",
      requestDetails: "errors.required",
    });
  });
});
