import { expect, it } from "vitest";
import type { Actor } from "#server/modules/accounts/index.ts";
import { getSupplierRfq } from "#server/modules/rfqs/index.ts";
import { PDF } from "#tests/setup/evidence-fixtures.ts";
import { apiCaller, type QuoteApiCaller, quoteApiWorld } from "#tests/setup/quote-api-fixtures.ts";
import { describeEachDatabaseShared, rfqWorld, START } from "#tests/setup/rfq-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";

/** A download as the browser gets it: the bytes, as an attachment never cached by others. */
async function expectDownload(caller: QuoteApiCaller, path: string, name: string) {
  const res = await caller("GET", path);
  expect(res.status, path).toBe(200);
  expect(Buffer.from(res.body)).toEqual(PDF);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-length")).toBe(String(PDF.byteLength));
  expect(res.headers.get("content-disposition")).toBe(
    `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
}

describeEachDatabase("quote files in the API", (deps) => {
  it("hands a quote's file to its buyer (sent revisions only) and to the company's members who see quotes; no one else", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const dealId = await w.deal();
    const { quoteId } = await w.save({ dealId }, {}, [{ name: "Fiche technique é.pdf", bytes: PDF }]);
    // A draft of the next revision, with a file of its own.
    await w.save({ quoteId }, { send: false }, [{ name: "draft.pdf", bytes: PDF }]);
    const files = await d.db
      .selectFrom("quote_attachments as a")
      .innerJoin("quote_revisions as r", "r.id", "a.revision_id")
      .select(["a.id", "a.original_name", "r.number"])
      .where("r.quote_id", "=", quoteId)
      .orderBy("a.id")
      .execute();
    const sent = files.find((f) => f.number === 1)!;
    const draft = files.find((f) => f.original_name === "draft.pdf")!;
    const base = `/quotes/${quoteId}/files`;
    const member = `companyId=${w.companyId}`;

    // The buyer reads the file's id in the quote, as the page does.
    const buyer = await as(w.buyer);
    expect((await buyer("GET", `/quotes/${quoteId}`)).body.revisions[0].attachments).toEqual([
      { id: sent.id, name: "Fiche technique é.pdf", mediaType: "application/pdf", byteSize: PDF.byteLength },
    ]);
    await expectDownload(buyer, `${base}/${sent.id}`, "Fiche technique é.pdf");
    await expectDownload(await as(w.members.viewer), `${base}/${sent.id}?${member}`, "Fiche technique é.pdf");
    await expectDownload(await as(w.members.sales), `${base}/${draft.id}?${member}`, "draft.pdf");

    const refusals: [Actor | null, string, number][] = [
      [null, `${base}/${sent.id}`, 401],
      [w.buyer, `${base}/${draft.id}`, 404],
      [w.buyer, `/quotes/${quoteId}/files/2000000000`, 404],
      [w.otherBuyer, `${base}/${sent.id}`, 404],
      [w.members.sales, `${base}/${sent.id}`, 404],
      [w.otherOwner, `${base}/${sent.id}?companyId=${w.otherCompanyId}`, 404],
      [w.otherOwner, `${base}/${sent.id}?${member}`, 404],
      [w.members.catalog_editor, `${base}/${sent.id}?${member}`, 403],
      [w.buyer, `${base}/x`, 400],
      [w.buyer, `${base}/${sent.id}?companyId=x`, 400],
    ];
    for (const [actor, path, status] of refusals) {
      const res = await (await as(actor))("GET", path);
      expect(res.status, `${actor?.id} ${path}`).toBe(status);
      expect(res.body.error.code).toBeTypeOf("string");
    }
  });
});

describeEachDatabaseShared("request for quotation files in the API", (deps) => {
  it("hands a request's file to its buyer and to members of a company that may see the request; no one else", async () => {
    const d = deps();
    d.clock.set(START);
    const w = await rfqWorld(d);
    const rfqId = await w.post({}, { files: [{ name: "drawing.pdf", bytes: PDF }] });
    const [file] = (await getSupplierRfq(d, w.members.viewer, w.companyId, rfqId, "en")).attachments;
    const as = apiCaller(d);
    const path = `/rfqs/${rfqId}/files/${file!.id}`;
    await expectDownload(await as(w.buyer), path, "drawing.pdf");
    await expectDownload(await as(w.members.finance), `${path}?companyId=${w.companyId}`, "drawing.pdf");
    await expectDownload(await as(w.operator), path, "drawing.pdf");
    for (const [actor, target, status] of [
      [null, path, 401],
      [w.otherBuyer, path, 404],
      [w.members.finance, path, 404],
      [w.pumpsOwner, `${path}?companyId=${w.pumpsCompanyId}`, 404],
      [w.pumpsOwner, `${path}?companyId=${w.companyId}`, 404],
      [w.buyer, `/rfqs/${rfqId}/files/2000000000`, 404],
      [w.buyer, `/rfqs/${rfqId}/files/x`, 400],
    ] as const) {
      const res = await (await as(actor))("GET", target);
      expect(res.status, `${actor?.id} ${target}`).toBe(status);
    }
  });
});
