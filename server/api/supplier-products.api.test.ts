import { expect, it } from "vitest";
import { productApiWorld } from "#tests/setup/product-api-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";

type World = Awaited<ReturnType<typeof productApiWorld>>;

/** A product of the world's company, created through the API by its catalogue editor. */
async function created(w: World, overrides: Parameters<World["draft"]>[0] = {}) {
  const res = await w.call(
    w.members.catalog_editor,
    "POST",
    `/supplier/companies/${w.companyId}/products`,
    w.draft(overrides),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Every operation on one product of a company, with a body each accepts. */
function operations(w: World, companyId: number, productId: number) {
  const base = `/supplier/companies/${companyId}/products`;
  return [
    ["POST", base, w.draft({ supplierSku: "NEW-1" })],
    ["GET", `${base}/${productId}`, undefined],
    ["PUT", `${base}/${productId}`, w.draft({ priceMin: "1" })],
    ["POST", `${base}/${productId}/status`, { transition: "submit" }],
    ["DELETE", `${base}/${productId}/change-request`, undefined],
    ["DELETE", `${base}/${productId}`, undefined],
  ] as const;
}

describeEachDatabase("supplier products API", (deps) => {
  it("creates, reads, saves, submits, asks for a change, withdraws it, unpublishes and deletes", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const base = `/supplier/companies/${w.companyId}/products`;
    const id = await created(w);

    const read = await w.call(w.members.viewer, "GET", `${base}/${id}`);
    expect(read.status).toBe(200);
    const product = await read.json();
    expect(product).toMatchObject({
      id,
      status: "draft",
      statusReason: null,
      pendingChange: null,
      sourceLang: "en",
      input: { categoryCode: w.leafCode, priceMin: "2.5", supplierSku: "TOWEL-100" },
    });
    // The description is stored sanitised: no h1 in a product's text.
    expect(product.input.texts.en.description).toBe("<p>Soft <strong>towel</strong></p><h3>Big</h3>");
    expect(product.texts.map((t: { lang: string }) => t.lang)).toHaveLength(13);

    const saved = await w.call(
      w.members.catalog_editor,
      "PUT",
      `${base}/${id}`,
      w.draft({ priceMin: "2.25" }),
    );
    expect(await saved.json()).toEqual({ id, outcome: "updated" });
    const submitted = await w.call(w.members.admin, "POST", `${base}/${id}/status`, { transition: "submit" });
    expect(await submitted.json()).toEqual({ status: "pending_review" });
    const approved = await w.call(w.operator, "POST", `/admin/products/${id}/decision`, {
      decision: "approve",
    });
    expect(await approved.json()).toEqual({ status: "published" });

    // A published product's name waits for the operator; its price changes at once.
    const renamed = w.draft({ priceMin: "2", texts: { en: { name: "Bamboo towel" } } });
    const asked = await w.call(w.members.owner, "PUT", `${base}/${id}`, renamed);
    expect(await asked.json()).toEqual({ id, outcome: "change_requested" });
    const pending = await (await w.call(w.members.owner, "GET", `${base}/${id}`)).json();
    expect(pending.input.texts.en.name).toBe("Organic cotton towel");
    expect(pending.input.priceMin).toBe("2");
    expect(pending.pendingChange.input.texts.en.name).toBe("Bamboo towel");

    expect((await w.call(w.members.owner, "DELETE", `${base}/${id}/change-request`)).status).toBe(204);
    expect((await (await w.call(w.members.owner, "GET", `${base}/${id}`)).json()).pendingChange).toBeNull();
    const again = await w.call(w.members.owner, "DELETE", `${base}/${id}/change-request`);
    expect(again.status).toBe(404);
    expect((await again.json()).error.code).toBe("not_found");

    const off = await w.call(w.members.catalog_editor, "POST", `${base}/${id}/status`, {
      transition: "unpublish",
    });
    expect(await off.json()).toEqual({ status: "unpublished" });
    const twice = await w.call(w.members.catalog_editor, "POST", `${base}/${id}/status`, {
      transition: "unpublish",
    });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error).toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/\w/),
    });
    const on = await w.call(w.members.catalog_editor, "POST", `${base}/${id}/status`, {
      transition: "publish",
    });
    expect(await on.json()).toEqual({ status: "published" });

    expect((await w.call(w.members.catalog_editor, "DELETE", `${base}/${id}`)).status).toBe(204);
    expect((await w.call(w.members.owner, "GET", `${base}/${id}`)).status).toBe(404);
    expect((await w.product(id)).row).toBeUndefined();
  });

  it("publishes a trusted company's submission at once", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const trust = await w.call(w.operator, "PUT", `/admin/suppliers/${w.companyId}/trusted`, {
      trusted: true,
    });
    expect(await trust.json()).toEqual({ trusted: true });
    const id = await created(w);
    const res = await w.call(
      w.members.owner,
      "POST",
      `/supplier/companies/${w.companyId}/products/${id}/status`,
      {
        transition: "submit",
      },
    );
    expect(await res.json()).toEqual({ status: "published" });
  });

  it("answers 401 to a signed-out caller on every operation, changing nothing", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const id = await created(w);
    const before = [await w.count(), await w.product(id)];
    for (const [method, path, body] of operations(w, w.companyId, id)) {
      const res = await w.call(null, method, path, body);
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 401 });
      expect((await res.json()).error.code).toBe("unauthorized");
    }
    expect([await w.count(), await w.product(id)]).toEqual(before);
  });

  it("refuses sales and finance everything, and viewers every change (403), changing nothing", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const id = await created(w);
    const before = [await w.count(), await w.product(id)];
    for (const role of ["sales", "finance", "viewer"] as const) {
      for (const [method, path, body] of operations(w, w.companyId, id)) {
        const status = (await w.call(w.members[role], method, path, body)).status;
        const expected = role === "viewer" && method === "GET" ? 200 : 403;
        expect({ role, method, path, status }).toEqual({ role, method, path, status: expected });
      }
    }
    expect([await w.count(), await w.product(id)]).toEqual(before);
  });

  it("does not find another company's product under the member's company, nor a company they are not in", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const mine = await created(w);
    const theirs = await w.call(
      w.otherOwner,
      "POST",
      `/supplier/companies/${w.otherCompanyId}/products`,
      w.draft(),
    );
    const theirId = ((await theirs.json()) as { id: number }).id;
    const before = [await w.count(), await w.product(mine), await w.product(theirId)];
    // Their product's id under my company, their company's id in the path, and a company that does not exist.
    const attempts = [
      ...operations(w, w.companyId, theirId).filter(
        ([method, path]) => !(method === "POST" && path.endsWith("products")),
      ),
      ...operations(w, w.otherCompanyId, theirId),
      ...operations(w, w.otherCompanyId, mine),
      ...operations(w, 987654, mine),
    ];
    for (const [method, path, body] of attempts) {
      const res = await w.call(w.members.owner, method, path, body);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      expect((await res.json()).error.code).toBe("not_found");
    }
    expect([await w.count(), await w.product(mine), await w.product(theirId)]).toEqual(before);
  });

  it("refuses every change posted from another site", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const id = await created(w);
    const before = [await w.count(), await w.product(id)];
    for (const [method, path, body] of operations(w, w.companyId, id)) {
      if (method === "GET") continue;
      const res = await w.call(w.members.owner, method, path, body, { origin: "https://evil.example" });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
    }
    expect([await w.count(), await w.product(id)]).toEqual(before);
  });

  it("refuses an invalid product with translated messages under dotted field paths, writing nothing", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const id = await created(w);
    const before = [await w.count(), await w.product(id)];
    const bad = w.draft({
      priceTiers: [
        { minQuantity: 100, price: "3" },
        { minQuantity: 100, price: "4" },
      ],
      priceMin: "5",
      priceMax: "4",
      texts: { en: { name: "x".repeat(201) } },
    });
    for (const [method, path] of [
      ["POST", `/supplier/companies/${w.companyId}/products`],
      ["PUT", `/supplier/companies/${w.companyId}/products/${id}`],
    ] as const) {
      const res = await w.call(w.members.owner, method, path, bad, { host: "tr.localhost:3000" });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe("invalid_data");
      expect(Object.keys(error.fields).sort()).toEqual([
        "priceMax",
        "priceTiers.1.minQuantity",
        "priceTiers.1.price",
        "texts.en.name",
      ]);
      // In the host's language, never a message key.
      expect(error.fields["texts.en.name"]).toBe("Bu değer çok uzun.");
      for (const message of [error.message, ...Object.values(error.fields)])
        expect(message).not.toMatch(/^errors\./);
    }
    // What only the database can tell is refused the same way.
    const notLeaf = await w.call(
      w.members.owner,
      "POST",
      `/supplier/companies/${w.companyId}/products`,
      w.draft({ categoryCode: w.leafCode.slice(0, -3), supplierSku: "OTHER" }),
    );
    expect(notLeaf.status).toBe(400);
    expect((await notLeaf.json()).error.fields).toHaveProperty("categoryCode");
    const memberApproves = await w.call(
      w.members.owner,
      "POST",
      `/supplier/companies/${w.companyId}/products/${id}/status`,
      { transition: "approve" },
    );
    expect(memberApproves.status).toBe(400);
    expect((await memberApproves.json()).error.fields).toHaveProperty("transition");
    expect([await w.count(), await w.product(id)]).toEqual(before);
  });

  it("refuses hostile input with 400 and writes nothing", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const id = await created(w);
    const before = [await w.count(), await w.product(id)];
    const hostile: [string, unknown, string][] = [
      [
        "script too long",
        w.draft({ texts: { en: { name: "<script>alert(1)</script>".repeat(20) } } }),
        "texts.en.name",
      ],
      [
        "huge description",
        w.draft({ texts: { en: { name: "Towel", description: "<p>a</p>".repeat(6000) } } }),
        "texts.en.description",
      ],
      ["NUL in a name", w.draft({ texts: { en: { name: "Tow\u0000el" } } }), "texts.en.name"],
      ["NUL in a keyword", w.draft({ keywords: ["ok", "b\u0000d"] }), "keywords.1"],
      ["SQL in the SKU", w.draft({ supplierSku: "'; DROP TABLE products; --" }), "supplierSku"],
      ["texts as text", { ...w.draft(), texts: "Towel" }, "texts"],
      ["tiers as text", { ...w.draft(), priceTiers: "many" }, "priceTiers"],
      ["category as a number", { ...w.draft(), categoryCode: 12 }, "categoryCode"],
      ["money as an object", { ...w.draft(), priceMin: { $gt: 0 } }, "priceMin"],
      ["a picture elsewhere", w.draft({ pictures: ["https://evil.example/x.jpg"] }), "pictures.0"],
      ["unknown language", { ...w.draft(), texts: { xx: { name: "Towel" } } }, "texts"],
      ["keywords of other types", { ...w.draft(), keywords: [1, {}] }, "keywords.0"],
      ["a tier as a number", { ...w.draft(), priceTiers: [5] }, "priceTiers.0"],
      ["a place as text", { ...w.draft(), manufactureLocation: "Izmir" }, "manufactureLocation"],
      [
        "a certificate's id as text",
        { ...w.draft(), certifications: [{ name: "ISO", id: "abc" }] },
        "certifications.0.id",
      ],
      ["an array", [w.draft()], "form"],
      ["null", null, "form"],
    ];
    for (const [what, body, field] of hostile)
      for (const [method, path] of [
        ["POST", `/supplier/companies/${w.companyId}/products`],
        ["PUT", `/supplier/companies/${w.companyId}/products/${id}`],
      ] as const) {
        const res = await w.call(w.members.owner, method, path, body);
        expect({ what, method, status: res.status }).toEqual({ what, method, status: 400 });
        const { error } = await res.json();
        expect({ what, code: error.code, fields: Object.keys(error.fields ?? {}) }).toMatchObject({
          what,
          code: "invalid_data",
          fields: expect.arrayContaining([field]),
        });
        // Every message is a sentence in the host's language, never a key or a library's English.
        for (const message of Object.values(error.fields as Record<string, string>))
          expect({ what, message }).not.toEqual({
            what,
            message: expect.stringMatching(/^errors\.|Invalid input|expected/),
          });
      }
    for (const raw of ["{", "not json", '{"texts":']) {
      const res = await w.call(
        w.members.owner,
        "POST",
        `/supplier/companies/${w.companyId}/products`,
        undefined,
        {
          raw,
        },
      );
      expect({ raw, status: res.status }).toEqual({ raw, status: 400 });
    }
    for (const productId of ["abc", "0", "-1", "99999999999999999999", "1.5"]) {
      const res = await w.call(
        w.members.owner,
        "GET",
        `/supplier/companies/${w.companyId}/products/${productId}`,
      );
      expect({ productId, status: res.status }).toEqual({ productId, status: 400 });
    }
    expect([await w.count(), await w.product(id)]).toEqual(before);
  });

  it("attaches only the company's own certificate files to a product", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const file = async (companyId: number) =>
      (
        await d.db
          .insertInto("private_files")
          .values({
            storage_key: `k${companyId}-${Math.random()}`,
            owner_user_id: null,
            company_id: companyId,
            purpose: "certificate",
            original_name: "cert.pdf",
            media_type: "application/pdf",
            byte_size: 10,
            sha256: "0".repeat(64),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const mine = await file(w.companyId);
    const theirs = await file(w.otherCompanyId);
    const base = `/supplier/companies/${w.companyId}/products`;
    const before = await w.count();
    for (const fileId of [theirs, 2_147_483_648, 99_999_999_999]) {
      const res = await w.call(
        w.members.owner,
        "POST",
        base,
        w.draft({
          certifications: [
            { name: "ISO", authorizedOrganization: null, startDate: null, endDate: null, fileId },
          ],
        }),
      );
      expect({ fileId, status: res.status }).toEqual({ fileId, status: 400 });
      const { error } = await res.json();
      expect(Object.keys(error.fields)).toEqual(["certifications.0.fileId"]);
    }
    expect(await w.count()).toBe(before);
    const id = await created(w, {
      certifications: [
        { name: "ISO", authorizedOrganization: null, startDate: null, endDate: null, fileId: mine },
      ],
    });
    const read = await (await w.call(w.members.owner, "GET", `${base}/${id}`)).json();
    expect(read.input.certifications).toMatchObject([{ name: "ISO", fileId: mine }]);
  });

  it("keeps markup in a name as plain text and strips scripts from a description", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const id = await created(w, {
      texts: {
        en: {
          name: '<img src=x onerror="alert(1)"> Towel',
          description:
            '<p onclick="steal()">Soft</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        },
      },
    });
    const read = await (
      await w.call(w.members.owner, "GET", `/supplier/companies/${w.companyId}/products/${id}`)
    ).json();
    // The name is text, escaped wherever it is shown; the description is sanitised rich text.
    expect(read.input.texts.en.name).toBe('<img src=x onerror="alert(1)"> Towel');
    const description: string = read.input.texts.en.description;
    expect(description).toContain("Soft");
    expect(description).not.toMatch(/script|onclick|javascript:/i);
  });
});
