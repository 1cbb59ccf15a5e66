import { registerBuyer as registerAccount, uniqueEmail } from "./fixtures/accounts.ts";
import { cartProducts, type PickedProduct } from "./support/cart-products-db.ts";
import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

// The products are picked from the e2e catalogue by what each test needs of them (see
// cart-products-db.ts): `tiered` and `otherTiered` (two suppliers, one choice, two falling price
// tiers), `moqStart` (one choice, a minimum order the box can go above and below) and
// `notInCart` (options, but not sold through the cart).
const CART = "/profile/shopping/cart";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** Dollars as the English pages write them ($1,234.50). */
const money = (amount: number) => usd.format(amount);
/** A unit price times a quantity, counted in hundredths of a cent so no float rounding creeps in. */
const total = (price: number, quantity: number) => money((Math.round(price * 10_000) * quantity) / 10_000);
const perPiece = (price: number) => `${money(price)} / Piece`;
const count = (quantity: number) => quantity.toLocaleString("en-US");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Opens a product's page by its id; the page answers at its own address (its name's slug). */
async function openProduct(page: Page, product: PickedProduct): Promise<string> {
  await page.goto(`/x/pr/${product.id}`);
  return new URL(page.url()).pathname;
}

/** The product's one choice, as the buy box shows it: a radio group named after it. */
const choice = (page: Page, product: PickedProduct) => {
  const variation = product.variation!;
  return {
    group: page.getByRole("group", { name: variation.name }),
    option: (index = 0) =>
      page.getByRole("group", { name: variation.name }).getByLabel(variation.values[index]!, { exact: true }),
    label: (index = 0) => `${variation.name}: ${variation.values[index]}`,
  };
};

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
    const { tiered } = cartProducts();
    const path = await openProduct(page, tiered);
    await ready(page);
    await expect(addButton(page)).toBeDisabled();
    await expect(page.getByText("Sign in to add products to your cart.")).toBeVisible();
    const signIn = page.locator("#cart-sign-in").getByRole("link", { name: "Sign in" });
    await expect(signIn).toHaveAttribute("href", `/login?returnUrl=${encodeURIComponent(path)}`);
    await signIn.click();
    await signInAsDemoBuyer(page);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
    await ready(page);

    // Signed in, but every variation must be chosen first.
    await expect(page.getByText("Please select variation")).toBeVisible();
    await expect(addButton(page)).toBeDisabled();
    await choice(page, tiered).option().check();
    await expect(page.getByText("Please select variation")).toHaveCount(0);
    await expect(addButton(page)).toBeEnabled();
  });

  test("the quantity box starts at the MOQ, wraps past 99999, floors at 1 and turns letters into 0", async ({
    page,
  }) => {
    const { moqStart } = cartProducts();
    await page.goto(`/login?returnUrl=${encodeURIComponent(`/x/pr/${moqStart.id}`)}`);
    await signInAsDemoBuyer(page);
    await ready(page);
    const box = quantityBox(page);
    const plus = page.getByRole("button", { name: "Increase quantity" });
    const minus = page.getByRole("button", { name: "Decrease quantity" });
    await expect(box).toHaveValue(String(moqStart.moq));
    await choice(page, moqStart).option().check();
    await expect(addButton(page)).toBeEnabled();

    await plus.click();
    await expect(box).toHaveValue(String(moqStart.moq + 1));
    await minus.click();
    await minus.click();
    await expect(box).toHaveValue(String(moqStart.moq - 1));
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
    const { notInCart } = cartProducts();
    await openProduct(page, notInCart);
    await expect(choice(page, notInCart).group).toBeVisible();
    await expect(choice(page, notInCart).option()).toBeVisible();
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
    const { otherTiered } = cartProducts();
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Cart", exact: true })).toHaveCount(0);
    await registerBuyer(page);
    await openProduct(page, otherTiered);
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
    const { tiered: first, otherTiered: second } = cartProducts();
    const low = second.tiers[0]!;
    const next = second.tiers[1]!;
    // Above the minimum and below the next tier: the line keeps what was typed, at the first price.
    const typed = Math.floor((second.moq + next.min) / 2);
    await registerBuyer(page);
    // The first product, at the quantity the box starts at (its MOQ), then Keep Shopping.
    await openProduct(page, first);
    await ready(page);
    await choice(page, first).option().check();
    await addButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Added to your cart" });
    // The name is isolated (bidi) inside the sentence, so right-to-left pages keep it whole.
    await expect(dialog).toContainText(
      new RegExp(`${escapeRegExp(count(first.moq))} × .?${escapeRegExp(first.name)}`),
    );
    await dialog.getByRole("button", { name: "Keep Shopping" }).click();
    await expect(dialog).toBeHidden();
    await expect(addButton(page)).toBeFocused();

    // A second supplier's product, then Go To Cart.
    await openProduct(page, second);
    await ready(page);
    await choice(page, second).option().check();
    await quantityBox(page).fill(String(typed));
    await addButton(page).click();
    await dialog.getByRole("link", { name: "Go To Cart" }).click();
    await expect(page).toHaveURL(new RegExp(`${CART}$`));
    await expect(page).toHaveTitle(/^Shopping Cart · /);
    await expect(page.getByText("Products in your cart: 2")).toBeVisible();

    const firstSupplier = page.getByRole("region", { name: first.company });
    await expect(firstSupplier.getByRole("link", { name: first.name })).toBeVisible();
    await expect(firstSupplier.getByText(choice(page, first).label())).toBeVisible();
    // At its MOQ, which is its first tier's minimum: the first tier's price.
    const firstPrice = first.tiers[0]!.price;
    await expect(firstSupplier.getByTestId("unit-price")).toHaveText(perPiece(firstPrice));
    await expect(firstSupplier.getByTestId("line-total")).toHaveText(total(firstPrice, first.moq));

    const secondSupplier = page.getByRole("region", { name: second.company });
    const line = secondSupplier.getByRole("listitem");
    await expect(line.getByText(choice(page, second).label())).toBeVisible();
    await expect(line.getByRole("textbox")).toHaveValue(String(typed));
    await expect(line.getByTestId("unit-price")).toHaveText(perPiece(low.price));
    await expect(line.getByTestId("line-total")).toHaveText(total(low.price, typed));
    await expect(secondSupplier.getByTestId("supplier-total")).toHaveText(total(low.price, typed));

    // The next tier's quantity reaches its price: the unit price and the totals follow.
    await ready(page);
    await line.getByRole("textbox").fill(String(next.min));
    await line.getByRole("button", { name: /^Update/ }).click();
    await expect(line.getByText("The quantity is updated.")).toBeVisible();
    await expect(line.getByTestId("unit-price")).toHaveText(perPiece(next.price));
    await expect(line.getByTestId("line-total")).toHaveText(total(next.price, next.min));
    await expect(secondSupplier.getByTestId("supplier-total")).toHaveText(total(next.price, next.min));
    // One less falls back below it.
    await line.getByRole("button", { name: "Decrease quantity" }).click();
    await line.getByRole("button", { name: /^Update/ }).click();
    await expect(line.getByTestId("unit-price")).toHaveText(perPiece(low.price));
    await expect(line.getByTestId("line-total")).toHaveText(total(low.price, next.min - 1));

    await line.getByRole("button", { name: /^Remove/ }).click();
    await expect(secondSupplier).toHaveCount(0);
    await firstSupplier.getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/categories");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test(
    "without JavaScript: add to cart by a plain post, then change and remove in the cart",
    SAME_ON_PHONES,
    async ({ browser }) => {
      // The plain-post flow is the same on phones.
      const { tiered } = cartProducts();
      const low = tiered.tiers[0]!;
      const next = tiered.tiers[1]!;
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await registerBuyer(page);
      await openProduct(page, tiered);
      await addButton(page).click();
      await expect(page.getByRole("alert").filter({ hasText: "Please select variation" })).toBeVisible();
      await choice(page, tiered).option().check();
      await addButton(page).click();
      const added = page.getByRole("status").filter({ hasText: "Added to your cart" });
      await expect(added).toBeVisible();
      await added.getByRole("link", { name: "Go To Cart" }).click();
      await expect(page).toHaveURL(new RegExp(`${CART}$`));
      const line = page.getByRole("listitem").filter({ hasText: tiered.name });
      await expect(line.getByTestId("unit-price")).toHaveText(perPiece(low.price));
      await line.getByRole("textbox").fill(String(next.min));
      await line.getByRole("button", { name: /^Update/ }).click();
      await expect(line.getByTestId("unit-price")).toHaveText(perPiece(next.price));
      await expect(line.getByTestId("line-total")).toHaveText(total(next.price, next.min));
      await line.getByRole("button", { name: /^Remove/ }).click();
      await expect(page.getByText("Your cart is empty.")).toBeVisible();
      await context.close();
    },
  );
});
