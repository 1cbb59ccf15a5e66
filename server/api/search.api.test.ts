import { expect, it } from "vitest";
import { createProduct, removeProduct, updateProduct } from "#server/modules/products/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { createApi } from "./api.ts";

const post = (body: unknown, host = "localhost:3000") => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "content-type": "application/json", host, origin: "http://localhost:3000" },
});

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, withinMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() - started > withinMs) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeEachDatabase("search API", (deps) => {
  it("lists a category with a page, the total and translated disjunctive facet counts", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 600, seed: 3 });
    const api = createApi(d);
    const res = await api.request(
      "/products/search",
      post({ categoryCode: "002", productCount: 20, language: "tr" }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.products).toHaveLength(20);
    expect(body.totalCount).toBeGreaterThan(20);
    expect(body.isChildCategory).toBe(false);
    const leaf = await (await api.request("/products/search", post({ categoryCode: "002001001" }))).json();
    expect(leaf.isChildCategory).toBe(true);
    // Variation groups of different sub-categories may share a name; the panel must tell them apart.
    const filterNames = body.aggregations.additionalFilters.map((f: { name: string }) => f.name);
    expect(filterNames.length).toBeGreaterThan(1);
    expect(new Set(filterNames).size).toBe(filterNames.length);
    const origins = body.aggregations.placeOfOrigins;
    expect(origins.options.length).toBeGreaterThan(0);
    // Every product has exactly one place of origin: the counts over every page of the group sum
    // to the total. Names are in the request's language.
    let sum = 0;
    for (let optionPage = 0; ; optionPage++) {
      const page = await (
        await api.request(
          "/products/filter-options",
          post({ categoryCode: "002", language: "tr", aggregationField: "placeOfOrigins", optionPage }),
        )
      ).json();
      sum += page.options.reduce((n: number, o: { count: number }) => n + o.count, 0);
      if (!page.hasMore) break;
    }
    expect(sum).toBe(body.totalCount);
    const turkishNames = new Intl.DisplayNames(["tr"], { type: "region" });
    for (const o of origins.options as { code: string; name: string }[]) {
      expect(o.name).toBe(turkishNames.of(o.code));
    }

    // Selecting a place of origin narrows the result but not its own group's counts.
    const code = origins.options[0].code;
    const narrowed = await (
      await api.request("/products/search", post({ categoryCode: "002", pooCodes: [code], language: "tr" }))
    ).json();
    expect(narrowed.totalCount).toBe(origins.options[0].count);
    expect(narrowed.aggregations.placeOfOrigins.selected).toEqual([origins.options[0]]);
    expect(narrowed.aggregations.placeOfOrigins.options).toEqual(origins.options.slice(1, 21));

    const get = async (path: string) => (await api.request(path, { headers: { host: "localhost" } })).json();
    const byCategory = await get("/categories/002/products?limit=50&page=1");
    expect(byCategory.totalCount).toBe(body.totalCount);
    expect(byCategory.products).toHaveLength(Math.min(50, body.totalCount - 50));
    const madeIn = await get(`/products/by-origin/pp/${code.toLowerCase()}`);
    expect(madeIn.totalCount).toBeGreaterThanOrEqual(origins.options[0].count);
    expect(madeIn.products.length).toBeGreaterThan(0);
    for (const p of madeIn.products) expect(p.placeOfOrigin).toBe(code);

    const list = await (
      await api.request("/products/search?form=list", post({ categoryCode: "002" }))
    ).json();
    expect(list[0]).toBe(body.totalCount);
    expect(list[1][0]).toHaveLength(11);
    expect(typeof list[1][0][0]).toBe("number");
  });

  it("pages and searches a group's options, and says when the list has ended", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 800, seed: 4 });
    const api = createApi(d);
    const first = await (
      await api.request("/products/filter-options", post({ aggregationField: "companies" }))
    ).json();
    expect(first.options).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = await (
      await api.request("/products/filter-options", post({ aggregationField: "companies", optionPage: 1 }))
    ).json();
    expect(second.options[0].code).not.toBe(first.options[0].code);
    const word = first.options[0].name.split(" ")[0].toUpperCase();
    const searched = await (
      await api.request(
        "/products/filter-options",
        post({ aggregationField: "companies", aggregationSearchStr: word }),
      )
    ).json();
    expect(searched.options.length).toBeGreaterThan(0);
    for (const o of searched.options) expect(o.name.toUpperCase()).toContain(word);
    const none = await (
      await api.request(
        "/products/filter-options",
        post({ aggregationField: "brands", aggregationSearchStr: "zzqx" }),
      )
    ).json();
    expect(none).toEqual({ selected: [], options: [], hasMore: false });
  });

  it("finds text in every language, folding diacritics, and counts hits per category", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 50, seed: 5 });
    const company = (await d.db.selectFrom("companies").select("id").executeTakeFirstOrThrow()).id;
    const id = await createProduct(d.db, {
      companyId: company,
      categoryCode: "002001001",
      placeOfOrigin: "CN",
      texts: {
        en: { name: "Stainless steel water cup" },
        zh: { name: "不锈钢水杯", description: "保温杯" },
        tr: { name: "Çelik Şişe Güneşli", description: "Büyük İstanbul deposu" },
      },
      priceMin: 2,
    });
    await d.search.ready();
    await d.search.refresh();
    const api = createApi(d);
    const find = async (text: string) =>
      (await (await api.request("/products/search", post({ searchStr: text, language: "zh" }))).json()) as {
        products: { id: number; name: string }[];
      };
    for (const text of ["水杯", "不锈钢", "杯", "celik sise", "ÇELİK", "istanbul", "gunesli", "STAINLESS"]) {
      expect(
        (await find(text)).products.map((p) => p.id),
        text,
      ).toContain(id);
    }
    expect((await find("水杯")).products[0]!.name).toBe("不锈钢水杯");
    const matches = await (
      await api.request("/products/text-matches?searchStr=%E6%B0%B4%E6%9D%AF&language=en", {
        headers: { host: "localhost" },
      })
    ).json();
    expect(matches[0]).toMatchObject({ categoryID: "002", hitCount: 1 });
    expect(matches[0].subCategories[0]).toMatchObject({ categoryID: "002001", hitCount: 1 });
  });

  it("shows a product created, changed or removed through the service within a second", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 30, seed: 6 });
    await d.search.start();
    const api = createApi(d);
    const company = (await d.db.selectFrom("companies").select("id").executeTakeFirstOrThrow()).id;
    const input = {
      companyId: company,
      categoryCode: "016001001",
      placeOfOrigin: "TR",
      texts: { en: { name: "Quokkawood reading chair" } },
    };
    const total = async (text: string) =>
      (await (await api.request("/products/search", post({ searchStr: text }))).json()).totalCount as number;
    const id = await createProduct(d.db, input);
    expect(
      await until(
        () => total("quokkawood"),
        (n) => n === 1,
        1000,
      ),
    ).toBe(1);
    await updateProduct(d.db, id, { ...input, texts: { en: { name: "Wombatwood reading chair" } } });
    expect(
      await until(
        () => total("wombatwood"),
        (n) => n === 1,
        1000,
      ),
    ).toBe(1);
    expect(await total("quokkawood")).toBe(0);
    await removeProduct(d.db, id);
    expect(
      await until(
        () => total("wombatwood"),
        (n) => n === 0,
        1000,
      ),
    ).toBe(0);
  });

  it("answers bad input with a translated 400, never a 500", async () => {
    const d = deps();
    const api = createApi(d);
    const cases = [
      { searchStr: "x".repeat(201) },
      { pooCodes: Array.from({ length: 101 }, (_, i) => `C${i}`) },
      { categoryCode: "abc" },
      { productCount: 30 },
      { minPrice: -1 },
      { pageIndex: -2 },
    ];
    for (const body of cases) {
      const res = await api.request("/products/search", post(body, "tr.localhost:3000"));
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      const error = (await res.json()).error;
      expect(error.code).toBe("invalid_data");
      expect(Object.values(error.fields ?? {}).join()).not.toMatch(/search\.errors\./);
    }
    const broken = await api.request("/products/search", { ...post({}), body: "{oops" });
    expect(broken.status).toBe(400);
    const origin = await api.request("/products/by-origin/pp/12", { headers: { host: "localhost" } });
    expect(origin.status).toBe(400);
  });

  it("refuses a search text of spaces or punctuation only instead of listing the whole catalogue", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 60, seed: 5 });
    const api = createApi(d);
    const search = (body: unknown, path = "/products/search") =>
      api.request(path, {
        ...post(body, "tr.localhost:3000"),
        headers: { ...post(body).headers, host: "tr.localhost:3000", origin: "http://localhost:3000" },
      });
    const everything = await (await search({})).json();
    expect(everything.totalCount).toBe(60);
    for (const searchStr of [" ", "   ", "\t\n", "!!!", " - ", "...", "¿?"]) {
      const res = await search({ searchStr });
      expect(res.status, JSON.stringify(searchStr)).toBe(400);
      const error = (await res.json()).error;
      expect(error.code).toBe("invalid_data");
      expect(error.fields.searchStr).toBe("Aramak için en az bir harf veya rakam yazın.");
      const options = await search({ searchStr, aggregationField: "brands" }, "/products/filter-options");
      expect(options.status).toBe(400);
      const matches = await api.request(`/products/text-matches?searchStr=${encodeURIComponent(searchStr)}`, {
        headers: { host: "localhost" },
      });
      expect(matches.status).toBe(400);
    }
    // An empty text is no text (the other criteria alone); a word with spaces around it is that word.
    expect((await (await search({ searchStr: "" })).json()).totalCount).toBe(60);
    const word = everything.products[0].name.split(" ")[0];
    const padded = await (await search({ searchStr: `  ${word}  ` })).json();
    const plain = await (await search({ searchStr: word })).json();
    expect(padded.totalCount).toBe(plain.totalCount);
    expect(plain.totalCount).toBeGreaterThan(0);
    expect(plain.totalCount).toBeLessThan(60);
  });
});
