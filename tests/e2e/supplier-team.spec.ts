import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { uniqueEmail } from "./fixtures/accounts.ts";
import { expect, type Page, test } from "./support/test.ts";

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

/**
 * The invitation link mailed to `to`. The shared fixture reads quoted-printable mail only; an
 * invitation in Arabic is mostly non-Latin text, which the mailer sends base64-encoded.
 */
async function invitationLink(to: string): Promise<URL> {
  const outbox = join(process.env.E2E_DATA_DIR!, "outbox");
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, "_");
  for (let attempt = 0; attempt < 150; attempt++) {
    const files = existsSync(outbox)
      ? readdirSync(outbox).filter((name) => name.endsWith(`${safeTo}.eml`))
      : [];
    for (const name of files) {
      const raw = readFileSync(join(outbox, name), "utf8");
      const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
      const body = rest.join("\n\n");
      const text = /content-transfer-encoding:\s*base64/i.test(head)
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const link = /https?:\/\/\S*\/invitation\?token=[\w-]+/.exec(text)?.[0];
      if (link) return new URL(link);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mailed to ${to}`);
}

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

test("the same in Arabic, right to left", async ({ page, isMobile }) => {
  test.skip(isMobile, "one Arabic run is enough");
  await inviteAndJoin(page, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("the dashboard shows the company's figures with a views chart", async ({ page }) => {
  await page.goto("/login?returnUrl=%2Fsupplier");
  await page.locator("#email").fill("supplier@caravan.test");
  await page.locator("#password").fill("caravan-demo");
  await page.locator("main form button[type=submit]").click();
  await expect(page).toHaveURL(/\/supplier$/);
  await expect(page.getByRole("heading", { name: "Product views, last 30 days" })).toBeVisible();
  await expect(page.getByRole("img", { name: /in the last 30 days/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Translation coverage" })).toBeVisible();
  // Nothing is wider than the screen, phone included.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
