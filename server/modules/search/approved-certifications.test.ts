import { expect, it } from "vitest";
import { addCertificate, decideEvidence, expireLapsedEvidence } from "#server/modules/verification/index.ts";
import { company, member, PDF, user } from "#tests/setup/evidence-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { findIndexedCompanies } from "./search.repo.ts";

describeEachDatabase("company certificates in the listing's filters", (deps) => {
  it("counts only certificates the operator approved, and drops them when they expire", async () => {
    const d = deps();
    d.clock.set("2026-11-20T09:00:00Z");
    const companyId = await company(d.db);
    const owner = await member(d.db, companyId, "owner");
    const operator = await user(d.db, ["moderator"]);
    const add = (name: string, endDate: string | null) =>
      addCertificate(
        d,
        owner,
        companyId,
        { name, authorizingBody: "SGS", certificateNumber: null, startDate: null, endDate },
        { name: `${name}.pdf`, bytes: PDF },
      );
    const decide = (id: number, decision: "approve" | "reject") =>
      decideEvidence(
        d,
        operator,
        { kind: "certificate", id, companyId },
        { decision, reason: "Not legible" },
      );
    const ce = await add("CE", "2026-12-10");
    await add("FDA", null);
    const rohs = await add("RoHS", null);
    const iso = await add("ISO 9001", null);
    await decide(ce, "approve");
    await decide(rohs, "reject");
    await decide(iso, "approve");
    const names = async () => (await findIndexedCompanies(d.db, [companyId]))[0]!.certifications.sort();
    // Pending (FDA) and rejected (RoHS) certificates count for nothing.
    expect(await names()).toEqual(["CE", "ISO 9001"]);
    d.clock.set("2026-12-11T02:00:00Z");
    await expireLapsedEvidence(d);
    expect(await names()).toEqual(["ISO 9001"]);
  });
});
