import { join } from "node:path";
import { type APIRequestContext, expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const PASSWORD = "caravan-demo";
const FIXTURE = join(import.meta.dirname, "fixtures", "banner.png");
// Desktop and phone share one server database and the tests run side by side: each test works
// on a home page language of its own.
const langFor = (isMobile: boolean) => (isMobile ? "ja" : "de");
// The banner form without JavaScript runs on the desktop alone, on a language of its own.
const NO_SCRIPT_LANG = "fr";
const languageLabel = (isMobile: boolean) => (isMobile ? "Japanese" : "German");
const unique = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1e6)}`;

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/**
 * The descriptions of the banners a language's home page shows, in order, as served to an
 * anonymous visitor (the `request` fixture has no cookies; a tab of the signed-in browser was
 * anonymous there too, its session belonging to the main host), read as written in the HTML. Not
 * in a tab: a tab fetched the page's seventy pictures, several seconds a look on a loaded machine,
 * longer than the whole wait for a change.
 */
async function homeBanners(request: APIRequestContext, lang: string): Promise<string[]> {
  // Node does not resolve "<lang>.localhost" as browsers do: the host goes in the header.
  const response = await request.get("/", { headers: { host: `${lang}.localhost:${port}` } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const start = html.indexOf("data-banner-gallery");
  if (start < 0) return [];
  const gallery = html.slice(start, html.indexOf("</section>", start));
  return [...gallery.matchAll(/<img\b[^>]*?\salt="([^"]*)"/g)].map((match) => match[1]!);
}

// An anonymous visitor's home page may come from the page cache, which follows a change within a
// second: what it shows after a change is looked at again until then (longer on a loaded machine).
const AFTER_A_CHANGE = { timeout: 5_000, intervals: [200, 300, 500] };
const homePageShows = (request: APIRequestContext, lang: string) =>
  expect.poll(() => homeBanners(request, lang), AFTER_A_CHANGE);

test.describe("home page merchandising console", () => {
  test("a moderator adds a banner that reaches the home page, reorders, hides and deletes it", async ({
    page,
    request,
    isMobile,
  }) => {
    const lang = langFor(isMobile);
    const description = `Fair ${unique()}`;
    await signIn(page, "moderator@caravan.test", "/admin/merchandising");
    await expect(page.getByRole("heading", { name: "Home page merchandising" })).toBeVisible();

    // A banner without an image is refused with a translated message, and nothing is saved.
    await page.getByRole("link", { name: "New banner" }).click();
    await page.getByRole("textbox", { name: "Description", exact: true }).fill(description);
    await page.getByRole("textbox", { name: "Link", exact: true }).fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please choose an image.")).toBeVisible();
    await expect(
      page.getByText("Enter a path starting with / or an address starting with http:// or https://."),
    ).toBeVisible();

    await page.locator("#image").setInputFiles(FIXTURE);
    await page.getByRole("textbox", { name: "Link", exact: true }).fill("/textile/ca/002");
    await page.getByRole("combobox", { name: "Language", exact: true }).selectOption(lang);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/merchandising\\?lang=${lang}&saved=1$`));
    await expect(page.getByRole("status").getByText("Saved.")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: description });
    await expect(row).toBeVisible();
    await expect(row.getByText(languageLabel(isMobile))).toBeVisible();

    // On that language's home page at once, last; the uploaded image and its phone variant load.
    await homePageShows(request, lang).toContain(description);
    const before = await homeBanners(request, lang);
    expect(before.at(-1)).toBe(description);
    expect(await homeBanners(request, lang === "de" ? "ja" : "de")).not.toContain(description);
    const src = await row.locator("img").getAttribute("src");
    expect(src).toMatch(/^\/media\/uploads\/[0-9a-f]{32}_800x200\.jpg$/);
    for (const url of [src!, src!.replace("_800x200", "")]) {
      const image = await page.request.get(url);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/jpeg");
    }

    // One step up: the home page follows, and focus stays on the button for the next press.
    await row.getByRole("button", { name: `Move ${description} up` }).click();
    await expect(page.getByRole("status").getByText("Moved.")).toBeVisible();
    await expect(page.getByRole("button", { name: `Move ${description} up` })).toBeFocused();
    await expect
      .poll(async () => (await homeBanners(request, lang)).indexOf(description), AFTER_A_CHANGE)
      .toBe(before.length - 2);

    // Hidden: gone from the home page; shown again: back.
    await row.getByRole("button", { name: `Hide: ${description}` }).click();
    await expect(
      page.getByRole("status").getByText("The banner is hidden from the home page."),
    ).toBeVisible();
    await homePageShows(request, lang).not.toContain(description);
    await row.getByRole("button", { name: `Show: ${description}` }).click();
    await expect(page.getByRole("status").getByText("The banner is shown on the home page.")).toBeVisible();
    await homePageShows(request, lang).toContain(description);

    // Deleting asks first; confirmed, the banner leaves the console and the home page.
    await row.getByText("Delete", { exact: true }).click();
    await row.getByRole("button", { name: `Confirm: Delete ${description}` }).click();
    await expect(page.getByRole("status").getByText("The banner was deleted.")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: description })).toHaveCount(0);
    await homePageShows(request, lang).toEqual(before.slice(0, -1));
  });

  test("the banner form keeps working without JavaScript", SAME_ON_PHONES, async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const lang = NO_SCRIPT_LANG;
    const description = `No script ${unique()}`;
    await page.goto("/login?returnUrl=%2Fadmin%2Fmerchandising%2Fbanners%2Fnew");
    await page.getByLabel("E-mail").fill("moderator@caravan.test");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator("#image").setInputFiles(FIXTURE);
    await page.getByRole("textbox", { name: "Description", exact: true }).fill(description);
    await page.getByRole("textbox", { name: "Link", exact: true }).fill("https://fair.example/2026");
    await page.getByRole("combobox", { name: "Language", exact: true }).selectOption(lang);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/merchandising\\?lang=${lang}&saved=1$`));
    await homePageShows(request, lang).toContain(description);
    const row = page.getByRole("listitem").filter({ hasText: description });
    await row.getByText("Delete", { exact: true }).click();
    await row.getByRole("button", { name: `Confirm: Delete ${description}` }).click();
    await expect(page.getByText("The banner was deleted.")).toBeVisible();
    await homePageShows(request, lang).not.toContain(description);
    await context.close();
  });

  test("a buyer is refused the console", SAME_ON_PHONES, async ({ page, baseURL }) => {
    await signIn(page, "buyer@caravan.test", "/");
    const response = await page.goto("/admin/merchandising");
    expect(response?.status()).toBe(403);
    const post = await page.request.post("/admin/merchandising/sponsors", {
      headers: { origin: baseURL! },
      form: { intent: "remove", id: "1" },
    });
    expect(post.status()).toBe(403);
  });
});
