import { expect, it } from "vitest";
import { PRODUCT_DECISION_REASON_MAX } from "#core/schemas/product-life-cycle.ts";
import { PRODUCT_REASON_MAX } from "#server/modules/products/index.ts";
import { productApiWorld } from "#tests/setup/product-api-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";

type World = Awaited<ReturnType<typeof productApiWorld>>;

/** A product of the world's company, created and submitted through the API: it waits for review. */
async function waiting(w: World, sku = "TOWEL-100") {
  const base = `/supplier/companies/${w.companyId}/products`;
  const res = await w.call(w.members.owner, "POST", base, w.draft({ supplierSku: sku }));
  const { id } = (await res.json()) as { id: number };
  const submitted = await w.call(w.members.owner, "POST", `${base}/${id}/status`, { transition: "submit" });
  expect(await submitted.json()).toEqual({ status: "pending_review" });
  return id;
}

/** A published product with a change request waiting (its English name); answers both ids. */
async function withChange(w: World) {
  const id = await waiting(w);
  await w.call(w.operator, "POST", `/admin/products/${id}/decision`, { decision: "approve" });
  const renamed = w.draft({ texts: { en: { name: "Bamboo towel" } } });
  const saved = await w.call(
    w.members.owner,
    "PUT",
    `/supplier/companies/${w.companyId}/products/${id}`,
    renamed,
  );
  expect(await saved.json()).toEqual({ id, outcome: "change_requested" });
  const read = await (
    await w.call(w.members.owner, "GET", `/supplier/companies/${w.companyId}/products/${id}`)
  ).json();
  return { id, requestId: read.pendingChange.id as number };
}

const nameOf = async (w: World, id: number) =>
  (await (await w.call(w.members.owner, "GET", `/supplier/companies/${w.companyId}/products/${id}`)).json())
    .input.texts.en.name;

