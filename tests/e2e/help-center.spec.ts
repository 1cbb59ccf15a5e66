import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

const PASSWORD = "caravan-demo";
// Both projects share one server database: every message carries its own subject.
const unique = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1e6)}`;

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** Whether an e-mail to `to` in the server's .eml outbox mentions `text`. */
function mailedTo(to: string, text: string): boolean {
  const outbox = join(process.env.E2E_DATA_DIR!, "outbox");
  return readdirSync(outbox)
    .filter((name) => name.includes(to))
    .some((name) => readFileSync(join(outbox, name), "utf8").includes(text));
}

async function fillMessage(page: Page, subject: string) {
  await page.getByLabel("Your name").fill("Deniz Kaya");
  await page.getByLabel("E-mail").fill("deniz@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("Please verify our company; the papers are on the way.");
}

const card = (page: Page, subject: string) => page.getByRole("listitem").filter({ hasText: subject });

test.describe("help center", () => {
  test("a visitor writes to the administrators; a moderator archives, restores and deletes the message", async ({
    page,
    browser,
  }) => {
    test.slow(); // a visitor and a moderator in one story
    const subject = `Help ${unique()}`;
    await page.goto("/help-center");
    const form = page.locator('form[data-browser-checks="ready"]');
    await expect(form).toBeAttached();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const send = page.getByRole("button", { name: "Send Message" });

    // Mistakes are shown at once, in the browser, and nothing is sent.
    await send.click();
    for (const field of ["name", "email", "subject", "message"])
      await expect(page.locator(`#${field}-error`)).toHaveText("*Required Field");
    await expect(page.getByLabel("Your name")).toBeFocused();
    await fillMessage(page, subject);
    await page.getByLabel("E-mail").fill("deniz@");
    await page.getByLabel("Message").fill("Hi");
    await send.click();
    await expect(page.locator("#email-error")).toHaveText("Enter a valid e-mail address.");
    await expect(page.locator("#message-error")).toHaveText("This is too short.");
    await expect(page.locator("#name-error")).toHaveCount(0);
    expect(posts).toEqual([]);

    await fillMessage(page, subject);
    await send.click();
    await expect(page.getByText("Thank you, your message has been sent.")).toBeVisible();
    await expect(page.getByText("We will answer you at deniz@example.com.")).toBeVisible();
    expect(mailedTo("admin@caravan.test", subject)).toBe(true);
    await page.getByRole("link", { name: "Write another message" }).click();
    await expect(page.getByLabel("Subject")).toHaveValue("");

    const moderatorContext = await browser.newContext();
    const moderator = await moderatorContext.newPage();
    await signIn(moderator, "moderator@caravan.test", "/admin/help-center");
    await expect(moderator.getByRole("heading", { name: "Help center", level: 1 })).toBeVisible();
    const item = card(moderator, subject);
    await expect(item).toContainText("Deniz Kaya");
    await expect(item.getByRole("link", { name: "deniz@example.com" })).toHaveAttribute(
      "href",
      "mailto:deniz@example.com",
    );
    await expect(item).toContainText("Please verify our company");

    await item.getByRole("button", { name: "Move to archive" }).click();
    await expect(moderator.getByRole("status").filter({ hasText: "Moved to the archive." })).toBeVisible();
    await expect(card(moderator, subject)).toHaveCount(0);

    await moderator.getByRole("link", { name: "Archive", exact: true }).click();
    await expect(moderator).toHaveURL(/view=archive/);
    await card(moderator, subject).getByRole("button", { name: "Take off from archive" }).click();
    await expect(moderator.getByText("Taken off from the archive.")).toBeVisible();
    await expect(card(moderator, subject)).toHaveCount(0);

    await moderator.getByRole("link", { name: "Inbox" }).click();
    const again = card(moderator, subject);
    // Deleting asks first: the confirming button appears only after "Delete".
    await expect(again.getByRole("button", { name: "Yes, delete" })).toBeHidden();
    await again.getByText("Delete", { exact: true }).click();
    await expect(again.getByText("Delete this for good? This cannot be undone.")).toBeVisible();
    await again.getByRole("button", { name: "Yes, delete" }).click();
    await expect(moderator.getByText("Deleted.")).toBeVisible();
    await expect(card(moderator, subject)).toHaveCount(0);
    await moderator.getByRole("link", { name: "Archive", exact: true }).click();
    await expect(card(moderator, subject)).toHaveCount(0);
    await moderatorContext.close();
  });

  test(
    "works without JavaScript: the form, its errors, and the moderator's delete confirmation",
    SAME_ON_PHONES,
    async ({ browser }) => {
      // The plain-post path is the same on phones.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const subject = `No-JS ${unique()}`;
      await page.goto("/contact");
      await page.getByLabel("Subject").fill(subject);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.locator("#name-error")).toHaveText("*Required Field");
      await expect(page.getByLabel("Subject")).toHaveValue(subject);
      await fillMessage(page, subject);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Thank you, your message has been sent.")).toBeVisible();

      await signIn(page, "admin@caravan.test", "/admin/help-center");
      const item = card(page, subject);
      await item.getByText("Delete", { exact: true }).click();
      await item.getByRole("button", { name: "Yes, delete" }).click();
      await expect(page.getByText("Deleted.")).toBeVisible();
      await expect(card(page, subject)).toHaveCount(0);
      await context.close();
    },
  );

  test(
    "a buyer finds the form filled in, but the console and its API are closed to them",
    SAME_ON_PHONES,
    async ({ page, playwright, baseURL }) => {
      await signIn(page, "buyer@caravan.test", "/contact");
      await expect(page.getByLabel("Your name")).toHaveValue("Bora Yılmaz");
      await expect(page.getByLabel("E-mail")).toHaveValue("buyer@caravan.test");

      const response = await page.goto("/admin/help-center");
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "You are not allowed to see this page" })).toBeVisible();

      const calls: [string, string][] = [
        ["GET", "/api/helpcenter/getContactInfoList/0/20"],
        ["GET", "/api/helpcenter/getArchivedContactInfoList/0/20"],
        ["PATCH", "/api/helpcenter/moveIntoArchive/1"],
        ["PATCH", "/api/helpcenter/takeOffFromArchive/1"],
        ["DELETE", "/api/helpcenter/deleteContactInfo/1"],
      ];
      // From the site's own origin, so the refusals below are about the role, not the Origin.
      const headers = { origin: baseURL! };
      const anonymous = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: headers });
      for (const [method, path] of calls) {
        expect(
          (await page.request.fetch(path, { method, headers })).status(),
          `buyer ${method} ${path}`,
        ).toBe(403);
        expect((await anonymous.fetch(path, { method })).status(), `anonymous ${method} ${path}`).toBe(401);
      }
      await anonymous.dispose();
    },
  );
});
