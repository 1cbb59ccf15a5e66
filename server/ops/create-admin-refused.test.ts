import { expect, it, vi } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { AppError } from "../lib/errors.ts";
import { CreateAdminError, checkAdminIdentity, createAdminWithPassword } from "./create-admin.ts";

// The accounts service is the authority on new passwords (it may refuse more than the form's
// rules, a common password for instance); stand in for such a refusal here.
vi.mock("../modules/accounts/passwords.service.ts", () => ({
  resetPassword: async () => {
    throw new AppError("invalid_data", "errors.invalid_data", { password: "errors.passwordMismatch" });
  },
}));

describeEachDatabase("create-admin when the accounts service refuses the password", (deps) => {
  it("says why, in words, and leaves no half-made account behind", async () => {
    const identity = checkAdminIdentity({ email: "owner@example.com", firstName: "O", lastName: "W" });
    const attempt = createAdminWithPassword(deps(), identity, "long enough password", "long enough password");
    await expect(attempt).rejects.toBeInstanceOf(CreateAdminError);
    await expect(attempt).rejects.toThrow("The passwords do not match.");
    expect(await deps().db.selectFrom("users").select("id").execute()).toEqual([]);
    expect(await deps().db.selectFrom("user_tokens").select("user_id").execute()).toEqual([]);
  });
});
