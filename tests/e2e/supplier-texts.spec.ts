import { registerBuyer } from "./fixtures/accounts.ts";
import { makeCompanyMember } from "./support/company-members-db.ts";
import { expect, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const on = (lang: string, path: string) => `http://${lang}.localhost:${port}${path}`;

test.describe("a supplier edits the company's texts and storefront", () => {
  test("the introduction in Turkish and Arabic and the theme colour show on the storefront", async ({
    page,
  }, testInfo) => {
    // Each project edits its own company, so desktop and phone runs do not meet.
    const companyId = testInfo.project.name === "phone" ? 3 : 2;
    const email = await registerBuyer(page, { confirm: false });
    makeCompanyMember(email, companyId, "owner");

    await page.goto("/supplier/company");
    await expect(page.getByRole("heading", { level: 1, name: "Company profile" })).toBeVisible();
    await page.getByRole("link", { name: /Texts in every language/ }).click();
    await expect(page).toHaveURL(/\/supplier\/company\/texts$/);
    // No translation service in the e2e server: the button says what the operator must set.
    await expect(page.getByRole("button", { name: "Translate missing languages" })).toBeDisabled();
    await expect(page.getByText(/TRANSLATE_URL/)).toBeVisible();

    const stamp = Date.now().toString(36);
    const texts = {
      tr: `Plastik kovalar ve kasalar üretiyoruz ${stamp}.`,
      ar: `نصنع الدلاء والصناديق البلاستيكية ${stamp}.`,
    };
    for (const [lang, native] of [
      ["tr", "Türkçe"],
      ["ar", "العربية"],
    ] as const) {
      await page.getByRole("link", { name: new RegExp(native) }).click();
      await expect(page).toHaveURL(new RegExp(`\\?lang=${lang}$`));
      const editor = page.getByLabel("Company introduction");
      // Arabic is edited right to left.
      await expect(page.locator("fieldset[lang]")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await editor.fill(`<p>${texts[lang]}</p><script>alert(1)</script>`);
      await page.getByRole("button", { name: "Save texts" }).click();
      await expect(page.getByText("The texts are saved and shown to buyers.")).toBeVisible();
      await expect(page.getByRole("link", { name: new RegExp(native) })).toContainText("Written");
      await expect(editor).toHaveValue(`<p>${texts[lang]}</p>`);
    }

    await page.goto("/supplier/storefront");
    const preview = await page.getByRole("link", { name: "Open the storefront" }).getAttribute("href");
    expect(preview).toMatch(new RegExp(`/co/${companyId}$`));
    const detail = preview!.replace("/co/", "/co/detail/");
    for (const lang of ["tr", "ar"] as const) {
      await page.goto(on(lang, detail));
      await expect(page.getByText(texts[lang])).toBeVisible();
    }
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    // The theme colour: saved, then shown on the storefront's next page.
    await page.goto("/supplier/storefront");
    const colour = testInfo.project.name === "phone" ? "#1c7a3d" : "#a81c3d";
    await page.getByLabel("Theme colour").fill(colour);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Storefront settings saved.")).toBeVisible();
    await page.goto(preview!);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
    const companyHeader = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
    const banner = companyHeader.locator("> div").first();
    await expect(banner).toHaveCSS("background-color", `rgb(${r}, ${g}, ${b})`);
    // The banner picture covers the colour; its lower edge shows it.
    await expect(banner).toHaveCSS("border-bottom-color", `rgb(${r}, ${g}, ${b})`);
  });
});
