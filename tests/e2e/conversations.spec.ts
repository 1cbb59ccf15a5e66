import { join } from "node:path";
import { linkMailedTo, registerBuyer } from "./fixtures/accounts.ts";
import { makeCompanyMember, publishedProductOf } from "./support/company-members-db.ts";
import { confirmEmailPg, makeCompanyMemberPg } from "./support/postgres-db.ts";
import { type Browser, expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

/**
 * A buyer and a supplier's sales member talk, each in a browser of their own: a storefront
 * message reaches the company's inbox, the answer arrives live on the buyer's open page without a
 * reload, a picture goes back, and a buyer who has left gets an e-mail. The storefront's Chat
 * and the product page's Ask Company lead to the same conversation. Then the same in Arabic, and
 * across two server instances sharing one PostgreSQL database (when the run has one).
 */

const PICTURE = join(import.meta.dirname, "fixtures", "banner.png");
const port = Number(process.env.E2E_PORT ?? 3456);

/** Another person's browser, with the same device as the test's own (phone or desktop). */
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

/** Sends a message with the conversation page's form, with a file when given. */
async function send(page: Page, text: string, file?: string) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: /^(Send|إرسال)$/ }) });
  if (file) await form.locator('input[type="file"]').setInputFiles(file);
  await form.getByRole("textbox").fill(text);
  await form.getByRole("button", { name: /^(Send|إرسال)$/ }).click();
}

/** The storefront menu's button on a phone, in Arabic. */
const ARABIC_MENU = "القائمة";

const unique = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;

