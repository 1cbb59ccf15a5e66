import { describe, expect, it } from "vitest";
import { CSV_IMPORT, splitCsvLines, toImportBatches } from "#core/schemas/campaigns.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, findRoles, findUserByEmail } from "#server/modules/accounts/index.ts";
import { listAuditLog } from "#server/modules/audit/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { parseCsvLine, readContactLine } from "./contact-csv.ts";
import { addMember, createContactList, importContactBatch, listMembers } from "./contact-lists.service.ts";

describe("contact CSV lines", () => {
  it("reads quoted cells, doubled quotes and padding", () => {
    expect(parseCsvLine('a@b.co,"Yılmaz, Bora"')).toEqual(["a@b.co", "Yılmaz, Bora"]);
    expect(parseCsvLine(' a@b.co , "Say ""hi""" ')).toEqual(["a@b.co", 'Say "hi"']);
    expect(readContactLine("A@B.co,,,", 2)).toEqual({ kind: "contact", email: "a@b.co", name: null });
  });

  it("skips a header on line 1 and blank lines, and says why others are rejected", () => {
    expect(readContactLine("Email,Name", 1)).toEqual({ kind: "skip" });
    expect(readContactLine("email,name", 2)).toEqual({ kind: "rejected", reason: "invalid_email" });
    expect(readContactLine("   ", 3)).toEqual({ kind: "skip" });
    expect(readContactLine("a@b.co,x,y", 3)).toEqual({ kind: "rejected", reason: "too_many_columns" });
    expect(readContactLine(`${"a".repeat(250)}@b.co`, 3)).toEqual({ kind: "rejected", reason: "too_long" });
    expect(readContactLine(`a@b.co,${"n".repeat(101)}`, 3)).toEqual({ kind: "rejected", reason: "too_long" });
    expect(readContactLine("x".repeat(CSV_IMPORT.maxLineLength + 1), 3)).toEqual({
      kind: "rejected",
      reason: "too_long",
    });
  });

  it("splits a file into numbered batches without a phantom last line", () => {
    expect(splitCsvLines("\uFEFFemail\r\na@b.co\nc@d.co\n")).toEqual(["email", "a@b.co", "c@d.co"]);
    const lines = Array.from({ length: CSV_IMPORT.batchLines + 3 }, (_, i) => `m${i}@x.co`);
    const batches = toImportBatches(lines);
    expect(batches.map((b) => [b.firstLine, b.lines.length])).toEqual([
      [1, CSV_IMPORT.batchLines],
      [CSV_IMPORT.batchLines + 1, 3],
    ]);
    expect(toImportBatches(["y".repeat(5000)])[0]?.lines[0]?.length).toBe(CSV_IMPORT.maxLineLength + 1);
  });
});

async function actor(d: TestDeps, email: string): Promise<Actor> {
  const user = await findUserByEmail(d.db, email);
  return { id: user!.id, roles: await findRoles(d.db, user!.id) };
}

describeEachDatabase("contact CSV import", (deps) => {
  it("adds the good lines and reports every rejected line with its number and reason", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 2, seed: 1 });
    const moderator = await actor(d, "moderator@caravan.test");
    const list = await createContactList(d.db, moderator, { name: "Fair visitors" });
    await addMember(d.db, moderator, list, { email: "old@example.com" });
    const file = [
      "email,name",
      "ayse@example.com,Ayşe Kaya",
      "not-an-address,Bad",
      "",
      "OLD@example.com",
      "bora@example.com",
      "Ayse@Example.com,Again",
      "cem@example.com,Cem,extra",
    ];
    const first = await importContactBatch(d.db, moderator, list, { firstLine: 1, lines: file.slice(0, 4) });
    const second = await importContactBatch(d.db, moderator, list, { firstLine: 5, lines: file.slice(4) });
    expect(first).toEqual({ added: 1, rejected: [{ line: 3, reason: "invalid_email" }] });
    // Duplicates are found against the list, so also against an earlier batch of the same file.
    expect(second).toEqual({
      added: 1,
      rejected: [
        { line: 5, reason: "duplicate" },
        { line: 7, reason: "duplicate" },
        { line: 8, reason: "too_many_columns" },
      ],
    });
    const { members, total } = await listMembers(d.db, moderator, list, 1);
    expect(total).toBe(3);
    expect(members.map((m) => [m.email, m.name])).toEqual([
      ["ayse@example.com", "Ayşe Kaya"],
      ["bora@example.com", null],
      ["old@example.com", null],
    ]);
    const audit = (await listAuditLog(d.db, { page: 1, size: 10, action: "contact.import" })).items;
    expect(audit.map((a) => a.details)).toEqual([
      { firstLine: 5, lines: 4, added: 1, rejected: 3 },
      { firstLine: 1, lines: 4, added: 1, rejected: 1 },
    ]);
  });

  it("refuses batches past the limits and imports for staff only", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 2, seed: 1 });
    const moderator = await actor(d, "moderator@caravan.test");
    const buyer = await actor(d, "buyer@caravan.test");
    const list = await createContactList(d.db, moderator, { name: "Limits" });
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => "ok",
        (e: unknown) => (e instanceof AppError ? e.code : String(e)),
      );
    const oneLine = ["a@b.co"];
    expect(await code(importContactBatch(d.db, buyer, list, { firstLine: 1, lines: oneLine }))).toBe(
      "not_allowed",
    );
    expect(await code(importContactBatch(d.db, moderator, 999999, { firstLine: 1, lines: oneLine }))).toBe(
      "not_found",
    );
    const tooMany = Array.from({ length: CSV_IMPORT.batchLines + 1 }, (_, i) => `m${i}@x.co`);
    expect(await code(importContactBatch(d.db, moderator, list, { firstLine: 1, lines: tooMany }))).toBe(
      "invalid_data",
    );
    const pastEnd = { firstLine: CSV_IMPORT.maxLines + 1, lines: oneLine };
    expect(await code(importContactBatch(d.db, moderator, list, pastEnd))).toBe("invalid_data");
    expect((await listMembers(d.db, moderator, list, 1)).total).toBe(0);
  });
});
