import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import type { SessionUser } from "#server/modules/accounts/index.ts";
import type { TeamRole } from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import { csvOf, importMember, seedImportCatalogue } from "#tests/setup/product-import-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { loader as exportLoader } from "./export.ts";
import { action, loader } from "./import.tsx";
import { loader as reportLoader } from "./import-report.ts";
import { loader as templateLoader } from "./import-template.ts";

async function member(d: TestDeps, companyId: number, role: TeamRole): Promise<SessionUser> {
  const actor = await importMember(d.db, companyId, role);
  return {
    id: actor.id,
    email: `${actor.id}@import.test`,
    firstName: "I",
    lastName: "M",
    phone: null,
    companyName: null,
    emailConfirmed: true,
    roles: ["supplier"],
    companyIds: [companyId],
  };
}

/** Calls a loader or action as React Router does; the answer's status, data and redirect. */
async function call(
  d: TestDeps,
  fn: (args: never) => unknown,
  path: string,
  user: SessionUser | undefined,
  options: { form?: FormData; params?: Record<string, string> } = {},
) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    deps: d,
    lang: "en",
    dir: "ltr",
    origin: "http://localhost:3000",
    user,
    sessionToken: undefined,
    ip: null,
    userAgent: null,
    requestId: "test",
  });
  const url = new URL(`http://localhost:3000${path}`);
  const request = options.form ? new Request(url, { method: "POST", body: options.form }) : new Request(url);
  try {
    const data = await fn({ context, params: options.params ?? {}, url, request } as never);
    if (data instanceof Response)
      return { status: data.status, data: null, location: data.headers.get("location") };
    const wrapped = data as { type?: string; data?: unknown; init?: { status?: number } } | null;
    if (wrapped?.type === "DataWithResponseInit")
      return {
        status: wrapped.init?.status ?? 200,
        data: wrapped.data as Record<string, unknown>,
        location: null,
      };
    return { status: 200, data: data as Record<string, unknown>, location: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: null, location: thrown.headers.get("location") };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, data: null, location: null };
    throw thrown;
  }
}

const uploadForm = (bytes: Uint8Array) => {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("sheet", new File([new Uint8Array(bytes)], "p.csv", { type: "text/csv" }));
  return form;
};

describeEachDatabase("the product import pages", (deps) => {
  it("send anonymous visitors to sign in, refuse viewers and sales, and show no other company's run", async () => {
    const d = deps();
    const cat = await seedImportCatalogue(d);
    const sheet = csvOf([{ category: cat.category, "name.en": "X", place_of_origin: "CN", price_min: "1" }]);
    const anonymous = await call(d, loader, "/supplier/products/import", undefined);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/login?returnUrl=${encodeURIComponent("/supplier/products/import")}`);
    for (const role of ["viewer", "sales"] as const) {
      const user = await member(d, 1, role);
      expect((await call(d, loader, "/supplier/products/import", user)).status).toBe(403);
      expect(
        (await call(d, action, "/supplier/products/import", user, { form: uploadForm(sheet) })).status,
      ).toBe(403);
      expect(
        (await call(d, templateLoader, `/supplier/products/import/template?category=${cat.category}`, user))
          .status,
      ).toBe(403);
    }
    const viewer = await member(d, 1, "viewer");
    expect((await call(d, exportLoader, "/supplier/products/export?format=csv", viewer)).status).toBe(200);
    const sales = await member(d, 1, "sales");
    expect((await call(d, exportLoader, "/supplier/products/export", sales)).status).toBe(403);

    const owner = await member(d, 1, "owner");
    const uploaded = await call(d, action, "/supplier/products/import", owner, { form: uploadForm(sheet) });
    expect(uploaded.status).toBe(302);
    const runId = /run=(\d+)/.exec(uploaded.location ?? "")![1]!;
    const page = await call(d, loader, `/supplier/products/import?run=${runId}`, owner);
    expect((page.data as { run?: { id: number } }).run?.id).toBe(Number(runId));

    const stranger = await member(d, 2, "owner");
    const theirs = await call(d, loader, `/supplier/products/import?run=${runId}`, stranger);
    expect((theirs.data as { run?: unknown }).run).toBeUndefined();
    const report = await call(d, reportLoader, `/supplier/products/import/${runId}/report`, stranger, {
      params: { runId },
    });
    expect(report.status).toBe(404);
    const start = new FormData();
    start.set("intent", "start");
    start.set("run", runId);
    const started = await call(d, action, "/supplier/products/import", stranger, { form: start });
    expect(started.status).toBe(404);
  });

  it("answers a broken upload in the form, translated, and stores no run", async () => {
    const d = deps();
    await seedImportCatalogue(d);
    const owner = await member(d, 1, "owner");
    const answer = await call(d, action, "/supplier/products/import", owner, {
      form: uploadForm(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9])),
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ fields: { sheet: "supplier.productImport.errors.brokenXlsx" } });
    expect(await d.db.selectFrom("product_imports").select("id").execute()).toEqual([]);
  });
});
