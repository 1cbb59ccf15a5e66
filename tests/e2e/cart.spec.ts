import { registerBuyer as registerAccount, uniqueEmail } from "./fixtures/accounts.ts";
import { expect, type Page, test } from "./support/test.ts";

// The e2e catalogue is seed 1 with 400 products; this file uses products 40–59 only:
// 44 Verano Quick-Dry Face Towel (cart, Color, MOQ 1,000; $3.29 from 1,000, $3.06 from 5,000),
// 45 Reflective Buoyancy Aid (cart, Size, MOQ 200; $20.22 from 200, $18.80 from 1,000),
// 46 Tessaro Anti-Static Disposable Coverall (cart, Size, MOQ 2,500), 43 a frying pan set (no cart).
const TOWEL = "/verano-quick-dry-face-towel/pr/44";
const VEST = "/reflective-buoyancy-aid/pr/45";
const COVERALL = "/tessaro-anti-static-disposable-coverall/pr/46";
const PAN = "/x/pr/43";
const CART = "/profile/shopping/cart";

const addButton = (page: Page) => page.getByRole("button", { name: "Add to Cart" });
const quantityBox = (page: Page) => page.getByRole("textbox", { name: "Quantity", exact: true });

/** Minus and plus work once the page's script runs; before that they are disabled. */
async function ready(page: Page) {
  await expect(page.getByRole("button", { name: "Increase quantity" }).first()).toBeEnabled();
}

