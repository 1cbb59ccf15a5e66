import { expect, SAME_ON_PHONES, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const on = (lang: string, path = "/") => `http://${lang}.localhost:${port}${path}`;

test.describe("the front door in three languages", () => {
  test("English home page from the database", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("suppliers");
    await expect(page.getByRole("link", { name: "Food & Beverage" }).first()).toBeVisible();
    const recommended = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Recommended Products" }) });
    await expect(recommended.locator("article")).toHaveCount(12);
  });

  test("Turkish on tr.localhost", async ({ page }) => {
    await page.goto(on("tr"));
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(
      page
        .getByRole("link", { name: "Giriş yap" })
        .or(page.getByRole("link", { name: /Giriş/ }))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Gıda ve İçecek" }).first()).toBeVisible();
  });

  test("Arabic right to left on ar.localhost", async ({ page }) => {
    await page.goto(on("ar"));
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    expect(title).toMatch(/[\u0600-\u06FF]/);
  });

  test("fits a 360 px screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const url of ["/", on("ar"), "/login", "/register"]) {
      await page.goto(url);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });

  test("the language switch keeps the page", SAME_ON_PHONES, async ({ page }) => {
    // Same markup on phones.
    await page.goto("/login");
    await page.locator("summary").filter({ hasText: "Language: English" }).click();
    await page.getByRole("link", { name: "Türkçe" }).click();
    await expect(page).toHaveURL(on("tr", "/login"));
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  });
});

test.describe("accounts", () => {
  test("a demo buyer signs in and out", async ({ page, isMobile }) => {
    await page.goto("/login?returnUrl=%2Fprofile");
    await page.getByLabel("E-mail").fill("buyer@caravan.test");
    await page.getByLabel("Password").fill("caravan-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("buyer@caravan.test")).toBeVisible();
    // The header leads back to the account page on any screen size.
    await page.goto("/");
    await page.getByRole("link", { name: isMobile ? "My account" : "Hello, Bora" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login\?loggedOut=1$/);
    await expect(page.getByText("You have been logged out successfully.")).toBeVisible();
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile$/);
  });

  test("a wrong password shows a translated error and keeps the e-mail", SAME_ON_PHONES, async ({ page }) => {
    await page.goto(on("tr", "/login"));
    await page.locator("#email").fill("buyer@caravan.test");
    await page.locator("#password").fill("not-the-password");
    await page.locator("form[method=post] button[type=submit]").click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("alert")).not.toContainText("The e-mail address or password is not correct.");
    await expect(page.locator("#email")).toHaveValue("buyer@caravan.test");
  });

  test(
    "registration validates in the browser, then creates the account and signs in",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto("/register");
      // Moving focus to the first bad field is the page's script: submit once the page is hydrated
      // (before that the form posts and the server answers the same errors without focus).
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.locator("#firstName-error")).toHaveText("*Required Field");
      await expect(page.locator("#firstName")).toBeFocused();
      const email = `new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      await page.locator("#firstName").fill("Deniz");
      await page.locator("#lastName").fill("Kaya");
      await page.locator("#email").fill(email);
      await page.locator("#password").fill("long enough pw");
      await page.locator("#passwordConfirm").fill("long enough pw");
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(/\/confirmation\?registered=1$/);
      await expect(page.getByText(email)).toBeVisible();
      // Signed in: the header offers Sign out (the greeting is hidden on phones for space).
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    },
  );
});

test.describe("errors", () => {
  test("an unknown path shows the 404 page with status 404", SAME_ON_PHONES, async ({ page }) => {
    const response = await page.goto("/no/such/page/here");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("SORRY")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "The Page You Are Looking For Was Not Found" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/profile");
  });
});

test.describe("bad input never causes a 500", () => {
  test(
    "malformed paths, tokens and bodies answer 4xx or a sane page",
    SAME_ON_PHONES,
    async ({ request, baseURL }) => {
      // Server behaviour, once is enough.
      for (const path of [
        "/%E0%A4%A",
        "/%",
        "/..%2f..%2fetc%2fpasswd",
        "/resetPassword/%00%ff",
        "/confirmation?token=%ff",
        "/media/demo/product/020-1_9999x9999.jpg",
        "/media/demo/logo/..%2f..%2fx.png",
        "/api/%ff",
      ]) {
        const res = await request.get(path, { maxRedirects: 0 });
        expect(res.status(), path).toBeLessThan(500);
      }
      const garbage = await request.post("/login", {
        headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
        data: Buffer.from([0xff, 0xfe, 0x25, 0x25]),
      });
      expect(garbage.status()).toBe(400);
      const json = await request.post("/api/auth/login", {
        headers: { origin: baseURL! },
        data: { email: `${"a".repeat(100_000)}@x.com`, password: "x" },
      });
      expect(json.status()).toBe(400);
      expect((await json.json()).error.code).toBe("invalid_data");
    },
  );

  test("a return address never leaves the site", SAME_ON_PHONES, async ({ page }) => {
    // Same on phones.
    await page.goto("/login?returnUrl=%2F%2Fevil.example%2Fphish");
    await page.getByLabel("E-mail").fill("buyer@caravan.test");
    await page.getByLabel("Password").fill("caravan-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`http://localhost:${port}/`);
  });
});
