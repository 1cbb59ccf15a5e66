import { registerBuyer } from "./fixtures/accounts.ts";
import { makeCompanyMember } from "./support/company-members-db.ts";
import { giveBankDetails, rfqOf, storeMachineTranslations } from "./support/rfq-db.ts";
import { type Browser, expect, type Page, test } from "./support/test.ts";

/**
 * One request, many quotes: a buyer posts a request for quotation in Turkish; two suppliers read it
 * in English and in Arabic and quote; the buyer compares the quotes side by side and asks one
 * supplier for changes; that supplier sends a revision, which the buyer accepts. The order appears
 * for both sides and the request closes as awarded.
 *
 * Each project quotes in a leaf category of its own with companies of its own (demo catalogue,
 * seed 1), so the desktop and phone runs never meet: desktop Shirts (companies 3 and 7), phone
 * Dresses (companies 11 and 14); every one of them sells Apparel & Textile.
 */
const STORY = {
  desktop: { leaf: "002001002", english: 3, arabic: 7, title: "Uzun kollu pamuklu gömlek" },
  phone: { leaf: "002002001", english: 11, arabic: 14, title: "Pamuklu yazlık elbise" },
};
const PASSWORD = "long enough pw";

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

/** Signs `email` in on a language host (sessions belong to the host they were made on). */
async function signInOn(page: Page, site: string, email: string) {
  await page.context().clearCookies();
  await page.goto(`${site}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password"]').press("Enter");
  await expect(page).not.toHaveURL(/\/login/);
}

/** A supplier's sales member, signed in on `site`: a new account joined to a demo company. */
async function salesMember(browser: Browser, base: string, site: string, companyId: number) {
  const page = await otherBrowser(browser, base);
  const email = await registerBuyer(page, { password: PASSWORD, confirm: false });
  makeCompanyMember(email, companyId, "sales");
  giveBankDetails(companyId);
  await signInOn(page, site, email);
  return page;
}

/** Fills the quote editor's first line and terms, then sends the quote. */
async function writeQuote(
  page: Page,
  quote: { name: string; quantity: string; rows: [string, string][]; place: string; days: string },
) {
  const form = page.locator("form").filter({ has: page.locator('button[value="send"]') });
  await form.locator('[name="lines.0.name"]').fill(quote.name);
  await form.locator('[name="lines.0.quantity"]').fill(quote.quantity);
  await form.locator('[name="lines.0.unit"]').selectOption("piece");
  for (const [i, [from, price]] of quote.rows.entries()) {
    if (i > 0 && (await form.locator(`[name="lines.0.prices.${i}.from"]`).count()) === 0)
      await form.locator('button[name="intent"][value^="add-price"]').first().click();
    await form.locator(`[name="lines.0.prices.${i}.from"]`).fill(from);
    await form.locator(`[name="lines.0.prices.${i}.price"]`).fill(price);
  }
  await form.locator('[name="currency"]').selectOption("USD");
  await form.locator('[name="incoterm"]').selectOption("FOB");
  await form.locator('[name="namedPlace"]').fill(quote.place);
  await form.locator('[name="leadTimeDays"]').fill(quote.days);
  await form.locator('input[name="shipping"][value="included"]').check();
  await form.locator('button[name="intent"][value="send"]').click();
  await expect(page).toHaveURL(/\/supplier\/quotes\/\d+\?done=sent$/);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

const quoteIdOf = (page: Page) => Number(/\/supplier\/quotes\/(\d+)/.exec(page.url())![1]);

test.describe("requests for quotation and quotes", () => {
  test("a Turkish request gets quotes in English and Arabic; the buyer compares, asks for changes and accepts the revision", async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(240_000);
    const story = STORY[isMobile ? "phone" : "desktop"];
    const turkish = baseURL!.replace("//localhost", "//tr.localhost");
    const arabic = baseURL!.replace("//localhost", "//ar.localhost");

    // The buyer posts the request on the Turkish site.
    const buyerEmail = await registerBuyer(page, { password: PASSWORD });
    await signInOn(page, turkish, buyerEmail);
    await page.goto(`${turkish}/profile/purchase-request/detail`);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    const post = page.locator("form").filter({ has: page.locator('[name="title"]') });
    await post.locator('[name="title"]').fill(story.title);
    await post.locator('[name="categoryCode"]').selectOption(story.leaf);
    await post
      .locator('[name="description"]')
      .fill("%100 pamuk, beyaz ve açık mavi, S-XL beden dağılımı, tek tek poşetli.");
    await post.locator('[name="quantity"]').fill("1000");
    await post.locator('[name="unit"]').selectOption("piece");
    await post.locator('[name="destinationCountry"]').selectOption("TR");
    await post.locator('[name="destinationPort"]').fill("Mersin");
    await post.locator('[name="openDays"]').fill("7");
    await post.locator('[name="buyerCompany"]').fill("Demir Tekstil Ltd.");
    await post.locator('[name="buyerCountry"]').selectOption("TR");
    await post.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/profile\/rfqs\/\d+\?posted=1$/);
    const rfq = rfqOf(buyerEmail);
    // The translation job's output for the suppliers' languages (no translation service in e2e).
    storeMachineTranslations(rfq, {
      en: {
        title: `Long-sleeved cotton shirt ${rfq}`,
        description: "100% cotton, white and light blue, sizes S-XL, individually bagged.",
      },
      ar: {
        title: `قميص قطني بأكمام طويلة ${rfq}`,
        description: "قطن 100٪، أبيض وأزرق فاتح، مقاسات S-XL، كل قطعة في كيس.",
      },
    });

    // The public board lists it in the reader's language, without who asks.
    const board = await (await page.request.get(`${baseURL}/rfq`)).text();
    expect(board).toContain(`Long-sleeved cotton shirt ${rfq}`);
    for (const secret of [buyerEmail, "Demir Tekstil", "Cem Arslan"]) expect(board).not.toContain(secret);

    // An English-reading supplier finds it in its workspace, reads the original, and quotes.
    const english = await salesMember(browser, baseURL!, baseURL!, story.english);
    await english.goto("/supplier/rfqs");
    await english.getByRole("link", { name: `Long-sleeved cotton shirt ${rfq}` }).click();
    await expect(english.getByText("Machine translation from Turkish").first()).toBeVisible();
    await english.getByText(/Show the original/).click();
    await expect(english.getByText(story.title)).toBeVisible();
    // The buyer's company from the start; their name only once they answer this supplier's quote.
    await expect(english.getByText("Demir Tekstil Ltd.").first()).toBeVisible();
    await expect(english.getByText("Cem Arslan")).toHaveCount(0);
    await english.getByRole("link", { name: "Quote now" }).click();
    await expect(english).toHaveURL(new RegExp(`/supplier/quotes/new\\?rfq=${rfq}$`));
    await writeQuote(english, {
      name: "Cotton shirt, long sleeves",
      quantity: "1000",
      rows: [
        ["500", "8.40"],
        ["1000", "8.10"],
      ],
      place: "Izmir",
      days: "30",
    });
    const englishQuote = quoteIdOf(english);

    // An Arabic-reading supplier reads it in Arabic, right to left, and quotes.
    const arab = await salesMember(browser, baseURL!, arabic, story.arabic);
    await arab.goto(`${arabic}/supplier/rfqs`);
    await expect(arab.locator("html")).toHaveAttribute("dir", "rtl");
    await arab.getByRole("link", { name: `قميص قطني بأكمام طويلة ${rfq}` }).click();
    expect(await noSidewaysScroll(arab)).toBe(true);
    await arab.locator(`a[href="/supplier/quotes/new?rfq=${rfq}"]`).first().click();
    await writeQuote(arab, {
      name: "قميص قطني",
      quantity: "1000",
      rows: [["1000", "7.95"]],
      place: "Alexandria",
      days: "45",
    });
    expect(await noSidewaysScroll(arab)).toBe(true);

    // The buyer compares the two quotes, normalised to 1,000 pieces, and asks the first for changes.
    await page.goto(`${turkish}/profile/rfqs/${rfq}`);
    const comparison = page.locator("[data-quote-comparison]");
    await expect(comparison.locator("[data-compared-quote]")).toHaveCount(2);
    // Normalised to the request's 1,000 pieces: the English quote's 1,000-piece row (8.10).
    await expect(comparison.locator(`[data-unit-price="${englishQuote}"]`)).toContainText("8,10");
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.goto(`${turkish}/profile/quotes/${englishQuote}`);
    await page.locator('[data-answer="request_changes"] > summary').click();
    const changes = page.locator('[data-answer-form="request_changes"]');
    await changes.locator('[name="comment"]').fill("Lütfen 30 gün yerine 21 gün teslim süresi verin.");
    await changes.locator("button[type=submit]").click();
    await expect(page.getByText("Lütfen 30 gün yerine 21 gün teslim süresi verin.").first()).toBeVisible();

    // The supplier sees the request (and now the buyer), and sends a revision.
    await english.goto(`/supplier/quotes/${englishQuote}`);
    await expect(english.getByText("Lütfen 30 gün yerine 21 gün teslim süresi verin.").first()).toBeVisible();
    await expect(english.getByText("Cem Arslan").first()).toBeVisible();
    await english.locator(`a[href="/supplier/quotes/${englishQuote}/revise"]`).first().click();
    const revise = english.locator("form").filter({ has: english.locator('button[value="send"]') });
    await revise.locator('[name="leadTimeDays"]').fill("21");
    await revise.locator('[name="lines.0.prices.1.price"]').fill("8.00");
    await revise.locator('button[name="intent"][value="send"]').click();
    await expect(english).toHaveURL(new RegExp(`/supplier/quotes/${englishQuote}\\?done=sent$`));

    // The buyer reads what changed and accepts the revision: the order is made.
    await page.goto(`${turkish}/profile/quotes/${englishQuote}`);
    await expect(page.locator("[data-quote-changes]").first()).toBeVisible();
    await page.locator('[data-answer="accept"] > summary').click();
    const accept = page.locator('[data-answer-form="accept"]');
    await accept.locator('input[type="checkbox"]').check();
    await accept.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/profile\/orders\/\d+/);
    const orderUrl = new URL(page.url());
    const orderId = orderUrl.pathname.split("/").pop();
    // 1,000 pieces at the revised 8.00: the order's goods total.
    await expect(page.getByText(/8[.,]000[.,]00/).first()).toBeVisible();

    // The supplier has the order; the request closed as awarded.
    await english.goto(`/supplier/orders/${orderId}`);
    await expect(english.getByText(/Payment Waiting|Waiting for payment/i).first()).toBeVisible();
    await page.goto(`${turkish}/profile/rfqs/${rfq}`);
    await expect(page.getByText("Bir teklif kabul edildi").first()).toBeVisible();

    await english.context().close();
    await arab.context().close();
  });
});
