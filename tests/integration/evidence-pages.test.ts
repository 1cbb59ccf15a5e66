import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import { action as reviewAction, loader as reviewLoader } from "#app/routes/console/company-evidence.tsx";
import { loader as queueLoader } from "#app/routes/console/evidence-queue.tsx";
import {
  action as certificatesAction,
  loader as certificatesLoader,
} from "#app/routes/supplier/certificates.tsx";
import {
  action as verificationAction,
  loader as verificationLoader,
} from "#app/routes/supplier/verification.tsx";
import type { Actor, SessionUser } from "#server/modules/accounts/index.ts";
import { addCertificate, addDocument } from "#server/modules/verification/index.ts";
import { requestContext } from "#server/request-context.ts";
import { company, isVerified, member, PDF, SCRIPT_AS_JPG, user } from "#tests/setup/evidence-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";

type Handler = (args: never) => unknown;

function sessionOf(actor: Actor | undefined): SessionUser | undefined {
  if (!actor) return undefined;
  return {
    id: actor.id,
    email: `u${actor.id}@evidence.test`,
    firstName: "V",
    lastName: "T",
    phone: null,
    companyName: null,
    emailConfirmed: true,
    roles: [...actor.roles] as SessionUser["roles"],
    companyIds: [],
  };
}

/** Calls a loader or an action as React Router does; thrown responses become the answer. */
async function call(
  d: TestDeps,
  handler: Handler,
  page: { path: string; params?: Record<string, string>; actor?: Actor; form?: FormData },
) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    deps: d,
    lang: "en",
    dir: "ltr",
    origin: "http://localhost:3000",
    user: sessionOf(page.actor),
    sessionToken: undefined,
    ip: "127.0.0.1",
    userAgent: null,
    requestId: "test",
  });
  const url = new URL(`http://localhost:3000${page.path}`);
  const request = new Request(url, page.form ? { method: "POST", body: page.form } : {});
  try {
    const result = await handler({ context, params: page.params ?? {}, url, request } as never);
    const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } } | null;
    if (wrapped?.type === "DataWithResponseInit")
      return { status: wrapped.init?.status ?? 200, data: wrapped.data as Record<string, unknown> };
    return { status: 200, data: result as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location"), data: null };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, data: null };
    throw thrown;
  }
}

const form = (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  if (file)
    data.set(
      "file",
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/pdf" }),
    );
  return data;
};

