import { linkMailedTo } from "./fixtures/accounts.ts";
import { expect, SAME_ON_PHONES, test } from "./support/test.ts";

test(
  "register, confirm the e-mail address, forget the password and reset it",
  SAME_ON_PHONES,
  async ({ page }) => {
    // One run of the mail flow is enough.
    const email = `mail-${Date.now()}@example.com`;
    await page.goto("/register");
    await page.locator("#firstName").fill("Leyla");
    await page.locator("#lastName").fill("Aydın");
    await page.locator("#email").fill(email);
    await page.locator("#password").fill("first password");
    await page.locator("#passwordConfirm").fill("first password");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/confirmation\?registered=1$/);

    const confirm = new URL(await linkMailedTo(email, "/confirmation\\?token="));
    await page.goto(`${confirm.pathname}${confirm.search}`);
    await expect(page.getByText("Your e-mail address is confirmed. Thank you!")).toBeVisible();
    await page.goto(`${confirm.pathname}${confirm.search}`);
    await expect(page.getByText("This confirmation link is invalid or has expired.")).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    // The address is isolated (bidi marks) so it reads whole on right-to-left pages.
    await expect(page.getByText(`If an account exists for \u2068${email}\u2069`)).toBeVisible();

    const reset = new URL(await linkMailedTo(email, "/resetPassword/"));
    await page.goto(reset.pathname);
    await page.locator("#password").fill("second password");
    await page.locator("#passwordConfirm").fill("different");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.locator("#passwordConfirm-error")).toHaveText("The passwords do not match.");
    await page.locator("#passwordConfirm").fill("second password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();

    await page.goto("/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("second password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  },
);
