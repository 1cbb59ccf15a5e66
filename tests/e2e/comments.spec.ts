import { registerBuyer as registerAccount } from "./fixtures/accounts.ts";
import {
  type APIRequestContext,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  SAME_ON_PHONES,
  test,
} from "./support/test.ts";

// Products 20–39 belong to these tests: 20–29 on desktop, 30–39 on the phone, so both projects
// run side by side on the one server database without meeting.
const productFor = (isMobile: boolean, n: number) => (isMobile ? 30 : 20) + n;
const tabOf = (id: number) => `/x/pr/${id}?tab=comments`;
const PASSWORD = "caravan-demo";
const unique = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1e6)}`;

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** A new buyer account with a confirmed address (commenting needs one), signed in on `page`. */
async function registerBuyer(page: Page, firstName: string) {
  await registerAccount(page, { firstName, lastName: "Tester", email: `comments-${unique()}@example.com` });
}

/** An API client signed in as a demo account. */
async function apiAs(playwright: PlaywrightWorkerArgs["playwright"], email: string, baseURL: string) {
  // State changes must carry the site's own Origin (server/http/origin-check.ts), as a browser's do.
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await api.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return api;
}

async function approve(moderator: APIRequestContext, text: string) {
  const pending = await moderator.get("/api/comment/list?approve=false");
  expect(pending.status()).toBe(200);
  const found = (await pending.json()).comments.find((c: { text: string }) => c.text === text);
  expect(found).toBeTruthy();
  const approved = await moderator.put(`/api/comment/approve/${found._id}`, { data: { approve: true } });
  expect(approved.status()).toBe(200);
  return found._id as number;
}

const tabs = (page: Page) => page.locator("#product-tabs");
const commentItem = (page: Page, text: string) => tabs(page).getByRole("listitem").filter({ hasText: text });

test.describe("comments and ratings", () => {
  test("anonymous visitors see the rating and a sign-in prompt that comes back to the tab", async ({
    page,
    isMobile,
  }) => {
    await page.goto(tabOf(productFor(isMobile, 0)));
    const path = new URL(page.url()).pathname;
    await expect(tabs(page).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/login?returnUrl=${encodeURIComponent(`${path}?tab=comments`)}`,
    );
    await expect(tabs(page).locator("textarea")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Comments: 0" })).toBeVisible();
    await tabs(page).getByRole("link", { name: "Sign in" }).click();
    await page.getByLabel("E-mail").fill("buyer@caravan.test");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?tab=comments$`));
    await expect(tabs(page).getByRole("button", { name: "Post Comment" })).toBeVisible();
  });

  test("anonymous visitors read the approved comments, the average and the distribution", async ({
    page,
    playwright,
    baseURL,
    isMobile,
  }) => {
    const product = productFor(isMobile, 4);
    const author = await apiAs(playwright, "buyer@caravan.test", baseURL!);
    const approvedText = `Sturdy and well finished ${unique()}`;
    const pendingText = `Not approved yet ${unique()}`;
    for (const [stars, text] of [
      [4, approvedText],
      [2, pendingText],
    ] as const) {
      const created = await author.post("/api/comment", {
        data: { productID: product, stars, text },
      });
      expect(created.status()).toBe(201);
    }
    const moderator = await apiAs(playwright, "moderator@caravan.test", baseURL!);
    await approve(moderator, approvedText);

    await page.goto(tabOf(product));
    await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
    await expect(commentItem(page, approvedText)).toBeVisible();
    await expect(commentItem(page, approvedText)).toContainText("Bora Y.");
    await expect(commentItem(page, approvedText).getByRole("button", { name: "Delete" })).toHaveCount(0);
    await expect(commentItem(page, pendingText)).toHaveCount(0);
    await expect(tabs(page).getByRole("heading", { name: "Average rating" })).toBeVisible();
    await expect(tabs(page).getByText("4 out of 5").first()).toBeAttached();
    await expect(tabs(page).locator("li", { hasText: "100%" })).toHaveCount(1);
    // Writing still needs an account: a prompt in the form's place.
    await expect(tabs(page).locator("textarea")).toHaveCount(0);
    await expect(tabs(page).getByText("Sign in to rate this product and write a comment.")).toBeVisible();
    await expect(tabs(page).getByRole("link", { name: "Sign in" })).toBeVisible();
    await author.dispose();
    await moderator.dispose();
  });

  test(
    "a post is checked, waits for approval seen by its author only, then counts for everybody",
    SAME_ON_PHONES,
    async ({ page, browser, playwright, baseURL, isMobile }) => {
      test.slow(); // two users, a moderator and five posts in one story
      const product = productFor(isMobile, 1);
      await registerBuyer(page, "Aylin");
      await page.goto(tabOf(product));
      // The form's checks (loaded with the tab) run in the browser: mistakes never reach the server.
      await expect(tabs(page).locator('form[data-browser-checks="ready"]')).toBeAttached();
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().includes(`/pr/${product}`))
          posts.push(request.url());
      });
      const post = tabs(page).getByRole("button", { name: "Post Comment" });

      await post.click();
      await expect(page.locator("#comment-stars-error")).toHaveText("*Required Field");
      await expect(page.locator("#comment-text-error")).toHaveText("*Required Field");
      await expect(page.getByText("Error Message")).toBeVisible();
      await expect(page.getByText("Invalid Message")).toBeVisible();

      await tabs(page).getByRole("radio", { name: "Good", exact: true }).check();
      await page.getByLabel("Your comment").fill("short");
      await post.click();
      await expect(page.locator("#comment-stars-error")).toHaveCount(0);
      await expect(page.locator("#comment-text-error")).toHaveText("Please write at least 10 characters.");
      await expect(page.getByLabel("Your comment")).toBeFocused();
      expect(posts).toEqual([]);

      const text = `Solid chickpeas, clean and well sorted ${unique()}`;
      await page.getByLabel("Your comment").fill(text);
      await post.click();
      await expect(page.getByText("Your message has been delivered")).toBeVisible();
      await expect(page.getByText("Success!")).toBeVisible();
      await expect(commentItem(page, text)).toContainText("Awaiting approval");
      await expect(commentItem(page, text)).toContainText("Aylin T.");
      // One second later the form is empty again, with no error flags.
      await expect(page.getByLabel("Your comment")).toHaveValue("");
      await expect(tabs(page).getByRole("radio", { checked: true })).toHaveCount(0);
      await expect(page.locator("#comment-text-error")).toHaveCount(0);

      const otherContext = await browser.newContext();
      const other = await otherContext.newPage();
      await signIn(other, "supplier@caravan.test", tabOf(product));
      await expect(tabs(other).getByText("No comments yet.")).toBeVisible();
      await expect(commentItem(other, text)).toHaveCount(0);

      const moderator = await apiAs(playwright, "moderator@caravan.test", baseURL!);
      await approve(moderator, text);

      await other.reload();
      await expect(commentItem(other, text)).toBeVisible();
      await expect(commentItem(other, text)).not.toContainText("Awaiting approval");
      await expect(commentItem(other, text).getByRole("button", { name: "Delete" })).toHaveCount(0);
      await expect(other.getByRole("link", { name: "Comments: 1" })).toBeVisible();
      await expect(other.getByText("4 out of 5").first()).toBeAttached();
      await expect(tabs(other).getByRole("listitem").filter({ hasText: "Good" }).first()).toBeVisible();
      await expect(tabs(other).locator("li", { hasText: "100%" })).toHaveCount(1);
      await otherContext.close();
      await moderator.dispose();
    },
  );

  test(
    "an author deletes their own comment; another's is 'Comment is not yours' (API and form)",
    SAME_ON_PHONES,
    async ({ page, playwright, baseURL, isMobile }) => {
      const product = productFor(isMobile, 2);
      const author = await apiAs(playwright, "buyer@caravan.test", baseURL!);
      const theirs = `Arrived on time, fair price ${unique()}`;
      const created = await author.post("/api/comment", {
        data: { productID: product, stars: 5, text: theirs },
      });
      expect(created.status()).toBe(201);
      const theirId = (await created.json())._id as number;
      const moderator = await apiAs(playwright, "moderator@caravan.test", baseURL!);
      await approve(moderator, theirs);

      const intruder = await apiAs(playwright, "supplier@caravan.test", baseURL!);
      const denied = await intruder.delete(`/api/comment/${theirId}`);
      expect(denied.status()).toBe(403);
      expect((await denied.json()).error.message).toBe("Comment is not yours");

      await signIn(page, "supplier@caravan.test", tabOf(product));
      await expect(commentItem(page, theirs)).toBeVisible();
      await expect(commentItem(page, theirs).getByRole("button", { name: "Delete" })).toHaveCount(0);
      const mine = `My own note on this product ${unique()}`;
      await tabs(page).getByRole("radio", { name: "Medium", exact: true }).check();
      await page.getByLabel("Your comment").fill(mine);
      await tabs(page).getByRole("button", { name: "Post Comment" }).click();
      const own = commentItem(page, mine);
      await expect(own.getByRole("button", { name: "Delete" })).toBeVisible();

      // A forged post: the own comment's Delete form aimed at the other user's comment.
      await own.locator('input[name="id"]').evaluate((input, id) => {
        (input as HTMLInputElement).value = String(id);
      }, theirId);
      await own.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Comment is not yours")).toBeVisible();
      await expect(commentItem(page, theirs)).toBeVisible();

      await page.reload();
      await commentItem(page, mine).getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Your message has been deleted")).toBeVisible();
      await expect(commentItem(page, mine)).toHaveCount(0);
      await expect(commentItem(page, theirs)).toBeVisible();
      for (const api of [author, moderator, intruder]) await api.dispose();
    },
  );

  test(
    "without JavaScript the form posts, shows its errors and notices, and deletes",
    SAME_ON_PHONES,
    async ({ browser, isMobile }) => {
      // The plain-post path is the same on phones.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const product = productFor(isMobile, 3);
      await signIn(page, "admin@caravan.test", tabOf(product));
      await expect(page).toHaveURL(/\?tab=comments$/);
      await tabs(page).getByRole("button", { name: "Post Comment" }).click();
      await expect(page.locator("#comment-stars-error")).toHaveText("*Required Field");
      await expect(page.locator("#comment-text-error")).toHaveText("*Required Field");
      await expect(page.getByText("Invalid Message")).toBeVisible();

      const text = `Posted without scripts ${unique()}`;
      await tabs(page).getByRole("radio", { name: "Very Good" }).check();
      await page.getByLabel("Your comment").fill(text);
      await tabs(page).getByRole("button", { name: "Post Comment" }).click();
      await expect(page.getByText("Your message has been delivered")).toBeVisible();
      await expect(commentItem(page, text)).toContainText("Awaiting approval");
      await expect(page.getByLabel("Your comment")).toHaveValue("");

      await commentItem(page, text).getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Your message has been deleted")).toBeVisible();
      await expect(commentItem(page, text)).toHaveCount(0);
      await context.close();
    },
  );
});
