import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import { loader as shellLoader } from "#app/routes/company/shell.tsx";
import { action as decideAction, loader as supplierLoader } from "#app/routes/console/supplier.tsx";
import { loader as suppliersLoader } from "#app/routes/console/suppliers.tsx";
import { loader as productLoader } from "#app/routes/product/product-page.tsx";
import { languageInfo } from "#core/i18n/languages.ts";
import { slugify } from "#core/rules/slug.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { findRoles, findUserByEmail, openSession, sessionUser } from "#server/modules/accounts/index.ts";
import { getProductDetail } from "#server/modules/products/index.ts";
import { addCertificate, addDocument, decideEvidence } from "#server/modules/verification/index.ts";
import { requestContext } from "#server/request-context.ts";
import { PDF } from "../setup/evidence-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";

type Who = "buyer" | "supplier" | "moderator" | "admin" | null;

/** A loader or action called as React Router calls it, signed in as a demo account or not. */
async function call(
  d: TestDeps,
  fn: (args: never) => unknown,
  who: Who,
  path: string,
  params: Record<string, string>,
  form?: Record<string, string>,
) {
  let user: Awaited<ReturnType<typeof sessionUser>>;
  if (who) {
    const account = (await findUserByEmail(d.db, `${who}@caravan.test`))!;
    const { token } = await openSession(d, account.id, { ip: null, userAgent: null });
    user = await sessionUser(d, token);
  }
  const context = new RouterContextProvider();
  context.set(requestContext, {
    deps: d,
    lang: "en",
    dir: languageInfo("en").dir,
    origin: "http://localhost:3000",
    user: user ?? undefined,
    sessionToken: undefined,
    ip: null,
    userAgent: null,
    requestId: "test",
  });
  const url = new URL(`http://localhost:3000${path}`);
  const request = form
    ? new Request(url, { method: "POST", body: new URLSearchParams(form) })
    : new Request(url);
  try {
    const data = await fn({ context, params, url, request, pattern: path } as never);
    const wrapped = data as { type?: string; data?: unknown; init?: { status?: number } } | null;
    return wrapped?.type === "DataWithResponseInit"
      ? { status: wrapped.init?.status ?? 200, data: wrapped.data as Record<string, unknown> }
      : { status: 200, data: data as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location") };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw thrown;
  }
}

async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 40, seed: 1 });
  const supplier = (await findUserByEmail(d.db, "supplier@caravan.test"))!;
  const { company_id: ownCompany } = await d.db
    .selectFrom("company_members")
    .select("company_id")
    .where("user_id", "=", supplier.id)
    .executeTakeFirstOrThrow();
  return { ownCompany };
}

