import { expect, type Locator, SAME_ON_PHONES, test } from "./support/test.ts";

// Right-to-left pages (Arabic here) with Latin names, prices and phone numbers in them: each must
// read in its own order, whatever the Arabic around it. Company 1 of the demo catalogue is
// "Ruifeng Plastic Import & Export Co., Ltd." (a name ending in a period) with an office phone.
const port = Number(process.env.E2E_PORT ?? 3456);
const arabic = (path: string) => `http://ar.localhost:${port}${path}`;
const COMPANY = "Ruifeng Plastic Import & Export Co., Ltd.";
const STOREFRONT = "/ruifeng-plastic-import-export-co-ltd/co/1";

/**
 * The characters of an element as they are painted, line by line from the top and left to right
 * on each line (spaces left out): what a reader sees, whatever the text's logical order.
 */
async function paintedText(element: Locator): Promise<string> {
  return element.evaluate((root) => {
    const chars: Array<{ line: number; left: number; char: string }> = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i++) {
        const char = node.data[i]!;
        if (!char.trim() || /[\u200e\u200f\u2066-\u2069]/.test(char)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) chars.push({ line: Math.round(box.top / 4), left: box.left, char });
      }
    }
    chars.sort((a, b) => a.line - b.line || a.left - b.left);
    return chars.map((c) => c.char).join("");
  });
}

const squeezed = (text: string) => text.replace(/\s+/g, "");

test.describe("right-to-left pages keep Latin names, prices and phone numbers in order", () => {
  test(
    "the storefront header: the name ends with its period, the phone reads left to right",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto(arabic(STOREFRONT));
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const name = page.getByRole("heading", { level: 1 }).locator("bdi");
      await expect(name).toHaveText(COMPANY);
      expect(await paintedText(name)).toBe(squeezed(COMPANY));

      const phone = page.locator("header a[href^='tel:']").first();
      await expect(phone).toHaveAttribute("dir", "ltr");
      const number = (await phone.textContent())!;
      expect(number).toMatch(/^\+\d[\d ]+$/);
      expect(await paintedText(phone)).toBe(squeezed(number));
      // The contact card's phone too.
      const cardPhone = page.locator("#contact-card-title").locator("xpath=..").locator("a[href^='tel:']");
      await expect(cardPhone).toHaveAttribute("dir", "ltr");
      expect(await paintedText(cardPhone)).toBe(squeezed(number));
    },
  );

  test(
    "product cards: company names end with their period and prices keep 'US$' whole",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto(arabic(STOREFRONT));
      const cards = page.locator("main ul li article");
      await expect(cards.first()).toBeVisible();
      const company = cards.first().locator("p a").last();
      await expect(company).toHaveText(COMPANY);
      await expect(company).toHaveAttribute("dir", "auto");
      // On a phone a long name is cut with "…" at its own end: its start is what shows.
      expect(squeezed(COMPANY).startsWith(await paintedText(company))).toBe(true);
      expect((await paintedText(company)).length).toBeGreaterThan(10);

      const prices = cards.locator("p.font-bold");
      expect(await prices.count()).toBeGreaterThan(0);
      for (const price of await prices.all()) {
        const painted = await paintedText(price);
        // Intl's Arabic order is the amount, then "US$": read right to left, "US$" stands on the
        // left of the amount, and its "$" is never pulled away from "US" ("$US 7.17").
        expect(painted).toMatch(/US\$[\d.,]+/);
        expect(painted).not.toContain("$US");
      }
    },
  );

  test("the product page: supplier box, title and price", SAME_ON_PHONES, async ({ page }) => {
    await page.goto(arabic(STOREFRONT));
    const href = await page.locator("main ul li article h3 a").first().getAttribute("href");
    await page.goto(arabic(href!));
    const supplier = page.locator("aside", { has: page.locator("#supplier-title") });
    const name = supplier.locator("p.font-semibold bdi");
    await expect(name).toHaveText(COMPANY);
    // Painted on several lines in the narrow box, each line left to right: still the name in order.
    expect(await paintedText(name)).toBe(squeezed(COMPANY));
    // "City، Country": the Latin city keeps its place, first in reading order (on the right).
    const place = supplier.locator("p.text-sm").first();
    const city = place.locator("bdi");
    await expect(city).toHaveCount(1);
    const cityBox = (await city.boundingBox())!;
    const placeBox = (await place.boundingBox())!;
    expect(cityBox.x + cityBox.width).toBeGreaterThan(placeBox.x + placeBox.width - 40);
    await expect(place).toContainText("، ");

    const price = page.locator("p.text-2xl");
    if (await price.count()) expect(await paintedText(price)).toMatch(/US\$[\d.,]+/);
  });

  test(
    "a searched Latin text ending in punctuation keeps it at its end in the heading",
    SAME_ON_PHONES,
    async ({ page }) => {
      const text = "Co., Ltd.";
      await page.goto(arabic(`/search-product/${encodeURIComponent(text)}`));
      const searched = page.getByRole("heading", { level: 1 }).locator("bdi");
      await expect(searched).toHaveText(text);
      expect(await paintedText(searched)).toBe(squeezed(text));
      await expect(page.locator("header").getByRole("combobox")).toHaveValue(text);
    },
  );
});
