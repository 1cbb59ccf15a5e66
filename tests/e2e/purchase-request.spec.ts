import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

// Products 60–79 are this file's: each test uses its own, so tests and projects run side by side.
const dataDir = process.env.E2E_DATA_DIR!;

/** The server's database, read-only, as the supplier's deal list would read it. */
function query<T>(sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(join(dataDir, "caravan.sqlite"), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

async function signIn(page: Page, returnTo: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill("buyer@caravan.test");
  await page.getByLabel("Password").fill("caravan-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** The browser's own calendar day, as the date field wants it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });

test.describe("purchase request on the product page", () => {
  test(
    "a visitor is asked to sign in and comes back to the request tab",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto("/x/pr/60?tab=request");
      const path = new URL(page.url()).pathname; // the canonical address
      const section = page.locator("#purchase-request");
      await expect(section.locator("form")).toHaveCount(0);
      const signIn = section.getByRole("link", { name: "Sign in" });
      await expect(signIn).toHaveAttribute(
        "href",
        `/login?returnUrl=${encodeURIComponent(`${path}?tab=request`)}`,
      );
      await signIn.click();
      await page.getByLabel("E-mail").fill("buyer@caravan.test");
      await page.getByLabel("Password").fill("caravan-demo");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${path}?tab=request`);
      await expect(section.getByLabel("Company name")).toHaveValue("Bosphorus Retail Ltd.");
    },
  );

  test("a buyer's empty request is flagged; a filled one is sent, stored and e-mailed", async ({
    page,
  }, info) => {
    const productId = info.project.name === "phone" ? 62 : 61;
    await signIn(page, `/x/pr/${productId}?tab=request`);
    const form = page.locator("#purchase-request form");
    // The company is the profile's: shown, disabled; name, e-mail and phone are prefilled.
    await expect(form.getByLabel("Company name")).toBeDisabled();
    await expect(form.getByLabel("Company name")).toHaveValue("Bosphorus Retail Ltd.");
    await expect(form.getByLabel("E-mail")).toHaveValue("buyer@caravan.test");

    for (const label of ["Your name", "E-mail", "Phone"]) await form.getByLabel(label).fill("");
    await form.getByRole("button", { name: "Send Request" }).click();
    const failing = [
      "Your name",
      "E-mail",
      "Phone",
      "Subject",
      "Message",
      "Quantity",
      "Planned purchase date",
    ];
    for (const label of failing) {
      const field = form.getByLabel(label);
      await expect(field, label).toHaveAttribute("aria-invalid", "true");
      // No text on screen, but a screen reader hears that it is required and why.
      await expect(field, label).toHaveAttribute("required", "");
      await expect(field, label).toHaveAccessibleDescription("*Required Field");
    }
    await expect(form.locator("[aria-invalid]")).toHaveCount(failing.length);
    await expect(form.getByLabel("Your name")).toBeFocused();
    await expect(form.locator("p.text-red-700")).toHaveCount(0);

    const subject = `Request ${info.project.name} ${Date.now() % 1_000_000}`;
    await form.getByLabel("Your name").fill("Bora Yılmaz");
    // Once right, a field loses its flag.
    await expect(form.getByLabel("Your name")).not.toHaveAttribute("aria-invalid");
    await form.getByLabel("E-mail").fill("buyer@caravan.test");
    await form.getByLabel("Phone").fill("+90 212 555 0100");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("Please quote 250 kg, delivered to Istanbul.");
    await form.getByLabel("Quantity").fill("250");
    // The unit list narrows to what the buyer types, and the match is chosen.
    await form.getByLabel("Filter units").fill("kilo");
    await expect(form.getByRole("combobox", { name: "Unit", exact: true }).locator("option")).toHaveText([
      "Kilogram",
    ]);
    await expect(form.getByRole("combobox", { name: "Unit", exact: true })).toHaveValue("kilogram");
    const today = await browserToday(page);
    await form.getByLabel("Planned purchase date").fill(today);

    // Hold the post until the sending state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.includes(`/pr/${productId}`),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(form.getByRole("button", { name: "Sending your request…" })).toBeDisabled();
    await expect(form.getByRole("progressbar", { name: "Sending your request…" })).toBeVisible();
    release();
    await expect(
      page.getByRole("status").filter({ hasText: "Your request is sent succesfully." }),
    ).toBeVisible();
    await expect(page.locator("#purchase-request form")).toHaveCount(0);

    const [deal] = query<Record<string, unknown>>(
      "select * from deals where buyer_subject like ? and product_id = ?",
      `%${subject}%`,
      productId,
    );
    const [product] = query<{ company_id: number; category_code: string; email: string }>(
      "select p.company_id, p.category_code, c.email from products p join companies c on c.id = p.company_id where p.id = ?",
      productId,
    );
    expect(deal).toMatchObject({
      source: "product",
      rfq_id: "",
      context: "New",
      seller_status: "Open",
      seller_stage: "Contacted",
      seller_company_id: product!.company_id,
      product_category_code: product!.category_code,
      product_quantity: 250,
      product_unit_type: "kilogram",
      buyer_request_date: today,
      request_company: "Bosphorus Retail Ltd.",
      request_language: "en",
    });
    expect(JSON.parse(deal!.buyer_subject as string)).toEqual({ en: subject });

    const outbox = join(dataDir, "outbox");
    await expect
      .poll(() =>
        readdirSync(outbox)
          .filter((f) => f.includes(product!.email))
          .some((f) => readFileSync(join(outbox, f), "utf8").includes(subject)),
      )
      .toBe(true);

    // Another request starts from a fresh form.
    await page.getByRole("link", { name: "Send another request" }).click();
    await expect(form.getByLabel("Subject")).toHaveValue("");
  });

  test("ask=true opens the Purchase Request tab and brings the form into view after a second", async ({
    page,
  }, info) => {
    const productId = info.project.name === "phone" ? 64 : 63;
    await signIn(page, "/");
    // Reduced motion: the page jumps instead of gliding, so "not yet" is visible at once.
    await page.emulateMedia({ reducedMotion: "reduce" });
    // The page's own clock, stopped: its 1 s timer runs only when the test moves time on.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(`/x/pr/${productId}?ask=true`);
    await expect(page.getByRole("link", { name: "Purchase Request" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const form = page.locator("#purchase-request form");
    await expect(form).toBeAttached();
    // The page's script has run (it records the visit), so the scroll timer is set.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("recentlyProducts") ?? "[]")[0]?.id))
      .toBe(productId);
    const scrollY = () => page.evaluate(() => window.scrollY);
    expect(await scrollY()).toBe(0);
    await expect(form).not.toBeInViewport();
    await page.clock.runFor(900);
    expect(await scrollY()).toBe(0);
    await page.clock.runFor(200);
    await expect(form).toBeInViewport();
    expect(await scrollY()).toBeGreaterThan(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the request form posts as a plain form: flagged, then sent",
    SAME_ON_PHONES,
    async ({ page }, info) => {
      test.skip(info.project.name === "phone", "the same server answer; one project is enough");
      await signIn(page, "/x/pr/65?tab=request");
      const form = page.locator("#purchase-request form");
      await form.getByRole("button", { name: "Send Request" }).click();
      await expect(form.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Your name")).toHaveValue("Bora Yılmaz");
      await expect(form.getByLabel("Your name")).not.toHaveAttribute("aria-invalid");

      const subject = `Plain post ${Date.now() % 1_000_000}`;
      await form.getByLabel("Subject").fill(subject);
      await form.getByLabel("Message").fill("Two pallets, please.");
      await form.getByLabel("Quantity").fill("2");
      await form.getByRole("combobox", { name: "Unit", exact: true }).selectOption("pallet");
      // Tomorrow in UTC is a day every buyer on Earth may choose, whatever the browser's zone.
      await form
        .getByLabel("Planned purchase date")
        .fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
      await form.getByRole("button", { name: "Send Request" }).click();
      await expect(page.getByText("Your request is sent succesfully.")).toBeVisible();
      expect(
        query(
          "select id from deals where buyer_subject like ? and product_unit_type = 'pallet'",
          `%${subject}%`,
        ),
      ).toHaveLength(1);
    },
  );
});
