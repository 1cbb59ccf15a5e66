import { join } from "node:path";
import { registerBuyer } from "./fixtures/accounts.ts";
import { orderProducts } from "./support/cart-products-db.ts";
import { makeCompanyMember } from "./support/company-members-db.ts";
import { orderOf, passDeadlineOf } from "./support/orders-db.ts";
import { type Browser, expect, type Page, test } from "./support/test.ts";

/**
 * A buyer checks out a cart with products of two suppliers; one supplier confirms with freight to
 * follow, prices it, approves the buyer's payment proof and ships with a tracking number, and the
 * buyer confirms receipt; the other order times out when its deadline passes. Then, in Arabic, a
 * checkout and a supplier's decline read right to left on both sides.
 *
 * The products are sold through the cart with nothing to choose, three companies per browser
 * project so the two projects never share a supplier (cart-products-db.ts picks them).
 */
const PROOF = join(import.meta.dirname, "fixtures", "banner.png");
const today = () => new Date().toISOString().slice(0, 10);

async function otherBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  return context.newPage();
}

/** Adds a product at its minimum order quantity (the quantity box starts there) from its page. */
async function addToCart(page: Page, productId: number, base = "") {
  await page.goto(`${base}/x/pr/${productId}`);
  const add = page
    .locator("#buy-box button[type=submit], form button[type=submit]")
    .filter({ hasText: /Add to Cart|أضف إلى السلة/ });
  await expect(add.first()).toBeEnabled();
  await add.first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole("button")
    .filter({ hasText: /Keep Shopping|متابعة التسوق/ })
    .click();
}

/** Adds a ship-to address on the checkout page (a new buyer has none). */
async function addAddress(page: Page) {
  // Typed before the page's script takes over, a value can be lost when it does.
  await page.waitForLoadState("networkidle");
  const form = page
    .locator("form")
    .filter({ has: page.locator('input[name="intent"][value="add-address"]') });
  await form.locator('input[name="label"]').fill("Warehouse");
  await form.locator('input[name="recipient"]').fill("Leyla Demir");
  await form.locator('input[name="line1"]').fill("Hafenstraße 12");
  await form.locator('input[name="city"]').fill("Hamburg");
  await form.locator('select[name="country"]').selectOption("DE");
  await form.locator("button[type=submit]").click();
  await expect(page.locator('input[name="addressId"]').first()).toBeChecked();
}

/** The form of one step of the order flow on an order page. */
const stepForm = (page: Page, step: string) =>
  page.locator("form").filter({ has: page.locator(`input[name="step"][value="${step}"]`) });