describeEachDatabase("certificates, verification and evidence review pages", (deps) => {
  const setup = async () => {
    const d = deps();
    const companyId = await company(d.db);
    const owner = await member(d.db, companyId, "owner");
    const viewer = await member(d.db, companyId, "viewer");
    const otherCompany = await company(d.db, "Other");
    const stranger = await member(d.db, otherCompany, "owner");
    const operator = await user(d.db, ["moderator"]);
    const buyer = await user(d.db, ["buyer"]);
    return { d, companyId, owner, viewer, otherCompany, stranger, operator, buyer };
  };

  it("sends visitors to sign in and keeps members without the right from changing anything", async () => {
    const { d, viewer } = await setup();
    for (const loader of [certificatesLoader, verificationLoader]) {
      const anonymous = await call(d, loader, { path: "/supplier/company/verification" });
      expect([anonymous.status, anonymous.location]).toEqual([
        302,
        "/login?returnUrl=%2Fsupplier%2Fcompany%2Fverification",
      ]);
    }
    const seen = await call(d, verificationLoader, { path: "/supplier/company/verification", actor: viewer });
    expect(seen.data).toMatchObject({ canManage: false, documents: [] });
    const refused = await call(d, verificationAction, {
      path: "/supplier/company/verification",
      actor: viewer,
      form: form({ intent: "save", documentType: "business_licence" }, { name: "licence.pdf", bytes: PDF }),
    });
    expect(refused.status).toBe(403);
    expect(await d.db.selectFrom("verification_documents").select("id").execute()).toEqual([]);
  });

  it("uploads a document, refuses a script renamed .jpg, and never reaches another company's evidence", async () => {
    const { d, companyId, owner, stranger } = await setup();
    const path = "/supplier/company/verification";
    const script = await call(d, verificationAction, {
      path,
      actor: owner,
      form: form(
        { intent: "save", documentType: "business_licence" },
        { name: "licence.jpg", bytes: SCRIPT_AS_JPG, type: "image/jpeg" },
      ),
    });
    expect(script.status).toBe(400);
    expect(script.data).toMatchObject({ ok: false, fields: { file: "errors.fileTypeNotAccepted" } });
    const missing = await call(d, verificationAction, {
      path,
      actor: owner,
      form: form({ intent: "save", documentType: "business_licence" }),
    });
    expect(missing.data).toMatchObject({ fields: { file: "errors.evidenceFileRequired" } });
    const badType = await call(d, verificationAction, {
      path,
      actor: owner,
      form: form({ intent: "save", documentType: "passport" }, { name: "a.pdf", bytes: PDF }),
    });
    expect(badType.status).toBe(400);
    expect(await d.db.selectFrom("verification_documents").select("id").execute()).toEqual([]);

    const saved = await call(d, verificationAction, {
      path,
      actor: owner,
      form: form(
        { intent: "save", documentType: "business_licence", expiresOn: "2030-01-01" },
        { name: "licence.pdf", bytes: PDF },
      ),
    });
    expect([saved.status, saved.location]).toEqual([302, `${path}?saved=1`]);
    const [doc] = await d.db.selectFrom("verification_documents").selectAll().execute();
    expect(doc).toMatchObject({ company_id: companyId, status: "pending", expires_on: "2030-01-01" });

    // Another company's owner posts the id of this company's document: their own workspace has no such document.
    for (const intent of ["delete", "save"]) {
      const foreign = await call(d, verificationAction, {
        path,
        actor: stranger,
        form: form({ intent, id: String(doc!.id), documentType: "other" }),
      });
      expect(foreign.status).toBe(404);
    }
    expect(await d.db.selectFrom("verification_documents").select(["id", "document_type"]).execute()).toEqual(
      [{ id: doc!.id, document_type: "business_licence" }],
    );
  });

  it("refuses an end date before the start date on a certificate, and saves a good one", async () => {
    const { d, owner } = await setup();
    const path = "/supplier/company/certificates";
    const fields = { intent: "save", name: "ISO 9001", startDate: "2026-05-01", endDate: "2026-01-01" };
    const refused = await call(d, certificatesAction, {
      path,
      actor: owner,
      form: form(fields, { name: "iso.pdf", bytes: PDF }),
    });
    expect(refused.data).toMatchObject({ fields: { endDate: "errors.evidenceEndBeforeStart" } });
    const saved = await call(d, certificatesAction, {
      path,
      actor: owner,
      form: form({ ...fields, endDate: "2029-05-01" }, { name: "iso.pdf", bytes: PDF }),
    });
    expect(saved.status).toBe(302);
    const page = await call(d, certificatesLoader, { path, actor: owner });
    expect(page.data).toMatchObject({
      canManage: true,
      certificates: [{ title: "ISO 9001", status: "pending" }],
    });
  });

  it("lets only the operator review, and only the evidence of the company in the address", async () => {
    const { d, companyId, owner, otherCompany, operator, buyer } = await setup();
    const id = await addDocument(
      d,
      owner,
      companyId,
      { documentType: "business_licence", expiresOn: null },
      { name: "l.pdf", bytes: PDF },
    );
    const review = `/admin/suppliers/${companyId}/evidence`;
    expect((await call(d, queueLoader, { path: "/admin/suppliers/evidence" })).status).toBe(302);
    expect((await call(d, queueLoader, { path: "/admin/suppliers/evidence", actor: owner })).status).toBe(
      403,
    );
    expect(
      (await call(d, queueLoader, { path: "/admin/suppliers/evidence", actor: operator })).data,
    ).toMatchObject({
      items: [{ kind: "document", id, companyId }],
    });
    const decide = (actor: Actor | undefined, company: number, fields: Record<string, string>) =>
      call(d, reviewAction, {
        path: review,
        params: { companyId: String(company) },
        actor,
        form: form(fields),
      });
    expect(
      (await decide(undefined, companyId, { kind: "document", id: String(id), decision: "approve" })).status,
    ).toBe(302);
    expect(
      (await decide(buyer, companyId, { kind: "document", id: String(id), decision: "approve" })).status,
    ).toBe(403);
    expect(
      (await decide(owner, companyId, { kind: "document", id: String(id), decision: "approve" })).status,
    ).toBe(403);
    expect(
      (await decide(operator, otherCompany, { kind: "document", id: String(id), decision: "approve" }))
        .status,
    ).toBe(404);
    expect(
      (await call(d, reviewLoader, { path: review, params: { companyId: "999999" }, actor: operator }))
        .status,
    ).toBe(404);
    const noReason = await decide(operator, companyId, {
      kind: "document",
      id: String(id),
      decision: "reject",
    });
    expect(noReason.data).toMatchObject({ fields: { reason: "errors.reasonRequired" } });
    expect(await isVerified(d.db, companyId)).toBe(false);
    const approved = await decide(operator, companyId, {
      kind: "document",
      id: String(id),
      decision: "approve",
    });
    expect(approved.data).toMatchObject({ ok: true, notice: "console.evidence.approved" });
    expect(await isVerified(d.db, companyId)).toBe(true);
  });

  it("shows the supplier the operator's reason for a rejection on both pages, and e-mails the owners", async () => {
    const { d, companyId, owner, viewer, operator } = await setup();
    const documentId = await addDocument(
      d,
      owner,
      companyId,
      { documentType: "proof_of_address", expiresOn: null },
      { name: "bill.pdf", bytes: PDF },
    );
    const certificateId = await addCertificate(
      d,
      owner,
      companyId,
      { name: "ISO 22000" },
      { name: "iso.pdf", bytes: PDF },
    );
    const review = `/admin/suppliers/${companyId}/evidence`;
    for (const [kind, id, reason] of [
      ["document", documentId, "The bill is older than three months."],
      ["certificate", certificateId, "The certificate names another company."],
    ] as const) {
      const rejected = await call(d, reviewAction, {
        path: review,
        params: { companyId: String(companyId) },
        actor: operator,
        form: form({ kind, id: String(id), decision: "reject", reason }),
      });
      expect(rejected.data).toMatchObject({ ok: true, notice: "console.evidence.rejected" });
    }
    for (const actor of [owner, viewer]) {
      const documents = await call(d, verificationLoader, { path: "/supplier/company/verification", actor });
      expect(documents.data).toMatchObject({
        documents: [{ id: documentId, status: "rejected", reason: "The bill is older than three months." }],
      });
      const certificates = await call(d, certificatesLoader, {
        path: "/supplier/company/certificates",
        actor,
      });
      expect(certificates.data).toMatchObject({
        certificates: [
          { id: certificateId, status: "rejected", reason: "The certificate names another company." },
        ],
      });
    }
    const mails = await d.db
      .selectFrom("notifications")
      .select(["to_email", "body"])
      .where("kind", "=", "verification.reject")
      .orderBy("id")
      .execute();
    const { email } = await d.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", owner.id)
      .executeTakeFirstOrThrow();
    // The owner only: a viewer is told nothing.
    expect(mails.map((m) => m.to_email)).toEqual([email, email]);
    expect(mails[0]!.body).toContain("The bill is older than three months.");
    expect(mails[1]!.body).toContain("The certificate names another company.");
    // Corrected and saved again, it waits for review without the old reason.
    const saved = await call(d, verificationAction, {
      path: "/supplier/company/verification",
      actor: owner,
      form: form(
        { id: String(documentId), documentType: "proof_of_address" },
        { name: "new-bill.pdf", bytes: PDF },
      ),
    });
    expect(saved.status).toBe(302);
    const after = await call(d, verificationLoader, { path: "/supplier/company/verification", actor: owner });
    expect(after.data).toMatchObject({ documents: [{ id: documentId, status: "pending", reason: null }] });
  });
});
