import { expect, it } from "vitest";
import { DECISIONS_WITH_REASON, REVIEW_STATUSES, SUPPLIER_DECISIONS } from "#core/schemas/supplier-review.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { findRoles, findUserByEmail } from "#server/modules/accounts/index.ts";
import {
  COMPANY_STATUSES,
  COMPANY_TRANSITIONS,
  TRANSITIONS_WITH_REASON,
} from "#server/modules/companies/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { decideSupplier, getSupplierDetail, listSuppliers } from "./review.service.ts";

async function actorOf(d: TestDeps, email: string) {
  const user = (await findUserByEmail(d.db, email))!;
  return { id: user.id, roles: await findRoles(d.db, user.id) };
}

/** The demo catalogue with two companies waiting for review (the second submitted first). */
async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 20, seed: 1 });
  const supplier = (await findUserByEmail(d.db, "supplier@caravan.test"))!;
  const { company_id: ownCompany } = await d.db
    .selectFrom("company_members")
    .select("company_id")
    .where("user_id", "=", supplier.id)
    .executeTakeFirstOrThrow();
  const ids = (await d.db.selectFrom("companies").select("id").orderBy("id").execute()).map((r) => r.id);
  const [late, early] = ids.filter((id) => id !== ownCompany).slice(0, 2) as [number, number];
  await d.db
    .updateTable("companies")
    .set({ status: "pending_review", submitted_at: "2026-11-20T10:00:00.000Z" })
    .where("id", "=", late)
    .execute();
  await d.db
    .updateTable("companies")
    .set({ status: "pending_review", submitted_at: "2026-11-19T10:00:00.000Z" })
    .where("id", "=", early)
    .execute();
  return {
    ownCompany,
    late,
    early,
    admin: await actorOf(d, "admin@caravan.test"),
    moderator: await actorOf(d, "moderator@caravan.test"),
    supplier: await actorOf(d, "supplier@caravan.test"),
    buyer: await actorOf(d, "buyer@caravan.test"),
  };
}

it("keeps the browser's lists of statuses and decisions equal to the server's", () => {
  expect([...REVIEW_STATUSES]).toEqual([...COMPANY_STATUSES]);
  expect(SUPPLIER_DECISIONS.every((d) => COMPANY_TRANSITIONS[d].by === "operator")).toBe(true);
  const operatorMoves = Object.entries(COMPANY_TRANSITIONS).filter(([, t]) => t.by === "operator");
  expect(operatorMoves.map(([name]) => name).sort()).toEqual([...SUPPLIER_DECISIONS].sort());
  expect([...DECISIONS_WITH_REASON].sort()).toEqual([...TRANSITIONS_WITH_REASON].sort());
});

