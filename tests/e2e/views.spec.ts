import { expect, SAME_ON_PHONES, test } from "./support/test.ts";

// Products 80–99 are this file's: no other test views them, so their counts are ours.
test.describe("product views", () => {
  test(
    "opening a product page counts a view, and the product joins its category's most viewed",
    SAME_ON_PHONES,
    async ({ page, request }, testInfo) => {
      const id = testInfo.project.name === "phone" ? 81 : 80;
      const product = await (await request.get(`/api/products/getById/${id}/en`)).json();
      const category: string = product.categories.at(-1).id;
      const mostViewed = async (language: string) => {
        const res = await request.get(
          `/api/products/most-viewed?category=${category}&limit=20&language=${language}`,
        );
        expect(res.status()).toBe(200);
        return ((await res.json()) as { id: number }[]).map((p) => p.id);
      };
      // Never viewed yet (asked in another language than below, so that answer is not the one kept).
      expect(await mostViewed("tr")).not.toContain(id);

      const beacon = page.waitForRequest(
        (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/products/view-events",
      );
      await page.goto(`/x/pr/${id}`);
      const sent = new URLSearchParams((await beacon).postData() ?? "");
      expect(sent.get("pid")).toBe(String(id));
      expect(sent.get("pname")).toBe(product.name);
      expect(sent.get("cid")).toBe(String(product.company._id));

      // Views are written in batches every couple of seconds. The server keeps each list (per
      // category and language) for a minute, so each look asks in a language not asked yet.
      const languages = ["en", "de", "fr", "es", "it", "ru", "ja", "zh", "hi", "ar", "fa", "iw"];
      let look = 0;
      await expect
        .poll(() => mostViewed(languages[look++ % languages.length]!), { timeout: 30_000, intervals: [1000] })
        .toContain(id);
    },
  );
});
