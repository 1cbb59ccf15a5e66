import { expect, it } from "vitest";
import { RFQ_ERRORS } from "#core/schemas/rfq.ts";
import { AppError } from "#server/lib/errors.ts";
import { PDF } from "#tests/setup/evidence-fixtures.ts";
import { DAY, describeEachDatabaseShared, rfqWorld, START } from "#tests/setup/rfq-fixtures.ts";
import type { TestDeps } from "#tests/setup/test-db.ts";
import { closeRfq, extendRfq, getBuyerRfq, listBuyerRfqs, openRfqAttachment } from "./index.ts";

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const audits = (d: TestDeps, action: string, id: number) =>
  d.db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .where("entity_id", "=", String(id))
    .execute();

describeEachDatabaseShared("the buyer's requests for quotation", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set(START);
    return { d, w: await rfqWorld(d) };
  };

  it("lists the buyer's own requests, newest first, with quotes, deadline and status, a status at a time", async () => {
    const { d, w } = await setup();
    const first = await w.post({ title: "First" });
    d.clock.set(START + 60_000);
    const second = await w.post({ title: "Second" });
    await w.post({ title: "Someone else's" }, { as: w.otherBuyer });
    await w.quote(first);
    await closeRfq(d, w.buyer, second, 1, "Found one");

    const all = await listBuyerRfqs(d, w.buyer, {}, "fr");
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.items).toMatchObject([
      { id: second, title: "Second", status: "closed", closedReason: "closed_by_buyer", quoteCount: 0 },
      {
        id: first,
        title: "First",
        status: "open",
        closedReason: null,
        quoteCount: 1,
        maxQuotes: 3,
        closesAt: new Date(START + 14 * DAY).toISOString(),
        categoryCode: w.codes.towels,
        categoryName: "Serviettes",
        quantity: 5000,
        unit: "piece",
        sourceLang: "fr",
        isExtended: false,
      },
    ]);
    expect((await listBuyerRfqs(d, w.buyer, { status: "open" })).items.map((i) => i.id)).toEqual([first]);
    expect((await listBuyerRfqs(d, w.buyer, { status: "closed" })).items.map((i) => i.id)).toEqual([second]);
    // Anything else than a status lists all; a page past the end is empty, a nonsense page the first.
    expect((await listBuyerRfqs(d, w.buyer, { status: "everything" })).total).toBe(2);
    expect((await listBuyerRfqs(d, w.buyer, { page: 2 })).items).toEqual([]);
    expect((await listBuyerRfqs(d, w.buyer, { page: "-1" })).page).toBe(1);
    expect((await listBuyerRfqs(d, w.otherBuyer, {})).total).toBe(1);
  });

  it("shows the buyer's request in full with its texts, files and actions; another user's is not found", async () => {
    const { d, w } = await setup();
    const id = await w.post({}, { files: [{ name: "spec.pdf", bytes: PDF }] });
    await d.db
      .insertInto("rfq_texts")
      .values({
        rfq_id: id,
        lang: "en",
        title: "[en] towels",
        description: "[en] white",
        origin: "machine",
        created_at: "2026-12-01T09:00:00.000Z",
      })
      .execute();
    const view = await getBuyerRfq(d, w.buyer, id, "fr");
    expect(view).toMatchObject({
      id,
      version: 1,
      status: "open",
      sourceLang: "fr",
      source: { lang: "fr", title: "Cotton bath towels, 500 gsm", isMachine: false },
      translations: [{ lang: "en", title: "[en] towels", isMachine: true }],
      categoryName: "Serviettes",
      targetPrice: { amountE4: 24_000, currency: "EUR" },
      certificates: ["OEKO-TEX"],
      buyerCompany: "Maison Linge",
      attachments: [{ name: "spec.pdf", mediaType: "application/pdf", byteSize: PDF.byteLength }],
      actions: { close: true, extend: true, extendDaysMax: 30 },
    });
    const file = await openRfqAttachment(d, w.buyer, id, view.attachments[0]!.id);
    expect(file).toMatchObject({ name: "spec.pdf", mediaType: "application/pdf", size: PDF.byteLength });
    expect(Buffer.concat(await file.stream.toArray())).toEqual(PDF);

    for (const actor of [w.otherBuyer, w.members.owner, w.operator]) {
      expect((await refusal(getBuyerRfq(d, actor, id))).code).toBe(
        actor === w.operator ? "not_allowed" : "not_found",
      );
      expect((await refusal(closeRfq(d, actor, id, 1, null))).code).toBe(
        actor === w.operator ? "not_allowed" : "not_found",
      );
      expect((await refusal(extendRfq(d, actor, id, 1, 5))).code).toBe(
        actor === w.operator ? "not_allowed" : "not_found",
      );
    }
    for (const bad of [999_999_999, -1, "abc", 1.5, null])
      expect((await refusal(getBuyerRfq(d, w.buyer, bad))).code).toBe("not_found");
    expect((await w.read(id)).status).toBe("open");
  });

  it("closes early with a note, once, recorded as closed by the buyer and audited", async () => {
    const { d, w } = await setup();
    const id = await w.post();
    expect((await refusal(closeRfq(d, w.buyer, id, 1, "n".repeat(501)))).fields).toEqual({
      note: RFQ_ERRORS.note,
    });
    expect((await refusal(closeRfq(d, w.buyer, id, 7, null))).messageKey).toBe(RFQ_ERRORS.changed);
    await closeRfq(d, w.buyer, id, "1", "  Ordered from a supplier we know  ");
    expect(await w.read(id)).toMatchObject({
      status: "closed",
      closed_reason: "closed_by_buyer",
      closed_note: "Ordered from a supplier we know",
      closed_at: new Date(START).toISOString(),
      version: 2,
    });
    expect(await audits(d, "rfq.close", id)).toHaveLength(1);
    expect((await refusal(closeRfq(d, w.buyer, id, 2, null))).messageKey).toBe(RFQ_ERRORS.notOpen);
    expect((await getBuyerRfq(d, w.buyer, id)).actions).toEqual({
      close: false,
      extend: false,
      extendDaysMax: 0,
    });
  });

  it("of two closes at once, makes one change", async () => {
    const { d, w } = await setup();
    const id = await w.post();
    const results = await Promise.allSettled([
      closeRfq(d, w.buyer, id, 1, "first"),
      closeRfq(d, w.buyer, id, 1, "second"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(AppError);
    expect((failed.reason as AppError).code).toBe("conflict");
    expect((await w.read(id)).version).toBe(2);
    expect(await audits(d, "rfq.close", id)).toHaveLength(1);
  });

  it("extends once, by 1 to 30 days from the deadline, while open", async () => {
    const { d, w } = await setup();
    const id = await w.post();
    for (const days of [0, 31, "x", null])
      expect((await refusal(extendRfq(d, w.buyer, id, 1, days))).fields).toEqual({
        days: RFQ_ERRORS.extendDays,
      });
    d.clock.set(START + 2 * DAY);
    const closesAt = await extendRfq(d, w.buyer, id, 1, "10");
    expect(closesAt).toBe(new Date(START + 24 * DAY).toISOString());
    expect(await w.read(id)).toMatchObject({
      closes_at: closesAt,
      is_extended: true,
      version: 2,
      status: "open",
    });
    expect(await audits(d, "rfq.extend", id)).toMatchObject([{ user_id: w.buyer.id }]);
    expect((await refusal(extendRfq(d, w.buyer, id, 2, 5))).messageKey).toBe(RFQ_ERRORS.alreadyExtended);
    expect((await getBuyerRfq(d, w.buyer, id)).actions).toEqual({
      close: true,
      extend: false,
      extendDaysMax: 0,
    });

    // Past its deadline (the hourly run has not closed it yet) a request is no longer extended.
    const late = await w.post();
    d.clock.set(START + 2 * DAY + 15 * DAY);
    expect((await refusal(extendRfq(d, w.buyer, late, 1, 5))).messageKey).toBe(RFQ_ERRORS.notOpen);
    expect((await w.read(late)).is_extended).toBe(false);
  });

  it("of two extensions at once, makes one", async () => {
    const { d, w } = await setup();
    const id = await w.post();
    const results = await Promise.allSettled([
      extendRfq(d, w.buyer, id, 1, 5),
      extendRfq(d, w.buyer, id, 1, 9),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const row = await w.read(id);
    expect(row.version).toBe(2);
    expect([START + 19 * DAY, START + 23 * DAY].map((t) => new Date(t).toISOString())).toContain(
      row.closes_at,
    );
  });

  it("does not extend or close a request that closed full", async () => {
    const { d, w } = await setup();
    const id = await w.post({ maxQuotes: "1" });
    expect((await w.quote(id)).taken).toBe(true);
    expect((await w.read(id)).closed_reason).toBe("full");
    expect((await refusal(extendRfq(d, w.buyer, id, 1, 5))).messageKey).toBe(RFQ_ERRORS.notOpen);
    expect((await refusal(closeRfq(d, w.buyer, id, 1, null))).messageKey).toBe(RFQ_ERRORS.notOpen);
  });
});