describeEachDatabase("product review API", (deps) => {
  it("approves and rejects products with a reason the supplier reads, and e-mails the owners", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const first = await waiting(w);
    const second = await waiting(w, "TOWEL-200");
    const approved = await w.call(w.operator, "POST", `/admin/products/${first}/decision`, {
      decision: "approve",
    });
    expect(await approved.json()).toEqual({ status: "published" });
    const rejected = await w.call(w.operator, "POST", `/admin/products/${second}/decision`, {
      decision: "reject",
      reason: "  Pictures show another product ",
    });
    expect(await rejected.json()).toEqual({ status: "rejected" });
    const read = await w.call(
      w.members.viewer,
      "GET",
      `/supplier/companies/${w.companyId}/products/${second}`,
    );
    expect(await read.json()).toMatchObject({
      status: "rejected",
      statusReason: "Pictures show another product",
    });
    const mails = await d.db.selectFrom("notifications").select("kind").orderBy("id").execute();
    expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(["product.approve", "product.reject"]));
  });

  it("approves a change request over the live product, and rejects one keeping the live product", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const { id, requestId } = await withChange(w);
    const rejected = await w.call(w.operator, "POST", `/admin/product-changes/${requestId}/decision`, {
      decision: "reject",
      reason: "The name must say the material",
    });
    expect(await rejected.json()).toEqual({ status: "rejected" });
    expect(await nameOf(w, id)).toBe("Organic cotton towel");

    const renamed = w.draft({ texts: { en: { name: "Bamboo towel" } } });
    await w.call(w.members.owner, "PUT", `/supplier/companies/${w.companyId}/products/${id}`, renamed);
    const next = (await w.product(id)).requests.at(-1)!;
    expect(next.status).toBe("pending");
    const approved = await w.call(w.operator, "POST", `/admin/product-changes/${next.id}/decision`, {
      decision: "approve",
    });
    expect(await approved.json()).toEqual({ status: "approved" });
    expect(await nameOf(w, id)).toBe("Bamboo towel");
  });

  it("refuses visitors (401) and supplier members, its own company's included (403), changing nothing", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const { id, requestId } = await withChange(w);
    const pending = await waiting(w, "TOWEL-300");
    const before = [await w.product(id), await w.product(pending)];
    const operations = [
      ["POST", `/admin/products/${pending}/decision`, { decision: "approve" }],
      ["POST", `/admin/product-changes/${requestId}/decision`, { decision: "approve" }],
      ["PUT", `/admin/suppliers/${w.companyId}/trusted`, { trusted: true }],
    ] as const;
    for (const [method, path, body] of operations) {
      const anonymous = await w.call(null, method, path, body);
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      for (const who of [w.members.owner, w.members.admin, w.otherOwner]) {
        const res = await w.call(who, method, path, body);
        expect({ path, status: res.status }).toEqual({ path, status: 403 });
        expect((await res.json()).error.code).toBe("not_allowed");
      }
    }
    expect([await w.product(id), await w.product(pending)]).toEqual(before);
    const company = await d.db
      .selectFrom("companies")
      .select("is_trusted_supplier")
      .where("id", "=", w.companyId)
      .executeTakeFirstOrThrow();
    expect(Boolean(company.is_trusted_supplier)).toBe(false);
  });

  it("refuses decisions posted from another site", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const { id, requestId } = await withChange(w);
    const pending = await waiting(w, "TOWEL-300");
    const before = [await w.product(id), await w.product(pending)];
    for (const [method, path, body] of [
      ["POST", `/admin/products/${pending}/decision`, { decision: "approve" }],
      ["POST", `/admin/product-changes/${requestId}/decision`, { decision: "approve" }],
      ["PUT", `/admin/suppliers/${w.companyId}/trusted`, { trusted: true }],
    ] as const) {
      const res = await w.call(w.operator, method, path, body, { origin: "https://evil.example" });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
    expect([await w.product(id), await w.product(pending)]).toEqual(before);
  });

  it("refuses bad decisions with translated field messages, unknown ids with 404, changing nothing", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    expect(PRODUCT_DECISION_REASON_MAX).toBe(PRODUCT_REASON_MAX);
    const { id, requestId } = await withChange(w);
    const pending = await waiting(w, "TOWEL-300");
    const before = [await w.product(id), await w.product(pending)];
    for (const path of [
      `/admin/products/${pending}/decision`,
      `/admin/product-changes/${requestId}/decision`,
    ]) {
      for (const [body, field] of [
        [{ decision: "delete" }, "decision"],
        [{ decision: "publish" }, "decision"],
        [{ decision: "reject" }, "reason"],
        [{ decision: "reject", reason: "   " }, "reason"],
        [{ decision: "reject", reason: "x".repeat(PRODUCT_DECISION_REASON_MAX + 1) }, "reason"],
        [{ decision: "reject", reason: "no\u0000pe" }, "reason"],
        [{ decision: ["approve"] }, "decision"],
        [{ decision: "approve", reason: 42 }, "reason"],
      ] as const) {
        const res = await w.call(w.operator, "POST", path, body, { host: "de.localhost:3000" });
        expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 });
        const { error } = await res.json();
        expect(error.code).toBe("invalid_data");
        expect(Object.keys(error.fields)).toContain(field);
        expect(error.fields[field]).not.toMatch(/^errors\./);
      }
    }
    for (const body of [{ trusted: "yes" }, { trusted: 1 }, {}, { trusted: null }]) {
      const res = await w.call(w.operator, "PUT", `/admin/suppliers/${w.companyId}/trusted`, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    for (const [method, path, body] of [
      ["POST", "/admin/products/987654/decision", { decision: "approve" }],
      ["POST", "/admin/product-changes/987654/decision", { decision: "approve" }],
      ["PUT", "/admin/suppliers/987654/trusted", { trusted: true }],
    ] as const) {
      const res = await w.call(w.operator, method, path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    for (const path of ["/admin/products/abc/decision", "/admin/product-changes/0/decision"]) {
      const res = await w.call(w.operator, "POST", path, { decision: "approve" });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }
    // A published product no longer waits for review.
    const late = await w.call(w.operator, "POST", `/admin/products/${id}/decision`, {
      decision: "reject",
      reason: "x",
    });
    expect(late.status).toBe(409);
    expect([await w.product(id), await w.product(pending)]).toEqual(before);
  });

  it("makes one decision of two at once, the other answered 409", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const { id, requestId } = await withChange(w);
    const pending = await waiting(w, "TOWEL-300");
    const product = await Promise.all([
      w.call(w.operator, "POST", `/admin/products/${pending}/decision`, { decision: "approve" }),
      w.call(w.operator, "POST", `/admin/products/${pending}/decision`, { decision: "reject", reason: "No" }),
    ]);
    expect(product.map((r) => r.status).sort()).toEqual([200, 409]);
    const change = await Promise.all([
      w.call(w.operator, "POST", `/admin/product-changes/${requestId}/decision`, { decision: "approve" }),
      w.call(w.operator, "POST", `/admin/product-changes/${requestId}/decision`, {
        decision: "reject",
        reason: "No",
      }),
    ]);
    expect(change.map((r) => r.status).sort()).toEqual([200, 409]);
    const requests = (await w.product(id)).requests;
    expect(requests).toHaveLength(1);
    expect(["approved", "rejected"]).toContain(requests[0]!.status);
  });

  it("trusts a company's products, whose changes then apply at once, and stops", async () => {
    const d = deps();
    const w = await productApiWorld(d);
    const { id } = await withChange(w);
    const trusted = await w.call(w.operator, "PUT", `/admin/suppliers/${w.companyId}/trusted`, {
      trusted: true,
    });
    expect(await trusted.json()).toEqual({ trusted: true });
    const renamed = w.draft({ texts: { en: { name: "Linen towel" } } });
    const saved = await w.call(
      w.members.owner,
      "PUT",
      `/supplier/companies/${w.companyId}/products/${id}`,
      renamed,
    );
    expect(await saved.json()).toEqual({ id, outcome: "updated" });
    expect(await nameOf(w, id)).toBe("Linen towel");
    const stopped = await w.call(w.operator, "PUT", `/admin/suppliers/${w.companyId}/trusted`, {
      trusted: false,
    });
    expect(await stopped.json()).toEqual({ trusted: false });
    const again = w.draft({ texts: { en: { name: "Hemp towel" } } });
    const asked = await w.call(
      w.members.owner,
      "PUT",
      `/supplier/companies/${w.companyId}/products/${id}`,
      again,
    );
    expect(await asked.json()).toEqual({ id, outcome: "change_requested" });
  });
});
