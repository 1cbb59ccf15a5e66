import { expect, it } from "vitest";
import { productApiWorld } from "#tests/setup/product-api-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";

type World = Awaited<ReturnType<typeof productApiWorld>>;

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
    const id = await w.created();

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
    const id = await w.created();
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
    const id = await w.created();
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
    const id = await w.created();
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
    const mine = await w.created();
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
    const id = await w.created();
    const before = [await w.count(), await w.product(id)];
    for (const [method, path, body] of operations(w, w.companyId, id)) {
      if (method === "GET") continue;
      const res = await w.call(w.members.owner, method, path, body, { origin: "https://evil.example" });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
    }
    expect([await w.count(), await w.product(id)]).toEqual(before);
  });
});
