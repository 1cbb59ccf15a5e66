import { expect, it } from "vitest";
import { RFQ_ERRORS } from "#core/schemas/rfq.ts";
import { AppError } from "#server/lib/errors.ts";
import { HTML_AS_PDF, PNG } from "#tests/setup/conversation-service-fixtures.ts";
import { PDF, SCRIPT_AS_JPG } from "#tests/setup/evidence-fixtures.ts";
import {
  DAY,
  describeEachDatabaseShared,
  privateFileCount,
  requestInput,
  rfqWorld,
  START,
} from "#tests/setup/rfq-fixtures.ts";
import type { TestDeps } from "#tests/setup/test-db.ts";
import { getRfqFormDefaults, postRfq, RFQ_TRANSLATE_QUEUE } from "./index.ts";

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describeEachDatabaseShared("posting a request for quotation", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set(START);
    return { d, w: await rfqWorld(d) };
  };
  const countOf = async (d: TestDeps, buyerId: number) => ({
    rfqs: (await d.db.selectFrom("rfqs").select("id").where("buyer_user_id", "=", buyerId).execute()).length,
    files: privateFileCount(d),
  });

  it("stores the request, its source text in the buyer's language, its deadline, the translation job and the audit entry", async () => {
    const { d, w } = await setup();
    const id = await w.post({ neededBy: "2027-01-15", certificates: "OEKO-TEX\nISO 9001" });
    const row = await w.read(id);
    expect(row).toMatchObject({
      buyer_user_id: w.buyer.id,
      buyer_company: "Maison Linge",
      buyer_country: "FR",
      category_code: w.codes.towels,
      source_lang: "fr",
      quantity: 5000,
      unit: "piece",
      target_price_e4: 24_000,
      currency: "EUR",
      destination_country: "FR",
      destination_port: "Le Havre",
      incoterm: "CIF",
      needed_by: "2027-01-15",
      max_quotes: 3,
      quote_count: 0,
      status: "open",
      closed_reason: null,
      is_extended: false,
      version: 1,
      closes_at: new Date(START + 14 * DAY).toISOString(),
    });
    expect(JSON.parse(row.certificates)).toEqual(["OEKO-TEX", "ISO 9001"]);
    expect(await w.texts(id)).toMatchObject([
      { lang: "fr", origin: "source", title: "Cotton bath towels, 500 gsm" },
    ]);
    const jobs = await d.db
      .selectFrom("jobs")
      .select(["queue", "payload"])
      .where("queue", "=", RFQ_TRANSLATE_QUEUE)
      .execute();
    expect(jobs.map((j) => JSON.parse(j.payload))).toContainEqual({ rfqId: id });
    const audit = await d.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "rfq.post")
      .where("entity_id", "=", String(id))
      .execute();
    expect(audit).toMatchObject([{ user_id: w.buyer.id, entity: "rfq" }]);
  });

  it("opens for the days asked, with 14 days and 10 quotes when the form leaves them empty", async () => {
    const { w } = await setup();
    const id = await w.post({ openDays: "", maxQuotes: "", targetPrice: "", currency: "" });
    expect(await w.read(id)).toMatchObject({
      closes_at: new Date(START + 14 * DAY).toISOString(),
      max_quotes: 10,
      target_price_e4: null,
      currency: null,
    });
    const short = await w.post({ openDays: "1" });
    expect((await w.read(short)).closes_at).toBe(new Date(START + DAY).toISOString());
  });

  it("refuses a category that is not a leaf, or does not exist, changing nothing", async () => {
    const { d, w } = await setup();
    const before = await countOf(d, w.buyer.id);
    for (const code of [w.codes.home, w.codes.root, "999999999"]) {
      const error = await refusal(w.post({ categoryCode: code }));
      expect(error.code).toBe("invalid_data");
      expect(error.fields).toEqual({ categoryCode: RFQ_ERRORS.category });
    }
    expect(await countOf(d, w.buyer.id)).toEqual(before);
  });

  it("refuses bad input with every field's message, and stores nothing", async () => {
    const { d, w } = await setup();
    const before = await countOf(d, w.buyer.id);
    const error = await refusal(
      w.post({ title: "", quantity: "1.5", unit: "barrel", targetPrice: "abc", destinationCountry: "ZZ" }),
    );
    expect(error.code).toBe("invalid_data");
    expect(error.fields).toEqual({
      title: RFQ_ERRORS.title,
      quantity: RFQ_ERRORS.quantity,
      unit: RFQ_ERRORS.unit,
      targetPrice: RFQ_ERRORS.targetPrice,
      destinationCountry: RFQ_ERRORS.country,
    });
    // Hostile shapes are refusals too, never a fault.
    for (const input of [
      null,
      "text",
      [],
      { title: "a\u0000b" },
      { ...requestInput(w.codes.towels), quantity: 1e308 },
    ]) {
      const e = await refusal(postRfq(d, w.buyer, input, [], "fr"));
      expect(e.code).toBe("invalid_data");
    }
    expect(await countOf(d, w.buyer.id)).toEqual(before);
  });

  it("keeps PDFs and pictures (re-encoded), judged by their content, in the private store", async () => {
    const { d, w } = await setup();
    const png = await PNG();
    const before = privateFileCount(d);
    const id = await w.post(
      {},
      {
        files: [
          { name: "spec.pdf", bytes: PDF },
          { name: "../photo.png", bytes: png },
        ],
      },
    );
    const files = await d.db
      .selectFrom("rfq_attachments")
      .selectAll()
      .where("rfq_id", "=", id)
      .orderBy("position")
      .execute();
    expect(files).toMatchObject([
      { position: 1, original_name: "spec.pdf", media_type: "application/pdf", byte_size: PDF.byteLength },
      { position: 2, original_name: "photo.png", media_type: "image/png" },
    ]);
    expect(privateFileCount(d)).toBe(before + 2);
  });

  it("refuses a file that is not a PDF or a picture by its content, more than 5 files, or an empty one, storing nothing", async () => {
    const { d, w } = await setup();
    const before = await countOf(d, w.buyer.id);
    const cases = [
      { files: [{ name: "photo.jpg", bytes: SCRIPT_AS_JPG }], key: RFQ_ERRORS.fileType },
      { files: [{ name: "spec.pdf", bytes: HTML_AS_PDF }], key: RFQ_ERRORS.fileType },
      { files: [{ name: "empty.pdf", bytes: new Uint8Array() }], key: RFQ_ERRORS.fileType },
      {
        files: Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, bytes: PDF })),
        key: RFQ_ERRORS.fileCount,
      },
      { files: [{ name: "big.pdf", bytes: new Uint8Array(10 * 1024 * 1024 + 1) }], key: RFQ_ERRORS.fileSize },
    ];
    for (const { files, key } of cases) {
      const error = await refusal(w.post({}, { files: [{ name: "ok.pdf", bytes: PDF }, ...files] }));
      expect(error.fields).toEqual({ files: key });
    }
    expect(await countOf(d, w.buyer.id)).toEqual(before);
  });

  it("is for signed-in buyers with a confirmed e-mail address, not for the operator's staff", async () => {
    const { d, w } = await setup();
    expect((await refusal(postRfq(d, null, requestInput(w.codes.towels), [], "en"))).code).toBe(
      "unauthorized",
    );
    expect((await refusal(w.post({}, { as: w.operator }))).code).toBe("not_allowed");
    expect((await refusal(w.post({}, { as: w.unconfirmed }))).code).toBe("email_unconfirmed");
    expect(await countOf(d, w.unconfirmed.id)).toMatchObject({ rfqs: 0 });
  });

  it("takes at most 5 requests an hour from one buyer, and again the next hour", async () => {
    const { d, w } = await setup();
    // A new hour's window, whatever the start time of this test.
    d.clock.set(START + 3 * 3_600_000);
    for (let i = 0; i < 5; i++) await w.post({}, { as: w.otherBuyer });
    const error = await refusal(w.post({}, { as: w.otherBuyer }));
    expect(error).toMatchObject({ code: "rate_limited", messageKey: RFQ_ERRORS.tooFast });
    expect(await countOf(d, w.otherBuyer.id)).toMatchObject({ rfqs: 5 });
    d.clock.set(START + 4 * 3_600_000);
    await w.post({}, { as: w.otherBuyer });
    d.clock.set(START);
  });

  it("takes at most 20 open requests of one buyer at a time", async () => {
    const { d, w } = await setup();
    const at = new Date(START).toISOString();
    const open = {
      buyer_user_id: w.otherBuyer.id,
      buyer_country: "FR",
      category_code: w.codes.towels,
      source_lang: "en",
      quantity: 1,
      unit: "piece",
      destination_country: "FR",
      max_quotes: 10,
      status: "open" as const,
      closed_reason: null,
      created_at: at,
      updated_at: at,
    };
    // Closed requests and those past their deadline do not count.
    await d.db
      .insertInto("rfqs")
      .values([
        ...Array.from({ length: 19 }, () => ({ ...open, closes_at: new Date(START + DAY).toISOString() })),
        { ...open, closes_at: new Date(START - 1).toISOString() },
        {
          ...open,
          closes_at: new Date(START + DAY).toISOString(),
          status: "closed" as const,
          closed_reason: "expired" as const,
        },
      ])
      .execute();
    d.clock.set(START + 10 * 3_600_000);
    await w.post({}, { as: w.otherBuyer });
    const error = await refusal(w.post({}, { as: w.otherBuyer }));
    expect(error).toMatchObject({ code: "rate_limited", messageKey: RFQ_ERRORS.tooManyOpen });
    d.clock.set(START);
  });

  it("prefills the form from the buyer's account and last request", async () => {
    const { d, w } = await setup();
    expect(await getRfqFormDefaults(d, w.buyer)).toMatchObject({ buyerCompany: "Maison Linge" });
    expect(await getRfqFormDefaults(d, w.otherBuyer)).toEqual({
      buyerCompany: null,
      buyerCountry: null,
      destinationCountry: null,
    });
    await w.post(
      { destinationCountry: "DE", buyerCountry: "BE", buyerCompany: "Olga GmbH" },
      { as: w.otherBuyer },
    );
    expect(await getRfqFormDefaults(d, w.otherBuyer)).toEqual({
      buyerCompany: "Olga GmbH",
      buyerCountry: "BE",
      destinationCountry: "DE",
    });
  });
});