describeEachDatabase("the console's supplier review pages", (deps) => {
  it("send visitors to sign in, refuse buyers and supplier members, and open for staff", async () => {
    const d = deps();
    const { ownCompany } = await setup(d);
    const pages: { fn: (args: never) => unknown; path: string; params: Record<string, string> }[] = [
      { fn: suppliersLoader, path: "/admin/suppliers", params: {} },
      {
        fn: supplierLoader,
        path: `/admin/suppliers/${ownCompany}`,
        params: { companyId: String(ownCompany) },
      },
    ];
    for (const page of pages) {
      const anonymous = await call(d, page.fn, null, page.path, page.params);
      expect(anonymous).toMatchObject({ status: 302 });
      expect((anonymous as { location: string }).location).toContain("/login?returnUrl=");
      for (const who of ["buyer", "supplier"] as const)
        expect((await call(d, page.fn, who, page.path, page.params)).status).toBe(403);
      for (const who of ["moderator", "admin"] as const)
        expect((await call(d, page.fn, who, page.path, page.params)).status).toBe(200);
    }
    expect(
      (await call(d, supplierLoader, "admin", "/admin/suppliers/999999", { companyId: "999999" })).status,
    ).toBe(404);
    expect((await call(d, supplierLoader, "admin", "/admin/suppliers/x", { companyId: "x" })).status).toBe(
      404,
    );
  });

  it("refuses a decision from anyone but staff, and a suspension without a reason, changing nothing", async () => {
    const d = deps();
    const { ownCompany } = await setup(d);
    const path = `/admin/suppliers/${ownCompany}`;
    const params = { companyId: String(ownCompany) };
    const status = async () =>
      (
        await d.db
          .selectFrom("companies")
          .select("status")
          .where("id", "=", ownCompany)
          .executeTakeFirstOrThrow()
      ).status;
    expect(
      (await call(d, decideAction, null, path, params, { decision: "suspend", reason: "x" })).status,
    ).toBe(302);
    for (const who of ["buyer", "supplier"] as const)
      expect(
        (await call(d, decideAction, who, path, params, { decision: "suspend", reason: "x" })).status,
      ).toBe(403);
    const noReason = await call(d, decideAction, "moderator", path, params, {
      decision: "suspend",
      reason: " ",
    });
    expect(noReason).toMatchObject({ status: 400, data: { fields: { reason: "errors.reasonRequired" } } });
    const unknown = await call(d, decideAction, "moderator", path, params, { decision: "erase" });
    expect(unknown.status).toBe(400);
    expect(await status()).toBe("active");
  });

  it("suspends a company: its storefront and product page answer 404; reinstated, they are back", async () => {
    const d = deps();
    const { ownCompany } = await setup(d);
    const company = (await d.db
      .selectFrom("companies")
      .select("name")
      .where("id", "=", ownCompany)
      .executeTakeFirstOrThrow())!;
    const product = await d.db
      .selectFrom("products")
      .select("id")
      .where("company_id", "=", ownCompany)
      .where("is_published", "=", true)
      .executeTakeFirstOrThrow();
    const detail = (await getProductDetail(d.db, product.id, "en"))!;
    const storefront = () =>
      call(d, shellLoader, null, `/${slugify(company.name)}/co/${ownCompany}`, {
        slug: slugify(company.name),
        companyId: String(ownCompany),
      });
    const productPage = () =>
      call(d, productLoader, null, `/${slugify(detail.name)}/pr/${product.id}`, {
        name: slugify(detail.name),
        productId: String(product.id),
      });
    expect((await storefront()).status).toBe(200);
    expect((await productPage()).status).toBe(200);

    const path = `/admin/suppliers/${ownCompany}`;
    const params = { companyId: String(ownCompany) };
    const suspended = await call(d, decideAction, "admin", path, params, {
      decision: "suspend",
      reason: "Fake",
    });
    expect(suspended).toMatchObject({
      status: 200,
      data: { ok: true, notice: "console.suppliers.done.suspend" },
    });
    expect((await storefront()).status).toBe(404);
    expect((await productPage()).status).toBe(404);
    const twice = await call(d, decideAction, "moderator", path, params, {
      decision: "suspend",
      reason: "Fake",
    });
    expect(twice).toMatchObject({ status: 409, data: { formError: "errors.companyStatusChanged" } });

    await call(d, decideAction, "admin", path, params, { decision: "reinstate", reason: "Cleared" });
    expect((await storefront()).status).toBe(200);
    expect((await productPage()).status).toBe(200);
    const page = await call(d, supplierLoader, "admin", path, params);
    expect((page.data as { history: { action: string }[] }).history.map((h) => h.action)).toEqual([
      "company.reinstate",
      "company.suspend",
    ]);
  });

  it("shows the company's documents and certificates with their review, file and the way to decide", async () => {
    const d = deps();
    const { ownCompany } = await setup(d);
    const supplier = (await findUserByEmail(d.db, "supplier@caravan.test"))!;
    const owner = { id: supplier.id, roles: await findRoles(d.db, supplier.id) };
    const admin = (await findUserByEmail(d.db, "admin@caravan.test"))!;
    const operator = { id: admin.id, roles: await findRoles(d.db, admin.id) };
    const documentId = await addDocument(
      d,
      owner,
      ownCompany,
      { documentType: "factory_audit", expiresOn: "2031-05-01" },
      { name: "audit.pdf", bytes: PDF },
    );
    await decideEvidence(
      d,
      operator,
      { kind: "document", id: documentId, companyId: ownCompany },
      { decision: "reject", reason: "Pages 2 and 3 are missing." },
    );
    const certificateId = await addCertificate(
      d,
      owner,
      ownCompany,
      { name: "HACCP", authorizingBody: "SGS", endDate: "2029-12-31" },
      { name: "haccp.pdf", bytes: PDF },
    );
    const path = `/admin/suppliers/${ownCompany}`;
    const page = await call(d, supplierLoader, "moderator", path, { companyId: String(ownCompany) });
    expect(page.status).toBe(200);
    const { evidence } = page.data as {
      evidence: { documents: Record<string, unknown>[]; certificates: Record<string, unknown>[] };
    };
    expect(evidence.documents.find((e) => e.id === documentId)).toMatchObject({
      documentType: "factory_audit",
      status: "rejected",
      reason: "Pages 2 and 3 are missing.",
      endDate: "2031-05-01",
      fileId: expect.any(Number),
      reviewedAt: expect.any(String),
    });
    expect(evidence.certificates.find((e) => e.id === certificateId)).toMatchObject({
      title: "HACCP",
      authorizingBody: "SGS",
      status: "pending",
      endDate: "2029-12-31",
      fileId: expect.any(Number),
    });
    // Only this company's evidence; the private files list by name is gone from the page.
    const all = [...evidence.documents, ...evidence.certificates];
    expect(all.every((e) => e.companyId === ownCompany)).toBe(true);
    expect(page.data).not.toHaveProperty("files");
  });
});
