import { expect, it } from "vitest";
import { findUserByEmail, openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { createApi } from "./api.ts";

/** The API, a request function signed in as a demo account (or anonymous), and the companies. */
async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 10, seed: 1 });
  const api = createApi(d);
  const cookies: Record<string, string> = {};
  for (const who of ["buyer", "supplier", "moderator", "admin"]) {
    const user = await findUserByEmail(d.db, `${who}@caravan.test`);
    const { token } = await openSession(d, user!.id, { ip: null, userAgent: null });
    cookies[who] = `${SESSION_COOKIE}=${token}`;
  }
  const supplier = (await findUserByEmail(d.db, "supplier@caravan.test"))!;
  const { company_id: ownCompany } = await d.db
    .selectFrom("company_members")
    .select("company_id")
    .where("user_id", "=", supplier.id)
    .executeTakeFirstOrThrow();
  const other = await d.db
    .selectFrom("companies")
    .select("id")
    .where("id", "!=", ownCompany)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await d.db
    .updateTable("companies")
    .set({ status: "pending_review", submitted_at: "2026-11-20T10:00:00.000Z" })
    .where("id", "=", other.id)
    .execute();
  const call = (
    as: string | null,
    method: string,
    path: string,
    body?: unknown,
    origin = "http://localhost:3000",
  ) =>
    api.request(path, {
      method,
      headers: {
        host: "localhost:3000",
        ...(method === "GET" ? {} : { origin }),
        ...(as ? { cookie: cookies[as]! } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const statusOf = async (id: number) =>
    (await d.db.selectFrom("companies").select("status").where("id", "=", id).executeTakeFirstOrThrow())
      .status;
  return { call, ownCompany, pending: other.id, statusOf };
}

describeEachDatabase("supplier review API", (deps) => {
  it("refuses visitors, buyers and supplier members on every operation, their own company's id included", async () => {
    const { call, ownCompany, pending, statusOf } = await setup(deps());
    const operations = (id: number) =>
      [
        ["GET", "/admin/suppliers", undefined],
        ["GET", `/admin/suppliers/${id}`, undefined],
        [
          "POST",
          `/admin/suppliers/${id}/decision`,
          { decision: id === pending ? "approve" : "suspend", reason: "x" },
        ],
      ] as const;
    for (const id of [ownCompany, pending]) {
      for (const [method, path, body] of operations(id)) {
        expect({ path, status: (await call(null, method, path, body)).status }).toEqual({
          path,
          status: 401,
        });
        for (const who of ["buyer", "supplier"])
          expect({ who, path, status: (await call(who, method, path, body)).status }).toEqual({
            who,
            path,
            status: 403,
          });
      }
    }
    expect(await statusOf(ownCompany)).toBe("active");
    expect(await statusOf(pending)).toBe("pending_review");
  });

  it("lets moderators and admins list, read and decide, with applications first", async () => {
    const { call, ownCompany, pending, statusOf } = await setup(deps());
    const list = await call("moderator", "GET", "/admin/suppliers");
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body.items[0]).toMatchObject({ id: pending, status: "pending_review" });
    expect(body.counts.pending_review).toBe(1);
    const filtered = await (await call("admin", "GET", "/admin/suppliers?status=active&page=1")).json();
    expect(filtered.items.every((c: { status: string }) => c.status === "active")).toBe(true);

    const detail = await call("admin", "GET", `/admin/suppliers/${pending}`);
    expect(detail.status).toBe(200);
    expect((await detail.json()).decisions).toEqual(["approve", "reject"]);
    expect((await call("admin", "GET", "/admin/suppliers/999999")).status).toBe(404);
    expect((await call("admin", "GET", "/admin/suppliers/abc")).status).toBe(400);

    const approved = await call("admin", "POST", `/admin/suppliers/${pending}/decision`, {
      decision: "approve",
    });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ status: "active" });
    const again = await call("moderator", "POST", `/admin/suppliers/${pending}/decision`, {
      decision: "approve",
    });
    expect(again.status).toBe(409);

    const noReason = await call("admin", "POST", `/admin/suppliers/${ownCompany}/decision`, {
      decision: "suspend",
    });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.fields).toEqual({
      reason: "Give the reason: the company reads it.",
    });
    expect(await statusOf(ownCompany)).toBe("active");
    const bad = await call("admin", "POST", `/admin/suppliers/${ownCompany}/decision`, {
      decision: "delete",
    });
    expect(bad.status).toBe(400);
    const tooLong = await call("admin", "POST", `/admin/suppliers/${ownCompany}/decision`, {
      decision: "suspend",
      reason: "x".repeat(2001),
    });
    expect(tooLong.status).toBe(400);
    expect(await statusOf(ownCompany)).toBe("active");
    const suspended = await call("admin", "POST", `/admin/suppliers/${ownCompany}/decision`, {
      decision: "suspend",
      reason: "Licence expired",
    });
    expect(await suspended.json()).toEqual({ status: "suspended" });
  });

  it("refuses a decision posted from another site", async () => {
    const { call, pending, statusOf } = await setup(deps());
    const foreign = await call(
      "admin",
      "POST",
      `/admin/suppliers/${pending}/decision`,
      { decision: "approve" },
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    expect(await statusOf(pending)).toBe("pending_review");
  });
});
