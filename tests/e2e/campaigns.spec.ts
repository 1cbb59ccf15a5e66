import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

// Every list, address and campaign carries a unique tag, so the desktop and phone projects
// share the one server database without meeting.
const PASSWORD = "caravan-demo";
const port = Number(process.env.E2E_PORT ?? 3456);
const unique = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1e6)}`;

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

const unsubscribePath = (link: Record<string, string>) =>
  `/campaign/unsubscribe?${new URLSearchParams(link)}`;

test.describe("campaigns and unsubscribe", () => {
  test(
    "a moderator builds a list from CSV and a campaign; its member unsubscribes",
    SAME_ON_PHONES,
    async ({ page }) => {
      test.slow(); // a console story and the public page in one
      const tag = unique();
      const listName = `Fair visitors ${tag}`;
      const campaignName = `Spring fair ${tag}`;
      const first = `first-${tag}@example.com`;
      const second = `second-${tag}@example.com`;
      await signIn(page, "moderator@caravan.test", "/admin/campaigns");
      await expect(page).toHaveURL(/\/admin\/campaigns$/);

      await page.getByLabel("New list name").fill(`${listName} draft`);
      await page.getByRole("button", { name: "Create list" }).click();
      // Every list row has its own rename form; its field is tied to its own label.
      await page.getByLabel(`Rename ${listName} draft`).click();
      const rename = page.locator("details[open]");
      await rename.getByLabel("List name").fill(listName);
      await rename.getByRole("button", { name: "Save" }).click();
      await expect(rename.getByText("Saved.")).toBeVisible();
      await page.getByRole("link", { name: listName, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: listName })).toBeVisible();
      const listId = new URL(page.url()).pathname.split("/").pop()!;

      const csv = `email,name\n${first},Ayşe Kaya\nnot-an-address,Broken\n${second}\n`;
      await page.getByLabel("CSV file", { exact: true }).setInputFiles({
        name: "members.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csv),
      });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expect(page.getByText("4 of 4 lines read")).toBeVisible();
      const report = page.getByTestId("import-report");
      await expect(report).toContainText("Added: 2. Rejected lines: 1.");
      await expect(report.getByRole("row", { name: "3 Not a valid e-mail address" })).toBeVisible();
      const member = page.getByRole("listitem").filter({ hasText: first });
      await expect(member).toContainText("Ayşe Kaya");
      await expect(member).toContainText("Subscribed");
      await expect(page.getByRole("listitem").filter({ hasText: second })).toBeVisible();
      const contactId = await member.locator('input[name="id"]').getAttribute("value");

      await page.getByRole("link", { name: "Back to campaigns" }).click();
      await page.getByRole("link", { name: "New campaign" }).click();
      await page.getByLabel("Campaign name").fill(campaignName);
      await page.getByLabel("E-mail subject").fill("Meet us in Izmir");
      await page.getByLabel("Contact list").selectOption({ label: listName });
      await page.getByLabel("E-mail body (HTML)").fill("<p>Visit our stand.</p>");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page).toHaveURL(/\/admin\/campaigns\?saved=1$/);
      await expect(page.getByText("Saved.")).toBeVisible();
      const editHref = await page.getByRole("link", { name: `Edit ${campaignName}` }).getAttribute("href");
      const campaignId = editHref!.split("/").pop()!;

      const link = { cid: contactId!, campid: campaignId, clid: listId, email: first };
      await page.goto(unsubscribePath(link));
      await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
      await expect(page.getByText(`“${listName}”`)).toBeVisible();
      await page.getByRole("button", { name: "Yes, unsubscribe" }).click();
      await expect(page.getByText("You are unsubscribed.")).toBeVisible();

      // A forged link (another member's address) fails with 'The unsubscription failed.' and changes nothing.
      await page.goto(unsubscribePath({ ...link, email: second }));
      await page.getByRole("button", { name: "Yes, unsubscribe" }).click();
      await expect(page.getByText("The unsubscription failed.")).toBeVisible();

      await page.goto(`/admin/campaigns/lists/${listId}`);
      await expect(page.getByRole("listitem").filter({ hasText: first })).toContainText("Unsubscribed");
      await expect(page.getByRole("listitem").filter({ hasText: second })).toContainText("Subscribed");
      await page.goto("/admin/campaigns");
      const lists = page.getByRole("region", { name: "Contact lists" });
      await expect(lists.getByRole("listitem").filter({ hasText: listName })).toContainText(
        "2 members, 1 unsubscribed",
      );
    },
  );

  test("a buyer is refused the console", SAME_ON_PHONES, async ({ page }) => {
    await signIn(page, "buyer@caravan.test", "/");
    const response = await page.goto("/admin/campaigns");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "You are not allowed to see this page" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a forged unsubscribe link shows the failure, also in Arabic from right to left", async ({
      page,
    }) => {
      const link = { cid: "999999", campid: "1", clid: "1", email: `nobody-${unique()}@example.com` };
      await page.goto(unsubscribePath(link));
      await page.getByRole("button", { name: "Yes, unsubscribe" }).click();
      await expect(page.getByText("The unsubscription failed.")).toBeVisible();

      await page.goto(`http://ar.localhost:${port}${unsubscribePath(link)}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.getByRole("button", { name: "نعم، ألغِ الاشتراك" }).click();
      await expect(page.getByText("فشل إلغاء الاشتراك.")).toBeVisible();
    });
  });
});
