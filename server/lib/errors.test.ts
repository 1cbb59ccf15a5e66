import { describe, expect, it } from "vitest";
import { AppError, describeError, isAppError } from "./errors.ts";

describe("AppError", () => {
  it("is recognised when made by another copy of this module (the sources beside the server bundle)", async () => {
    const other = (await import(
      /* @vite-ignore */ `./errors.ts?copy=${Date.now()}`
    )) as typeof import("./errors.ts");
    expect(other.AppError).not.toBe(AppError);
    const foreign = new other.AppError("overloaded");
    expect(foreign instanceof AppError).toBe(true);
    expect(isAppError(foreign)).toBe(true);
    expect(describeError(foreign)).toMatchObject({ status: 503, code: "overloaded", refusal: true });
    expect(new Error("x") instanceof AppError).toBe(false);
    expect(isAppError({ code: "overloaded" })).toBe(false);
  });

  it("keeps the ordinary test for its subclasses", () => {
    class Narrow extends AppError {}
    expect(new Narrow("conflict") instanceof Narrow).toBe(true);
    expect(new Narrow("conflict") instanceof AppError).toBe(true);
    expect(new AppError("conflict") instanceof Narrow).toBe(false);
  });
});
