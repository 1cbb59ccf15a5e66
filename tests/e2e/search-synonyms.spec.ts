import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

const PASSWORD = "caravan-demo";
// Every word carries a unique token so parallel or repeated runs never meet each other's groups.
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1e6)}`;

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe("search synonyms in the console", () => {
  test("moderators do not see the section and are not let in", SAME_ON_PHONES, async ({ page }) => {
    await signIn(page, "moderator@caravan.test", "/admin");
    const nav = page.getByRole("navigation", { name: "Console sections" });
    await expect(nav.getByRole("link", { name: "SEO records" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Search synonyms" })).toHaveCount(0);
    expect((await page.goto("/admin/search/synonyms"))?.status()).toBe(403);
  });

  test("an admin adds a group, finds it, is told of a clash and of a concurrent edit, and deletes it", async ({
    page,
    context,
  }) => {
    const id = unique();
    const [pallet, skid, crate] = [`pallet${id}`, `skid${id}`, `crate${id}`];
    await signIn(page, "admin@caravan.test", "/admin");
    await page
      .getByRole("navigation", { name: "Console sections" })
      .getByRole("link", { name: "Search synonyms" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Search synonyms" })).toBeVisible();
    // The starter set is there.
    await expect(page.getByText("tişört", { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByRole("link", { name: "New synonym group" }).click();
    // Sent with one word: the form says what is wrong and nothing is saved.
    await page.getByRole("textbox", { name: "Words and phrases" }).fill(pallet);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.locator("#terms-error")).toHaveText("Enter at least 2 words or phrases.");
    await expect(page).toHaveURL(/\/admin\/search\/synonyms\/new$/);

    await page.getByRole("textbox", { name: "Words and phrases" }).fill(`${pallet}\n${skid}`);
    await page.getByRole("combobox", { name: "Language" }).selectOption("en");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/search\/synonyms\?notice=created$/);
    await expect(
      page.getByRole("status").filter({ hasText: "The synonym group has been added." }),
    ).toBeVisible();

    // Found by a part of a word, in capitals.
    await page.getByRole("searchbox", { name: "Word contains" }).fill(`SKID${id}`);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Groups: 1")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: pallet }).first()).toBeVisible();

    // A second group may not take a word the first holds in the same language.
    await page.goto("/admin/search/synonyms/new");
    await page.getByRole("textbox", { name: "Words and phrases" }).fill(`${crate}, ${pallet.toUpperCase()}`);
    await page.getByRole("combobox", { name: "Language" }).selectOption("en");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText(
        `“${pallet.toUpperCase()}” is already in another group for this language: ${pallet}, ${skid}.`,
      ),
    ).toBeVisible();
    await expect(page.locator("#terms-error")).toHaveText(
      "Remove the word that is already in another group.",
    );

    // Two tabs edit the group; the second to save is refused and keeps what was typed.
    await page.goto(`/admin/search/synonyms?q=${id}`);
    await page.getByRole("link", { name: `Edit: ${pallet}, ${skid}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit synonym group" })).toBeVisible();
    const other = await context.newPage();
    await other.goto(page.url());
    await page.getByRole("textbox", { name: "Words and phrases" }).fill(`${pallet}\n${skid}\n${crate}`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The synonym group has been saved." }),
    ).toBeVisible();
    await other.getByRole("textbox", { name: "Words and phrases" }).fill(`${pallet}\nbox${id}`);
    await other.getByRole("button", { name: "Save" }).click();
    await expect(
      other.getByText(
        "Someone else changed this group while you were editing it. Your changes were not saved.",
      ),
    ).toBeVisible();
    await expect(other.getByRole("textbox", { name: "Words and phrases" })).toHaveValue(
      `${pallet}\nbox${id}`,
    );
    await other.getByRole("link", { name: "Show the current version" }).click();
    await expect(other.getByRole("textbox", { name: "Words and phrases" })).toHaveValue(
      `${pallet}\n${skid}\n${crate}`,
    );
    await other.close();

    // Deleted after the confirmation step.
    await page.goto(`/admin/search/synonyms?q=${id}`);
    const card = page.getByRole("listitem").filter({ hasText: crate }).first();
    await card.getByText("Delete", { exact: true }).click();
    await expect(card.getByText(`Delete the group “${pallet}, ${skid}, ${crate}” for good?`)).toBeVisible();
    await card.getByRole("button", { name: /Yes, delete/ }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The synonym group has been deleted." }),
    ).toBeVisible();
    await page.goto(`/admin/search/synonyms?q=${id}`);
    await expect(page.getByText("Groups: 0")).toBeVisible();
    await expect(page.getByText("No groups match. Change the filters or add a group.")).toBeVisible();
  });
});
