import { describe, expect, it } from "vitest";
import { LoginSchema, RegisterSchema, safeReturnUrl } from "./accounts.ts";
import { fieldErrors } from "./field-errors.ts";

describe("account forms", () => {
  it("keeps return addresses on this site", () => {
    expect(safeReturnUrl("profile/purchase-request-detail")).toBe("/profile/purchase-request-detail");
    expect(safeReturnUrl("/tea/pr/12?ask=true")).toBe("/tea/pr/12?ask=true");
    for (const evil of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/x\u0000y",
      42,
      undefined,
    ]) {
      expect(safeReturnUrl(evil)).toMatch(/^\/(?!\/)/);
      expect(safeReturnUrl(evil)).not.toContain("evil.example/");
    }
    expect(safeReturnUrl("https://evil.example")).toBe("/https://evil.example");
  });
  it("lower-cases and checks e-mail addresses", () => {
    expect(LoginSchema.parse({ email: " Ada@Example.COM ", password: "x" }).email).toBe("ada@example.com");
    const result = LoginSchema.safeParse({ email: "not-an-email", password: "" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ email: "errors.email", password: "errors.required" });
  });
  it("requires matching passwords of 12+ characters and the accepted terms", () => {
    const result = RegisterSchema.safeParse({
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      password: "short",
      passwordConfirm: "other",
    });
    expect(fieldErrors(result.error!)).toMatchObject({
      password: "errors.passwordShort",
      acceptTerms: "errors.acceptTerms",
    });
    const mismatch = RegisterSchema.safeParse({
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      password: "long enough to pass",
      passwordConfirm: "different",
      acceptTerms: "on",
    });
    expect(fieldErrors(mismatch.error!)).toEqual({ passwordConfirm: "errors.passwordMismatch" });
    const eleven = "elevenchars";
    const tooShort = RegisterSchema.safeParse({
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      password: eleven,
      passwordConfirm: eleven,
      acceptTerms: "on",
    });
    expect(fieldErrors(tooShort.error!)).toEqual({ password: "errors.passwordShort" });
  });
});