const submit = (form: ReturnType<typeof stepForm>) => form.locator("button[type=submit]").first().click();

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test.describe("orders from the cart to the goods", () => {
  test("checkout makes one order per supplier; one runs to Completed, the other times out", async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(180_000);
    const products = orderProducts(isMobile ? "phone" : "desktop");
    const buyerEmail = await registerBuyer(page, { firstName: "Leyla", lastName: "Demir" });
    const seller = await otherBrowser(browser, baseURL!);
    makeCompanyMember(await registerBuyer(seller, { confirm: false }), products.first.company, "owner");

    // The cart prices each line at its tier and names its MOQ; checkout makes two orders.
    await addToCart(page, products.first.id);
    await addToCart(page, products.second.id);
    await page.goto("/profile/shopping/cart");
    await expect(page.getByText(/MOQ/).first()).toBeVisible();
    await page
      .getByRole("link", { name: /Checkout/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/profile\/shopping\/checkout$/);
    await addAddress(page);
    await page.locator('input[name="namedPlace"]').fill("Port of Hamburg");
    await page.getByRole("button", { name: "Place 2 orders" }).click();
    await expect(page).toHaveURL(/\/profile\/orders\?placed=2$/);
    await expect(page.getByText(/Your 2 orders are placed/)).toBeVisible();
    const first = orderOf(buyerEmail, products.first.company);
    const second = orderOf(buyerEmail, products.second.company);
    await page.goto("/profile/shopping/cart");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();

    // The supplier confirms with freight to follow.
    await seller.goto("/supplier/orders");
    await expect(seller.getByText(`O-${String(first).padStart(6, "0")}`).first()).toBeVisible();
    await seller.goto(`/supplier/orders/${first}`);
    const confirm = stepForm(seller, "confirm");
    await confirm.locator('input[name="shipping"][value="to_follow"]').check();
    await confirm.locator('input[name="leadTimeDays"]').fill("20");
    await submit(confirm);
    await expect(seller.getByText("The order is confirmed.", { exact: false })).toBeVisible();

    // Pricing the freight asks the buyer to pay: the company's bank details come first.
    await seller.goto("/supplier/orders/payment-details");
    await seller.locator('input[name="accountHolder"]').fill("Supplier Trading Ltd");
    await seller.locator('input[name="bankName"]').fill("Anatolian Bank");
    await seller.locator('input[name="accountNumber"]').fill("TR12 0006 2000 0000 0012 3456 78");
    await seller.locator('input[name="swift"]').fill("ANATTRIS");
    await seller.locator("form button[type=submit]").last().click();
    await expect(seller.getByText("The bank details are saved.")).toBeVisible();
    await seller.goto(`/supplier/orders/${first}`);
    const quote = stepForm(seller, "quote_shipping");
    await quote.locator('input[name="shipmentCost"]').fill("350.00");
    await quote.locator('select[name="method"]').selectOption("sea");
    await quote.locator('input[name="estimateDays"]').fill("30");
    await submit(quote);
    await expect(seller.getByText("The shipping cost is sent.", { exact: false })).toBeVisible();

    // The buyer sees the bank details and the reference, and declares a payment with its proof.
    await page.goto(`/profile/orders/${first}`);
    await expect(page.getByText("Anatolian Bank").first()).toBeVisible();
    await expect(page.getByText(/CRV-[A-Z0-9]{10}/).first()).toBeVisible();
    const pay = stepForm(page, "declare_payment");
    await pay.locator('input[name="paidOn"]').fill(today());
    await pay.locator('input[name="bankReference"]').fill("HAMBURG-TRX-1");
    await pay.locator('input[name="proof"]').setInputFiles(PROOF);
    await submit(pay);
    await expect(page.getByText("Payment Approval Pending").first()).toBeVisible();

    // The supplier approves it and ships with a tracking number.
    await seller.goto(`/supplier/orders/${first}`);
    await submit(stepForm(seller, "approve_payment"));
    await expect(seller.getByText("The payment is approved.")).toBeVisible();
    const ship = stepForm(seller, "ship");
    await ship.locator('input[name="carrier"]').fill("Maersk");
    await ship.locator('input[name="trackingNumber"]').fill("MAEU1234567");
    await ship.locator('input[name="shippedOn"]').fill(today());
    await ship.locator('select[name="method"]').selectOption("sea");
    await submit(ship);
    await expect(seller.getByText("The shipment is recorded.", { exact: false })).toBeVisible();

    // The buyer confirms receipt: the order is completed, every step on its timeline.
    await page.goto(`/profile/orders/${first}`);
    await expect(page.getByText("MAEU1234567").first()).toBeVisible();
    const receipt = stepForm(page, "confirm_receipt");
    await receipt.locator('input[name="confirmed"]').check();
    await submit(receipt);
    await expect(page.getByText("Completed").first()).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);

    // The other supplier never confirmed: once its deadline passes, the order closes by itself.
    passDeadlineOf(second);
    await expect(async () => {
      await page.goto(`/profile/orders/${second}`);
      await expect(page.getByText("Closed: the time for a step ran out").first()).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    await page.goto("/profile/orders");
    await expect(page.getByRole("heading", { name: "Finished" })).toBeVisible();
    // The other person's browser goes away with the test: its open page keeps a live event stream.
    await seller.context().close();
  });

  test("in Arabic the checkout, the supplier's decline and both order pages read right to left", async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const product = orderProducts(isMobile ? "phone" : "desktop").arabic;
    const arabic = baseURL!.replace("//localhost", "//ar.localhost");
    const password = "long enough pw";
    const buyerEmail = await registerBuyer(page, { password });
    await page.context().clearCookies();
    await page.goto(`${arabic}/login`);
    await page.locator('input[name="email"]').fill(buyerEmail);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password"]').press("Enter");
    await expect(page).not.toHaveURL(/\/login/);

    const seller = await otherBrowser(browser, baseURL!);
    const sellerEmail = await registerBuyer(seller, { password, confirm: false });
    makeCompanyMember(sellerEmail, product.company, "sales");
    await seller.context().clearCookies();
    await seller.goto(`${arabic}/login`);
    await seller.locator('input[name="email"]').fill(sellerEmail);
    await seller.locator('input[name="password"]').fill(password);
    await seller.locator('input[name="password"]').press("Enter");
    await expect(seller).not.toHaveURL(/\/login/);

    await addToCart(page, product.id, arabic);
    await page.goto(`${arabic}/profile/shopping/checkout`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await addAddress(page);
    await page.locator('button[form="checkout-form"][type=submit]').click();
    await expect(page).toHaveURL(/\/profile\/orders\?placed=1$/);
    expect(await noSidewaysScroll(page)).toBe(true);
    const order = orderOf(buyerEmail, product.company);

    await seller.goto(`${arabic}/supplier/orders/${order}`);
    await expect(seller.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await noSidewaysScroll(seller)).toBe(true);
    // Declining is tucked behind its own disclosure, away from the confirm button.
    await seller
      .locator("details", { has: seller.locator('input[name="step"][value="decline"]') })
      .locator("summary")
      .click();
    const decline = stepForm(seller, "decline");
    await decline.locator('[name="reason"]').fill("نفد المخزون لهذا الشهر");
    await submit(decline);
    // The buyer's page does not follow the order live: it is opened once the decline is done.
    await expect(seller.getByText("رُفض الطلب وأُبلغ المشتري.")).toBeVisible();

    await page.goto(`${arabic}/profile/orders/${order}`);
    await expect(page.getByText("مغلق: مرفوض").first()).toBeVisible();
    await expect(page.getByText("نفد المخزون لهذا الشهر").first()).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await seller.context().close();
  });
});