async function signInAsDemoBuyer(page: Page) {
  await page.getByLabel("E-mail").fill("buyer@caravan.test");
  await page.getByLabel("Password").fill("caravan-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A new account per test (carts are per user, and the two projects run at the same time), its
 * address confirmed: buying needs it.
 */
async function registerBuyer(page: Page) {
  await registerAccount(page, { email: uniqueEmail("cart"), password: "cart tester pw" });
}

test.describe("buy box", () => {
  test("anonymous visitors see Add to Cart disabled, with a sign-in link that comes back", async ({
    page,
  }) => {
    await page.goto(VEST);
    await ready(page);
    await expect(addButton(page)).toBeDisabled();
    await expect(page.getByText("Sign in to add products to your cart.")).toBeVisible();
    const signIn = page.locator("#cart-sign-in").getByRole("link", { name: "Sign in" });
    await expect(signIn).toHaveAttribute("href", `/login?returnUrl=${encodeURIComponent(VEST)}`);
    await signIn.click();
    await signInAsDemoBuyer(page);
    await expect(page).toHaveURL(new RegExp(`${VEST}$`));
    await ready(page);

    // Signed in, but every variation must be chosen first.
    await expect(page.getByText("Please select variation")).toBeVisible();
    await expect(addButton(page)).toBeDisabled();
    await page.getByRole("group", { name: "Size" }).getByLabel("M", { exact: true }).check();
    await expect(page.getByText("Please select variation")).toHaveCount(0);
    await expect(addButton(page)).toBeEnabled();
  });

  test("the quantity box starts at the MOQ, wraps past 99999, floors at 1 and turns letters into 0", async ({
    page,
  }) => {
    await page.goto(`/login?returnUrl=${encodeURIComponent(COVERALL)}`);
    await signInAsDemoBuyer(page);
    await ready(page);
    const box = quantityBox(page);
    const plus = page.getByRole("button", { name: "Increase quantity" });
    const minus = page.getByRole("button", { name: "Decrease quantity" });
    await expect(box).toHaveValue("2500");
    await page.getByRole("group", { name: "Size" }).getByLabel("XL", { exact: true }).check();
    await expect(addButton(page)).toBeEnabled();

    await plus.click();
    await expect(box).toHaveValue("2501");
    await minus.click();
    await minus.click();
    await expect(box).toHaveValue("2499");
    await box.fill("99999");
    await plus.click();
    await expect(box).toHaveValue("1");
    await minus.click();
    await expect(box).toHaveValue("1");
    await box.fill("12abc");
    await expect(box).toHaveValue("0");
    await expect(addButton(page)).toBeDisabled();
    await plus.click();
    await expect(box).toHaveValue("1");
    await expect(addButton(page)).toBeEnabled();
  });

  test("a product that is not sold through the cart shows its options but no cart button", async ({
    page,
  }) => {
    await page.goto(PAN);
    await expect(page.getByRole("group", { name: "Color" })).toBeVisible();
    await expect(addButton(page)).toHaveCount(0);
    await expect(quantityBox(page)).toHaveCount(0);
  });
});

test.describe("cart", () => {
  test("anonymous visitors are sent to sign in first", async ({ page }) => {
    await page.goto(CART);
    await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${encodeURIComponent(CART)}$`));
  });

  test("a signed-in buyer reaches the cart from the header of any page and from the account page", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Cart", exact: true })).toHaveCount(0);
    await registerBuyer(page);
    await page.goto(TOWEL);
    // On a phone the link shows its icon alone, so the signed-in header still fits 360 px; its
    // name is still "Cart".
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await header.getByRole("link", { name: "Cart", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${CART}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await page.goto("/profile");
    await page.getByRole("main").getByRole("link", { name: "Shopping Cart" }).click();
    await expect(page).toHaveURL(new RegExp(`${CART}$`));
  });

  test("add to cart, see the lines by supplier, change a quantity across a tier, remove everything", async ({
    page,
  }) => {
    test.slow(); // a new account with its address confirmed, two products, five cart changes
    await registerBuyer(page);
    // The first product, then Keep Shopping.
    await page.goto(VEST);
    await ready(page);
    await page.getByRole("group", { name: "Size" }).getByLabel("S", { exact: true }).check();
    await addButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Added to your cart" });
    // The name is isolated (bidi) inside the sentence, so right-to-left pages keep it whole.
    await expect(dialog).toContainText(/200 × .?Reflective Buoyancy Aid/);
    await dialog.getByRole("button", { name: "Keep Shopping" }).click();
    await expect(dialog).toBeHidden();
    await expect(addButton(page)).toBeFocused();

    // A second supplier's product, then Go To Cart.
    await page.goto(TOWEL);
    await ready(page);
    await page.getByRole("group", { name: "Color" }).getByLabel("Blue").check();
    await quantityBox(page).fill("2000");
    await addButton(page).click();
    await dialog.getByRole("link", { name: "Go To Cart" }).click();
    await expect(page).toHaveURL(new RegExp(`${CART}$`));
    await expect(page).toHaveTitle(/^Shopping Cart · /);
    await expect(page.getByText("Products in your cart: 2")).toBeVisible();

    const vestSupplier = page.getByRole("region", { name: "Sunrise Overseas LLP" });
    await expect(vestSupplier.getByRole("link", { name: "Reflective Buoyancy Aid" })).toBeVisible();
    await expect(vestSupplier.getByText("Size: S")).toBeVisible();
    await expect(vestSupplier.getByTestId("unit-price")).toHaveText("$20.22 / Piece");
    await expect(vestSupplier.getByTestId("line-total")).toHaveText("$4,044.00");

    const towelSupplier = page.getByRole("region", { name: "An Khang Rattan Manufacturing Co., Ltd." });
    const towel = towelSupplier.getByRole("listitem");
    await expect(towel.getByText("Color: Blue")).toBeVisible();
    await expect(towel.getByRole("textbox")).toHaveValue("2000");
    await expect(towel.getByTestId("unit-price")).toHaveText("$3.29 / Piece");
    await expect(towel.getByTestId("line-total")).toHaveText("$6,580.00");
    await expect(towelSupplier.getByTestId("supplier-total")).toHaveText("$6,580.00");

    // 5,000 reaches the next tier: the unit price and the totals follow.
    await ready(page);
    await towel.getByRole("textbox").fill("5000");
    await towel.getByRole("button", { name: /^Update/ }).click();
    await expect(towel.getByText("The quantity is updated.")).toBeVisible();
    await expect(towel.getByTestId("unit-price")).toHaveText("$3.06 / Piece");
    await expect(towel.getByTestId("line-total")).toHaveText("$15,300.00");
    await expect(towelSupplier.getByTestId("supplier-total")).toHaveText("$15,300.00");
    // One less falls back below it.
    await towel.getByRole("button", { name: "Decrease quantity" }).click();
    await towel.getByRole("button", { name: /^Update/ }).click();
    await expect(towel.getByTestId("unit-price")).toHaveText("$3.29 / Piece");
    await expect(towel.getByTestId("line-total")).toHaveText("$16,446.71");

    await towel.getByRole("button", { name: /^Remove/ }).click();
    await expect(towelSupplier).toHaveCount(0);
    await vestSupplier.getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/categories");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("without JavaScript: add to cart by a plain post, then change and remove in the cart", async ({
    browser,
    isMobile,
  }) => {
    test.skip(isMobile, "the plain-post flow is the same on phones");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await registerBuyer(page);
    await page.goto(VEST);
    await addButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select variation" })).toBeVisible();
    await page.getByRole("group", { name: "Size" }).getByLabel("L", { exact: true }).check();
    await addButton(page).click();
    const added = page.getByRole("status").filter({ hasText: "Added to your cart" });
    await expect(added).toBeVisible();
    await added.getByRole("link", { name: "Go To Cart" }).click();
    await expect(page).toHaveURL(new RegExp(`${CART}$`));
    const line = page.getByRole("listitem").filter({ hasText: "Reflective Buoyancy Aid" });
    await expect(line.getByTestId("unit-price")).toHaveText("$20.22 / Piece");
    await line.getByRole("textbox").fill("1000");
    await line.getByRole("button", { name: /^Update/ }).click();
    await expect(line.getByTestId("unit-price")).toHaveText("$18.80 / Piece");
    await expect(line.getByTestId("line-total")).toHaveText("$18,800.00");
    await line.getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await context.close();
  });
});