test.describe("buyer and supplier talk in Caravan", () => {
  test("a storefront message reaches the inbox, the answer arrives live, a picture goes back, and an absent buyer is e-mailed", async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.skip(isMobile, "on phones the Arabic conversation below runs the inbox and the live chat");
    test.setTimeout(120_000);
    const companyId = isMobile ? 7 : 6;
    const buyerEmail = await registerBuyer(page, { firstName: "Leyla", lastName: "Demir" });
    const seller = await otherBrowser(browser, baseURL!);
    makeCompanyMember(await registerBuyer(seller, { confirm: false }), companyId, "sales");

    // The buyer writes from the storefront's contact page.
    const subject = `Fasteners ${unique()}`;
    await page.goto(`/x/co/contact/${companyId}`);
    const contact = page.locator("#message form");
    await contact.getByLabel("Phone").fill("+90 212 555 0101");
    await contact.getByLabel("Subject").fill(subject);
    await contact.getByLabel("Message").fill("Please quote 50,000 M8 bolts, zinc plated.");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent")).toBeVisible();

    // It is in the company's inbox; the inquiry leads to its conversation.
    await seller.goto("/supplier/inquiries");
    await seller.getByRole("link", { name: subject }).click();
    await seller.getByRole("link", { name: "Open conversation" }).click();
    await expect(seller).toHaveURL(/\/supplier\/messages\/\d+$/);
    const conversation = Number(/(\d+)$/.exec(seller.url())![1]);

    // The storefront's Chat opens the same conversation, with the inquiry in it as a card.
    await page.goto(`/x/co/contact/${companyId}`);
    if (isMobile) await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("link", { name: "Chat" }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/profile/meeting/${conversation}$`));
    await expect(page.getByRole("link", { name: /Inquiry #\d+/ })).toBeVisible();

    // The answer appears on the buyer's open page without a reload.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await send(seller, "Yes: 0.021 USD a piece, FOB Ningbo.");
    await expect(page.getByText("Yes: 0.021 USD a piece, FOB Ningbo.")).toBeVisible();
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    // A picture goes back, re-encoded, and shows on the supplier's open page; the reply is seen.
    await send(page, "Like this one, please.", PICTURE);
    await expect(seller.getByText("Like this one, please.")).toBeVisible();
    await expect(seller.locator(`img[src*="/supplier/messages/${conversation}/files/"]`)).toBeVisible();
    await expect(seller.getByText("Seen").first()).toBeVisible();

    // The buyer leaves; a message they do not read is e-mailed (after MESSAGE_MAIL_AFTER_SECONDS).
    const left = Date.now();
    await page.goto("about:blank");
    await send(seller, "Are 60,000 pieces possible too?");
    const link = await linkMailedTo(buyerEmail, `/profile/meeting/${conversation}`, left - 1000);
    expect(new URL(link).pathname).toBe(`/profile/meeting/${conversation}`);

    // Ask Company on one of the company's products leads there too.
    await page.goto(`/x/pr/${publishedProductOf(companyId)}`);
    await page.getByRole("link", { name: "Ask Company" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/profile/meeting/${conversation}$`));
    await expect(page.getByText("Are 60,000 pieces possible too?")).toBeVisible();
  });

  test("in Arabic, Chat asks a visitor to sign in and comes back; messages read right to left and arrive live", async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    const companyId = isMobile ? 9 : 8;
    const arabic = baseURL!.replace("//localhost", "//ar.localhost");
    const password = "long enough pw";
    const buyerEmail = await registerBuyer(page, { password, confirm: false });
    await page.context().clearCookies();
    const seller = await otherBrowser(browser, baseURL!);
    makeCompanyMember(await registerBuyer(seller, { confirm: false }), companyId, "sales");

    await page.goto(`${arabic}/x/co/contact/${companyId}`);
    if (isMobile) await page.getByText(ARABIC_MENU, { exact: true }).click();
    await page.getByRole("link", { name: "دردشة" }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    await page.locator('input[name="email"]').fill(buyerEmail);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password"]').press("Enter");
    await expect(page).toHaveURL(/\/profile\/meeting\/\d+$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    await send(page, "مرحبا، هل لديكم كتالوج؟");
    const conversation = /(\d+)$/.exec(page.url())![1];
    await seller.goto(`/supplier/messages/${conversation}`);
    await expect(seller.getByText("مرحبا، هل لديكم كتالوج؟")).toBeVisible();
    await send(seller, "Yes, here is our catalogue.");
    // Written in English, shown to an Arabic reader as written, with its language named.
    const reply = page.getByText("Yes, here is our catalogue.");
    await expect(reply).toBeVisible();
    await expect(page.getByText("مكتوبة باللغة الإنجليزية").first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test(
    "across two server instances on one PostgreSQL database, each side sees the other's messages live",
    SAME_ON_PHONES,
    async ({ browser }) => {
      test.skip(!process.env.E2E_PG_URL, "runs when TEST_DATABASE_URL gives the run a PostgreSQL server");
      // What crosses servers is the same on every screen; once, on the desktop.
      const companyId = 2;
      const buyer = await otherBrowser(browser, `http://localhost:${port + 2}`);
      const seller = await otherBrowser(browser, `http://localhost:${port + 3}`);
      const buyerEmail = await registerBuyer(buyer, { confirm: false });
      await confirmEmailPg(buyerEmail);
      const sellerEmail = await registerBuyer(seller, { confirm: false });
      await makeCompanyMemberPg(sellerEmail, companyId, "sales");

      await buyer.goto(`/profile/meeting?company=${companyId}`);
      await expect(buyer).toHaveURL(/\/profile\/meeting\/\d+$/);
      const conversation = Number(/(\d+)$/.exec(buyer.url())![1]);
      const hello = `Hello from instance A ${unique()}`;
      await send(buyer, hello);

      await seller.goto(`/supplier/messages/${conversation}`);
      await expect(seller.getByText(hello)).toBeVisible();
      await send(seller, "Answered from instance B, with a picture.", PICTURE);
      await expect(buyer.getByText("Answered from instance B, with a picture.")).toBeVisible();
      // The picture was stored by B and is served by A (the instances share their file store).
      const picture = buyer.locator(`img[src*="/profile/meeting/${conversation}/files/"]`);
      await expect(picture).toBeVisible();
      // It loads (a picture that failed would have no width).
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await send(buyer, "Thanks, received on A.");
      await expect(seller.getByText("Thanks, received on A.")).toBeVisible();
    },
  );
});