describeEachDatabase("the operator's review of suppliers", (deps) => {
  it("lists companies waiting for review first, longest waiting first, and filters by status", async () => {
    const d = deps();
    const { late, early, admin } = await setup(d);
    const all = await listSuppliers(d.db, admin, { page: 0 });
    expect(all.items.slice(0, 2).map((c) => c.id)).toEqual([early, late]);
    expect(all.items.slice(2).every((c) => c.status !== "pending_review")).toBe(true);
    expect(all.counts.pending_review).toBe(2);
    const total = (await d.db.selectFrom("companies").select("id").execute()).length;
    expect(all.total).toBe(total);
    const active = await listSuppliers(d.db, admin, { status: "active", page: 0 });
    expect(active.items.every((c) => c.status === "active")).toBe(true);
    expect(active.total).toBe(total - 2);
    const beyond = await listSuppliers(d.db, admin, { page: 50 });
    expect(beyond.items).toEqual([]);
  });

  it("shows a company with its fields, team, texts, evidence and the decisions its status allows", async () => {
    const d = deps();
    const { ownCompany, early, admin } = await setup(d);
    const detail = await getSupplierDetail(d.db, admin, ownCompany);
    expect(detail.company.status).toBe("active");
    expect(detail.decisions).toEqual(["suspend"]);
    expect(detail.team.map((m) => m.email)).toContain("supplier@caravan.test");
    expect(detail.fields.find((f) => f.key === "country")?.value).toMatch(/^[A-Z]{2}$/);
    expect(detail.texts.length).toBeGreaterThan(0);
    expect(detail.publishedProducts).toBeGreaterThanOrEqual(0);
    // The evidence comes from the verification module, this company's only.
    expect(Object.keys(detail.evidence)).toEqual(["documents", "certificates"]);
    for (const item of [...detail.evidence.documents, ...detail.evidence.certificates])
      expect(item.companyId).toBe(ownCompany);
    expect((await getSupplierDetail(d.db, admin, early)).decisions).toEqual(["approve", "reject"]);
    await expect(getSupplierDetail(d.db, admin, 999_999)).rejects.toMatchObject({ code: "not_found" });
  });

  it("audits each decision, e-mails the owners with the reason, and records it in the history", async () => {
    const d = deps();
    const { ownCompany, admin } = await setup(d);
    await decideSupplier(d, admin, ownCompany, { decision: "suspend", reason: "Licence expired" });
    const audit = await d.db
      .selectFrom("audit_log")
      .select(["action", "user_id", "details"])
      .where("entity", "=", "company")
      .where("entity_id", "=", String(ownCompany))
      .execute();
    expect(audit).toEqual([
      { action: "company.suspend", user_id: admin.id, details: expect.stringContaining("Licence expired") },
    ]);
    const owner = (await findUserByEmail(d.db, "supplier@caravan.test"))!;
    const mails = await d.db
      .selectFrom("notifications")
      .select(["user_id", "to_email", "kind", "body", "reply_to"])
      .where("company_id", "=", ownCompany)
      .execute();
    expect(mails).toEqual([
      {
        user_id: owner.id,
        to_email: "supplier@caravan.test",
        kind: "company.suspend",
        body: expect.stringContaining("Licence expired"),
        reply_to: d.config.supportEmail,
      },
    ]);
    const detail = await getSupplierDetail(d.db, admin, ownCompany);
    expect(detail.company.status).toBe("suspended");
    expect(detail.company.statusReason).toBe("Licence expired");
    expect(detail.history).toMatchObject([{ action: "company.suspend", reason: "Licence expired" }]);
    expect(detail.decisions).toEqual(["reinstate"]);
  });

  it("makes one change of two decisions at once; the second is told the status changed", async () => {
    const d = deps();
    const { early, admin, moderator } = await setup(d);
    const results = await Promise.allSettled([
      decideSupplier(d, admin, early, { decision: "approve" }),
      decideSupplier(d, moderator, early, { decision: "approve" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "conflict", messageKey: "errors.companyStatusChanged" });
    const audit = await d.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "company")
      .where("entity_id", "=", String(early))
      .execute();
    expect(audit).toEqual([{ action: "company.approve" }]);
  });

  it("refuses every other user, and a decision the status does not allow", async () => {
    const d = deps();
    const { ownCompany, early, supplier, buyer, admin } = await setup(d);
    for (const actor of [supplier, buyer]) {
      await expect(listSuppliers(d.db, actor, { page: 0 })).rejects.toMatchObject({ code: "not_allowed" });
      await expect(getSupplierDetail(d.db, actor, ownCompany)).rejects.toMatchObject({ code: "not_allowed" });
      await expect(decideSupplier(d, actor, early, { decision: "approve" })).rejects.toMatchObject({
        code: "not_allowed",
      });
    }
    await expect(decideSupplier(d, admin, ownCompany, { decision: "approve" })).rejects.toMatchObject({
      code: "conflict",
    });
    expect((await getSupplierDetail(d.db, admin, early)).company.status).toBe("pending_review");
  });
});
