import { expect, it } from "vitest";
import { company, PDF, user } from "#tests/setup/evidence-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { addCertificate, addDocument, decideEvidence, expireLapsedEvidence } from "./index.ts";

const mails = (d: TestDeps, kind: string) =>
  d.db
    .selectFrom("notifications")
    .select(["to_email", "lang", "subject", "body", "reply_to"])
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();

describeEachDatabase("verification e-mails to the company's owners", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set("2026-11-20T09:00:00Z");
    const companyId = await company(d.db, "Anadolu Tekstil");
    // Two owners reading different languages.
    const turkish = await user(d.db, ["supplier"], "tr");
    const arabic = await user(d.db, ["supplier"], "ar");
    await d.db
      .insertInto("company_members")
      .values([
        { company_id: companyId, user_id: turkish.id, role: "owner" },
        { company_id: companyId, user_id: arabic.id, role: "owner" },
      ])
      .execute();
    const operator = await user(d.db, ["moderator"]);
    return { d, companyId, owner: turkish, operator };
  };

  it("tells each owner of a rejection in their language, with the reason and the document's type", async () => {
    const { d, companyId, owner, operator } = await setup();
    const id = await addDocument(
      d,
      owner,
      companyId,
      { documentType: "business_licence", expiresOn: null },
      { name: "licence.pdf", bytes: PDF },
    );
    await decideEvidence(
      d,
      operator,
      { kind: "document", id, companyId },
      { decision: "reject", reason: "The stamp is unreadable." },
    );
    const [tr, ar] = await mails(d, "verification.reject");
    expect(tr).toMatchObject({ lang: "tr", subject: "Anadolu Tekstil: İşletme ruhsatı onaylanmadı" });
    expect(tr!.body).toContain("The stamp is unreadable.");
    expect(tr!.reply_to).toBe(d.config.supportEmail);
    expect(ar).toMatchObject({ lang: "ar", subject: "Anadolu Tekstil: لم يُعتمد الرخصة التجارية" });
    expect(ar!.body).toContain("The stamp is unreadable.");
  });

  it("names a certificate by its name, and a lapsed document by its type in the owner's language", async () => {
    const { d, companyId, owner, operator } = await setup();
    const certificate = await addCertificate(
      d,
      owner,
      companyId,
      { name: "ISO 9001", endDate: "2026-12-01" },
      { name: "iso.pdf", bytes: PDF },
    );
    const document = await addDocument(
      d,
      owner,
      companyId,
      { documentType: "tax_registration", expiresOn: "2026-12-01" },
      { name: "tax.pdf", bytes: PDF },
    );
    for (const [kind, id] of [
      ["certificate", certificate],
      ["document", document],
    ] as const)
      await decideEvidence(d, operator, { kind, id, companyId }, { decision: "approve", reason: null });
    d.clock.set("2026-12-02T09:00:00Z");
    expect(await expireLapsedEvidence(d)).toBe(2);
    const expired = await mails(d, "verification.expired");
    const turkish = expired.filter((m) => m.lang === "tr").map((m) => m.subject);
    expect(turkish).toEqual(expect.arrayContaining([expect.stringContaining("ISO 9001")]));
    expect(turkish.some((s) => s.includes("Vergi"))).toBe(true);
    expect(
      expired.every(
        (m) => !m.subject.includes("tax_registration") && !m.subject.includes("verification.type"),
      ),
    ).toBe(true);
  });
});
