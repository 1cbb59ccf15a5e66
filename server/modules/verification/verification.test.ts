import { expect, it } from "vitest";
import { AppError } from "#server/lib/errors.ts";
import { JobWorker } from "#server/modules/jobs/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  addCertificate,
  addDocument,
  certificatesExpiringWithin,
  countVerificationDocuments,
  decideEvidence,
  EXPIRY_QUEUE,
  editDocument,
  listCompanyEvidence,
  listPendingEvidence,
  removeDocument,
  scheduleExpiryCheck,
  verificationJobHandlers,
  verifiedEvidence,
} from "./index.ts";
import { company, isVerified, member, PDF, SCRIPT_AS_JPG, user } from "#tests/setup/evidence-fixtures.ts";

const pdf = (name = "licence.pdf") => ({ name, bytes: PDF });

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const notices = (d: TestDeps, kind: string) =>
  d.db.selectFrom("notifications").selectAll().where("kind", "=", kind).execute();

describeEachDatabase("verification evidence", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set("2026-11-20T09:00:00Z");
    const companyId = await company(d.db);
    const owner = await member(d.db, companyId, "owner");
    const operator = await user(d.db, ["moderator"]);
    return { d, companyId, owner, operator };
  };

  it("derives the badge from an approved business licence, and takes it away on rejection", async () => {
    const { d, companyId, owner, operator } = await setup();
    const id = await addDocument(
      d,
      owner,
      companyId,
      { documentType: "business_licence", expiresOn: "2027-06-30" },
      pdf(),
    );
    expect(await isVerified(d.db, companyId)).toBe(false);
    const queue = await listPendingEvidence(d, operator);
    expect(queue.map((q) => [q.kind, q.id, q.companyId])).toEqual([["document", id, companyId]]);

    await decideEvidence(
      d,
      operator,
      { kind: "document", id, companyId },
      { decision: "approve", reason: null },
    );
    expect(await isVerified(d.db, companyId)).toBe(true);
    expect(await listPendingEvidence(d, operator)).toEqual([]);
    const [approved] = await notices(d, "verification.approve");
    expect(approved).toMatchObject({
      user_id: owner.id,
      company_id: companyId,
      reply_to: d.config.supportEmail,
    });
    expect(approved!.body).toContain("Business licence");

    // A second reviewer's click on the decided document changes nothing.
    const again = await refusal(
      decideEvidence(d, operator, { kind: "document", id, companyId }, { decision: "approve", reason: null }),
    );
    expect([again.code, again.messageKey]).toEqual(["conflict", "errors.evidenceDecided"]);

    const noReason = await decideEvidence(
      d,
      operator,
      { kind: "document", id, companyId },
      { decision: "reject", reason: "  " },
    ).catch((e: unknown) => e);
    expect(noReason).toMatchObject({ code: "invalid_data", fields: { reason: "errors.reasonRequired" } });
    expect(await isVerified(d.db, companyId)).toBe(true);

    await decideEvidence(
      d,
      operator,
      { kind: "document", id, companyId },
      { decision: "reject", reason: "Blurred scan" },
    );
    expect(await isVerified(d.db, companyId)).toBe(false);
    const { documents } = await listCompanyEvidence(d, owner, companyId);
    expect(documents[0]).toMatchObject({ status: "rejected", reason: "Blurred scan" });
    expect((await notices(d, "verification.reject"))[0]!.body).toContain("Blurred scan");
    const audit = await d.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "verification_document")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["verification.document.add", "verification.approve", "verification.reject"]),
    );
  });

  it("never gives the badge for documents that do not prove the company exists, or that have lapsed", async () => {
    const { d, companyId, owner, operator } = await setup();
    const address = await addDocument(
      d,
      owner,
      companyId,
      { documentType: "proof_of_address", expiresOn: null },
      pdf(),
    );
    await decideEvidence(
      d,
      operator,
      { kind: "document", id: address, companyId },
      { decision: "approve", reason: null },
    );
    expect(await isVerified(d.db, companyId)).toBe(false);
    const old = await addDocument(
      d,
      owner,
      companyId,
      { documentType: "business_licence", expiresOn: "2026-11-19" },
      pdf(),
    );
    const lapsed = await refusal(
      decideEvidence(
        d,
        operator,
        { kind: "document", id: old, companyId },
        { decision: "approve", reason: null },
      ),
    );
    expect(lapsed.messageKey).toBe("errors.evidenceLapsed");
    expect(await isVerified(d.db, companyId)).toBe(false);
  });

  it("sends an edited document back for review, and a deleted one takes the badge with it", async () => {
    const { d, companyId, owner, operator } = await setup();
    const id = await addDocument(
      d,
      owner,
      companyId,
      { documentType: "tax_registration", expiresOn: null },
      pdf(),
    );
    await decideEvidence(
      d,
      operator,
      { kind: "document", id, companyId },
      { decision: "approve", reason: null },
    );
    expect(await isVerified(d.db, companyId)).toBe(true);
    await editDocument(
      d,
      owner,
      companyId,
      id,
      { documentType: "tax_registration", expiresOn: "2030-01-01" },
      undefined,
    );
    expect(await isVerified(d.db, companyId)).toBe(false);
    expect((await listCompanyEvidence(d, owner, companyId)).documents[0]!.status).toBe("pending");
    await decideEvidence(
      d,
      operator,
      { kind: "document", id, companyId },
      { decision: "approve", reason: null },
    );
    expect(await isVerified(d.db, companyId)).toBe(true);
    await removeDocument(d, owner, companyId, id);
    expect(await isVerified(d.db, companyId)).toBe(false);
    expect(await countVerificationDocuments(d.db, companyId)).toBe(0);
  });

  it("refuses a wrong file or none, and stores nothing", async () => {
    const { d, companyId, owner } = await setup();
    const script = await refusal(
      addDocument(
        d,
        owner,
        companyId,
        { documentType: "business_licence", expiresOn: null },
        { name: "photo.jpg", bytes: SCRIPT_AS_JPG },
      ),
    );
    expect([script.code, script.fields]).toEqual(["invalid_data", { file: "errors.fileTypeNotAccepted" }]);
    const none = await refusal(
      addCertificate(
        d,
        owner,
        companyId,
        { name: "ISO 9001", authorizingBody: null, certificateNumber: null, startDate: null, endDate: null },
        undefined,
      ),
    );
    expect(none.fields).toEqual({ file: "errors.evidenceFileRequired" });
    const big = await refusal(
      addDocument(
        d,
        owner,
        companyId,
        { documentType: "other", expiresOn: null },
        { name: "x.pdf", bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) },
      ),
    );
    expect(big.code).toBe("payload_too_large");
    expect(await countVerificationDocuments(d.db, companyId)).toBe(0);
    expect(await d.db.selectFrom("private_files").select("id").execute()).toEqual([]);
  });

  it("lets only members who manage documents change them; other companies and non-staff get nothing", async () => {
    const { d, companyId, owner, operator } = await setup();
    const viewer = await member(d.db, companyId, "viewer");
    const otherCompany = await company(d.db, "Other");
    const stranger = await member(d.db, otherCompany, "owner");
    const input = { documentType: "business_licence" as const, expiresOn: null };
    expect((await refusal(addDocument(d, viewer, companyId, input, pdf()))).code).toBe("not_allowed");
    expect((await refusal(addDocument(d, stranger, companyId, input, pdf()))).code).toBe("not_found");
    expect((await refusal(listCompanyEvidence(d, stranger, companyId))).code).toBe("not_found");
    const id = await addDocument(d, owner, companyId, input, pdf());
    // Another company's owner cannot reach the document through their own company's id either.
    expect((await refusal(removeDocument(d, stranger, otherCompany, id))).code).toBe("not_found");
    expect((await refusal(editDocument(d, stranger, otherCompany, id, input, undefined))).code).toBe(
      "not_found",
    );
    // Deciding is the operator's: a company owner cannot approve their own document.
    expect(
      (
        await refusal(
          decideEvidence(
            d,
            owner,
            { kind: "document", id, companyId },
            { decision: "approve", reason: null },
          ),
        )
      ).code,
    ).toBe("not_allowed");
    expect((await refusal(listPendingEvidence(d, owner))).code).toBe("not_allowed");
    // The id must belong to the company named.
    expect(
      (
        await refusal(
          decideEvidence(
            d,
            operator,
            { kind: "document", id, companyId: otherCompany },
            { decision: "approve", reason: null },
          ),
        )
      ).code,
    ).toBe("not_found");
    expect(await isVerified(d.db, companyId)).toBe(false);
  });

  it("expires lapsed evidence in a daily job: badge gone, owners told, a second run changes nothing", async () => {
    const { d, companyId, owner, operator } = await setup();
    const licence = await addDocument(
      d,
      owner,
      companyId,
      { documentType: "business_licence", expiresOn: "2026-11-21" },
      pdf(),
    );
    const cert = await addCertificate(
      d,
      owner,
      companyId,
      {
        name: "ISO 9001",
        authorizingBody: "TÜV",
        certificateNumber: "Q-1",
        startDate: "2024-01-01",
        endDate: "2026-11-21",
      },
      pdf("iso.pdf"),
    );
    await decideEvidence(
      d,
      operator,
      { kind: "document", id: licence, companyId },
      { decision: "approve", reason: null },
    );
    await decideEvidence(
      d,
      operator,
      { kind: "certificate", id: cert, companyId },
      { decision: "approve", reason: null },
    );

    expect(await scheduleExpiryCheck(d)).toBe(true);
    expect(await scheduleExpiryCheck(d)).toBe(false);
    const worker = new JobWorker({ ...d, log: d.log }, verificationJobHandlers(d));
    // Valid through its last day: the run on the 21st leaves it.
    d.clock.set("2026-11-21T02:00:00Z");
    expect(await worker.runDueJobs()).toBe(1);
    expect(await isVerified(d.db, companyId)).toBe(true);

    d.clock.set("2026-11-22T02:00:00Z");
    expect(await worker.runDueJobs()).toBe(1);
    expect(await isVerified(d.db, companyId)).toBe(false);
    const evidence = await listCompanyEvidence(d, owner, companyId);
    expect([...evidence.documents, ...evidence.certificates].map((e) => e.status)).toEqual([
      "expired",
      "expired",
    ]);
    expect(await notices(d, "verification.expired")).toHaveLength(2);
    expect((await verifiedEvidence(d, companyId)).documents).toEqual([]);

    // A retry or a second process the same day finds nothing more to do.
    d.clock.set("2026-11-22T02:30:00Z");
    await scheduleExpiryCheck(d);
    await worker.runDueJobs();
    expect(await notices(d, "verification.expired")).toHaveLength(2);
    const waiting = await d.db
      .selectFrom("jobs")
      .select("run_at")
      .where("queue", "=", EXPIRY_QUEUE)
      .where("state", "=", "pending")
      .execute();
    expect(waiting).toEqual([{ run_at: "2026-11-23T02:00:00.000Z" }]);
  });

  it("lists only approved, valid evidence for buyers", async () => {
    const { d, companyId, owner, operator } = await setup();
    const certificate = (name: string, endDate: string | null) =>
      addCertificate(
        d,
        owner,
        companyId,
        { name, authorizingBody: "SGS", certificateNumber: null, startDate: null, endDate },
        pdf(),
      );
    const approved = await certificate("CE", "2026-12-10");
    const pending = await certificate("FDA", null);
    const rejected = await certificate("RoHS", null);
    await decideEvidence(
      d,
      operator,
      { kind: "certificate", id: approved, companyId },
      { decision: "approve", reason: null },
    );
    await decideEvidence(
      d,
      operator,
      { kind: "certificate", id: rejected, companyId },
      { decision: "reject", reason: "Not yours" },
    );
    expect(pending).toBeGreaterThan(0);
    // A certificate the expiry job has marked expired.
    await d.db
      .insertInto("company_certifications")
      .values({
        company_id: companyId,
        name: "GOTS",
        end_date: "2020-01-01",
        status: "expired",
        created_at: "2026-11-01T00:00:00Z",
      })
      .execute();

    const shown = await verifiedEvidence(d, companyId);
    expect(shown.certificates.map((c) => [c.name, c.checkedAt, c.validUntil])).toEqual([
      ["CE", "2026-11-20T09:00:00.000Z", "2026-12-10"],
    ]);
    expect((await certificatesExpiringWithin(d, companyId, 30)).map((c) => c.name)).toEqual(["CE"]);
    expect(await certificatesExpiringWithin(d, companyId, 10)).toEqual([]);
  });
});
