import { expect, it } from "vitest";
import { productApiWorld } from "#tests/setup/product-api-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";

/*
 * What a client sends as a product through the API: refused with a message per dotted field path
 * in the host's language and nothing written, or stored as inert text; ids in the body that are
 * not the company's own never reach another company's rows.
 */
describeEachDatabase("supplier products API input", (deps) => {
  it("refuses an invalid product with translated messages under dotted field paths, writing nothing", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const id = await w.created();
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
    const id = await w.created();
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
    const id = await w.created({
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
    const id = await w.created({
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
  it("takes another company's certificate id in the body as a new certificate, leaving theirs", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const mine = await w.created();
    const theirs = await w.call(
      w.otherOwner,
      "POST",
      `/supplier/companies/${w.otherCompanyId}/products`,
      w.draft(),
    );
    const theirId = ((await theirs.json()) as { id: number }).id;
    const their = await d.db
      .selectFrom("product_certifications")
      .selectAll()
      .where("product_id", "=", theirId)
      .executeTakeFirstOrThrow();
    const cert = {
      name: "Stolen",
      authorizedOrganization: null,
      startDate: null,
      endDate: null,
      id: their.id,
    };
    const res = await w.call(
      w.members.owner,
      "PUT",
      `/supplier/companies/${w.companyId}/products/${mine}`,
      w.draft({ certifications: [cert] }),
    );
    expect(res.status).toBe(200);
    const after = await d.db
      .selectFrom("product_certifications")
      .selectAll()
      .where("id", "=", their.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(their);
    const read = await (
      await w.call(w.members.owner, "GET", `/supplier/companies/${w.companyId}/products/${mine}`)
    ).json();
    expect(read.input.certifications).toHaveLength(1);
    expect(read.input.certifications[0]).toMatchObject({ name: "Stolen" });
    expect(read.input.certifications[0].id).not.toBe(their.id);
  });
});
