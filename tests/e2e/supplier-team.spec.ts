import { linkInMailTo, uniqueEmail } from "./fixtures/accounts.ts";
import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

// The demo supplier (supplier@caravan.test) owns company 1 of the demo catalogue. Each run invites
// an address of its own, so the desktop and phone runs can share the company.
const port = Number(process.env.E2E_PORT ?? 3456);

const TEXT = {
  en: {
    base: "",
    signIn: "Sign in",
    invited: "The invitation is on its way.",
    createAccount: "Create an account",
    registerButton: "Create account",
    join: /^Join /,
    editor: "Catalogue editor",
    readOnly: "your role is Catalogue editor",
  },
  ar: {
    base: `http://ar.localhost:${port}`,
    signIn: "تسجيل الدخول",
    invited: "تم إرسال الدعوة.",
    createAccount: "إنشاء حساب",
    registerButton: null,
    join: /^الانضمام إلى /,
    editor: null,
    readOnly: "دورك هو",
  },
} as const;

/** The invitation link mailed to `to`. */
const invitationLink = (to: string) => linkInMailTo(to, /https?:\/\/\S*\/invitation\?token=[\w-]+/);

async function signInAsOwner(page: Page, base: string) {
  await page.goto(`${base}/login?returnUrl=%2Fsupplier%2Fteam`);
  await page.locator("#email").fill("supplier@caravan.test");
  await page.locator("#password").fill("caravan-demo");
  await page.locator("main form button[type=submit]").click();
  await expect(page).toHaveURL(/\/supplier\/team$/);
}

/** A picture of the page as the run left it, kept with the run's results for a person to look at. */
const snap = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function inviteAndJoin(page: Page, lang: keyof typeof TEXT) {
  const text = TEXT[lang];
  const email = uniqueEmail(`team-${lang}`);
  await signInAsOwner(page, text.base);

  // The owner invites a colleague as catalogue editor.
  await page.locator("#email").fill(email);
  await page.locator("select#role").selectOption("catalog_editor");
  await page.locator("form:has(input[value=invite]) button[type=submit]").click();
  await expect(page.getByRole("status").filter({ hasText: text.invited })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await snap(page, "team-owner");
  await page.context().clearCookies();

  // The colleague opens the link from the e-mail, registers with the address filled in, and joins.
  const link = await invitationLink(email);
  await page.goto(`${text.base}${link.pathname}${link.search}`);
  await snap(page, "invitation");
  await page.getByRole("link", { name: text.createAccount }).click();
  await expect(page.locator("#email")).toHaveValue(email);
  await page.locator("#firstName").fill("Deniz");
  await page.locator("#lastName").fill("Kaya");
  await page.locator("#password").fill("catalogue editor pw");
  await page.locator("#passwordConfirm").fill("catalogue editor pw");
  await page.getByRole("checkbox").check();
  if (text.registerButton) await page.getByRole("button", { name: text.registerButton }).click();
  else await page.locator("main form button[type=submit]").last().click();
  await expect(page).toHaveURL(/\/invitation\?token=/);
  await page.getByRole("button", { name: text.join }).click();

  // The workspace opens with the catalogue editor's rights: the team is read-only for them.
  await expect(page).toHaveURL(/\/supplier$/);
  if (text.editor) await expect(page.getByText(text.editor).first()).toBeVisible();
  await page.goto(`${text.base}/supplier/team`);
  await expect(page.getByRole("note")).toContainText(text.readOnly);
  await expect(page.locator("form:has(input[value=invite])")).toHaveCount(0);
  await expect(page.getByText(email)).toBeVisible();
  await snap(page, "team-editor");
  await page.goto(`${text.base}/supplier`);
  await snap(page, "dashboard");
}

test("an owner invites a colleague as catalogue editor, who registers from the e-mail and joins", async ({
  page,
}) => {
  await inviteAndJoin(page, "en");
});

test("the same in Arabic, right to left", SAME_ON_PHONES, async ({ page }) => {
  // One Arabic run is enough.
  await inviteAndJoin(page, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("the dashboard charts views and visits, and opening the storefront counts a visit today", async ({
  page,
}) => {
  await page.goto("/login?returnUrl=%2Fsupplier");
  await page.locator("#email").fill("supplier@caravan.test");
  await page.locator("#password").fill("caravan-demo");
  await page.locator("main form button[type=submit]").click();
  await expect(page).toHaveURL(/\/supplier$/);
  await expect(
    page.getByRole("heading", { name: "Product views and storefront visits, last 30 days" }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /^Last 30 days: / })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Translation coverage" })).toBeVisible();
  // Nothing is wider than the screen, phone included.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Today's visits, the last row of the figures' table (visually hidden, read by screen readers).
  const table = page.getByRole("table", { name: "Product views and storefront visits per day" });
  const visitsToday = async () =>
    Number(await table.locator("tbody tr").last().locator("td").nth(1).textContent());
  await expect(table.locator("tbody tr")).toHaveCount(30);
  const before = await visitsToday();

  // The demo supplier owns company 1: its storefront's contact page is one visit.
  const beacon = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/companies/visit-events",
  );
  await page.goto("/x/co/contact/1");
  expect(new URLSearchParams((await beacon).postData() ?? "").get("cid")).toBe("1");

  // Visits are written in batches every couple of seconds; the desktop and phone runs share the
  // company, so the count grows by one at least.
  await expect
    .poll(
      async () => {
        await page.goto("/supplier");
        return visitsToday();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBeGreaterThan(before);
});
