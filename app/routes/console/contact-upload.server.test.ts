import { expect, it } from "vitest";
import { CSV_IMPORT } from "#core/schemas/campaigns.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { findRoles, findUserByEmail } from "#server/modules/accounts/index.ts";
import { createContactList, listMembers } from "#server/modules/campaigns/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { importUploadedFile } from "./contact-upload.server.ts";

/** The upload a browser without JavaScript sends: the whole file in one multipart form. */
function upload(text: string | null) {
  const form = new FormData();
  form.set("intent", "import");
  if (text !== null) form.set("file", new File([text], "members.csv", { type: "text/csv" }));
  return new Request("http://localhost/admin/campaigns/lists/1", { method: "POST", body: form });
}

async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 2, seed: 1 });
  const user = await findUserByEmail(d.db, "moderator@caravan.test");
  const moderator = { id: user!.id, roles: await findRoles(d.db, user!.id) };
  return { moderator, list: await createContactList(d.db, moderator, { name: "Uploads" }) };
}

// A route action answers either a plain object or data(…, { status }); this reads both alike.
const unwrap = (answer: unknown) =>
  (answer && typeof answer === "object" && "data" in answer
    ? (answer as { data: unknown }).data
    : answer) as {
    report?: { added: number; rejected: { line: number; reason: string }[] };
    formError?: string;
  };

describeEachDatabase("CSV upload without JavaScript", (deps) => {
  it("works through a file larger than one batch and reports the rejected lines", async () => {
    const d = deps();
    const { moderator, list } = await setup(d);
    const lines = Array.from({ length: CSV_IMPORT.batchLines + 10 }, (_, i) => `member${i}@example.com`);
    lines[3] = "broken";
    lines.push("member1@example.com");
    const answer = unwrap(await importUploadedFile(d.db, moderator, list, upload(`${lines.join("\n")}\n`)));
    expect(answer.report?.added).toBe(CSV_IMPORT.batchLines + 9);
    expect(answer.report?.rejected).toEqual([
      { line: 4, reason: "invalid_email" },
      { line: CSV_IMPORT.batchLines + 11, reason: "duplicate" },
    ]);
    expect((await listMembers(d.db, moderator, list, 1)).total).toBe(CSV_IMPORT.batchLines + 9);
  });

  it("refuses a missing file, too many lines and too large a file, adding nobody", async () => {
    const d = deps();
    const { moderator, list } = await setup(d);
    expect(unwrap(await importUploadedFile(d.db, moderator, list, upload(null))).formError).toBe(
      "console.campaigns.import.noFile",
    );
    const tooMany = "a@b.co\n".repeat(CSV_IMPORT.maxLines + 1);
    expect(unwrap(await importUploadedFile(d.db, moderator, list, upload(tooMany))).formError).toBe(
      "console.campaigns.import.tooManyLines",
    );
    const tooLarge = "x".repeat(CSV_IMPORT.maxBytes + 1);
    expect(unwrap(await importUploadedFile(d.db, moderator, list, upload(tooLarge))).formError).toBe(
      "console.campaigns.import.tooLarge",
    );
    expect((await listMembers(d.db, moderator, list, 1)).total).toBe(0);
  });
});
