import { expect, it } from "vitest";
import { RFQ_ERRORS } from "#core/schemas/rfq.ts";
import { AppError } from "#server/lib/errors.ts";
import { PDF } from "#tests/setup/evidence-fixtures.ts";
import {
  DAY,
  describeEachDatabaseShared,
  type RfqWorld,
  rfqWorld,
  START,
} from "#tests/setup/rfq-fixtures.ts";
import type { TestDeps } from "#tests/setup/test-db.ts";
import {
  awardRfq,
  closeRfq,
  findQuotableRfq,
  getPublicRfq,
  getSupplierRfq,
  listPublicRfqs,
  listSupplierRfqs,
  openRfqAttachment,
  openRfqCategoriesForSitemap,
  takeRfqPlace,
} from "./index.ts";

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const MINUTE = 60_000;

/**
 * Five requests of the world's buyer: towels (with a drawing), bedding, pumps, one closed by the
 * buyer, and one past its deadline that no run has closed yet; the clock at START after them.
 */
async function requests(d: TestDeps, w: RfqWorld) {
  d.clock.set(START - 2 * DAY);
  const late = await w.post({ title: "Late linen", openDays: "1" });
  d.clock.set(START - 3 * MINUTE);
  const towels = await w.post(
    { title: "Bath towels", description: "Hemmed 100% cotton" },
    { files: [{ name: "drawing.pdf", bytes: PDF }] },
  );
  d.clock.set(START - 2 * MINUTE);
  const bedding = await w.post({
    title: "Duvet covers",
    description: "Percale",
    categoryCode: w.codes.bedding,
  });
  d.clock.set(START - MINUTE);
  const pumps = await w.post({
    title: "Water pumps",
    description: "Centrifugal",
    categoryCode: w.codes.pumps,
  });
  const closed = await w.post({ title: "Closed towels" });
  await closeRfq(d, w.buyer, closed, 1, null);
  d.clock.set(START);
  return { late, towels, bedding, pumps, closed };
}

const machineText = (d: TestDeps, rfqId: number, lang: string, title: string, description: string) =>
  d.db
    .insertInto("rfq_texts")
    .values({
      rfq_id: rfqId,
      lang,
      title,
      description,
      origin: "machine",
      created_at: new Date(START).toISOString(),
    })
    .execute();

describeEachDatabaseShared("requests for quotation for suppliers and the public", (deps) => {
  const setup = async () => {
    const d = deps();
    const w = await rfqWorld(d);
    return { d, w, r: await requests(d, w) };
  };

  it("lists to every member the open requests in the company's categories only, newest first", async () => {
    const { d, w, r } = await setup();
    for (const role of ["owner", "viewer", "catalog_editor", "finance"] as const) {
      const list = await listSupplierRfqs(d, w.members[role], w.companyId, {}, "fr");
      expect(list.items.map((i) => i.id)).toEqual([r.bedding, r.towels]);
      expect(list.total).toBe(2);
    }
    const pumps = await listSupplierRfqs(d, w.pumpsOwner, w.pumpsCompanyId, {}, "en");
    expect(pumps.items.map((i) => i.id)).toEqual([r.pumps]);

    const [item] = (await listSupplierRfqs(d, w.members.sales, w.companyId, { q: "bath" }, "fr")).items;
    expect(item).toMatchObject({
      id: r.towels,
      text: { lang: "fr", title: "Bath towels", description: "Hemmed 100% cotton", isMachine: false },
      sourceLang: "fr",
      categoryCode: w.codes.towels,
      categoryName: "Serviettes",
      quantity: 5000,
      unit: "piece",
      destinationCountry: "FR",
      buyerCountry: "FR",
      status: "open",
      closesAt: new Date(START - 3 * MINUTE + 14 * DAY).toISOString(),
      quoteCount: 0,
      maxQuotes: 3,
      quoteId: null,
    });
  });

  it("finds requests by every word of the search, in the reader's language or the buyer's", async () => {
    const { d, w, r } = await setup();
    await machineText(d, r.towels, "de", "Badetücher", "Gesäumt, Baumwolle");
    const ids = async (q: string, lang: "de" | "en" | "fr" = "de") =>
      (await listSupplierRfqs(d, w.members.owner, w.companyId, { q }, lang)).items.map((i) => i.id);
    expect(await ids("hemmed")).toEqual([r.towels]);
    expect(await ids("PERCALE")).toEqual([r.bedding]);
    expect(await ids("badetücher")).toEqual([r.towels]);
    expect(await ids("Badetücher", "en")).toEqual([]);
    expect(await ids("towels cotton")).toEqual([r.towels]);
    expect(await ids("towels percale")).toEqual([]);
    expect(await ids("%")).toEqual([r.towels]); // "100%" holds a literal percent sign
    expect(await ids("_")).toEqual([]);
    expect(await ids("pumps")).toEqual([]);
    expect(await ids("   ")).toEqual([r.bedding, r.towels]);
  });

  it("shows each request in the reader's language when translated, else the original with its language", async () => {
    const { d, w, r } = await setup();
    await machineText(d, r.towels, "tr", "Banyo havluları", "Kenarı dikişli");
    const tr = await listSupplierRfqs(d, w.members.sales, w.companyId, {}, "tr");
    expect(tr.items.find((i) => i.id === r.towels)!.text).toEqual({
      lang: "tr",
      title: "Banyo havluları",
      description: "Kenarı dikişli",
      isMachine: true,
    });
    expect(tr.items.find((i) => i.id === r.bedding)!.text).toMatchObject({
      lang: "fr",
      title: "Duvet covers",
      isMachine: false,
    });
    const view = await getSupplierRfq(d, w.members.sales, w.companyId, r.towels, "tr");
    expect(view.text).toMatchObject({ lang: "tr", title: "Banyo havluları", isMachine: true });
    expect(view.original).toMatchObject({ lang: "fr", title: "Bath towels", isMachine: false });
  });

  it("shows the company's quote thread on a request it quoted", async () => {
    const { d, w, r } = await setup();
    const { quoteId } = await w.quote(r.towels);
    const list = await listSupplierRfqs(d, w.members.viewer, w.companyId, {}, "en");
    expect(list.items.find((i) => i.id === r.towels)).toMatchObject({ quoteId, quoteCount: 1 });
    expect(list.items.find((i) => i.id === r.bedding)).toMatchObject({ quoteId: null });
  });

  it("refuses the board to anyone but members, and to a company not active", async () => {
    const { d, w } = await setup();
    for (const actor of [w.otherBuyer, w.operator, w.pumpsOwner, w.buyer])
      expect((await refusal(listSupplierRfqs(d, actor, w.companyId, {}, "en"))).code).toBe("not_found");
    const error = await refusal(listSupplierRfqs(d, w.draftOwner, w.draftCompanyId, {}, "en"));
    expect(error).toMatchObject({ code: "not_allowed", messageKey: RFQ_ERRORS.companyNotActive });
  });

  it("opens one request for a member: the terms, the original, the files, and whether they may quote", async () => {
    const { d, w, r } = await setup();
    const sales = await getSupplierRfq(d, w.members.sales, w.companyId, r.towels, "en");
    expect(sales).toMatchObject({
      id: r.towels,
      status: "open",
      text: { lang: "fr", title: "Bath towels" },
      original: { lang: "fr", title: "Bath towels" },
      categoryName: "Towels",
      targetPrice: { amountE4: 24_000, currency: "EUR" },
      incoterm: "CIF",
      destinationPort: "Le Havre",
      certificates: ["OEKO-TEX"],
      attachments: [{ name: "drawing.pdf", mediaType: "application/pdf" }],
      canQuote: true,
      quote: null,
      buyer: {
        company: "Maison Linge",
        country: "FR",
        name: null,
        email: null,
        phone: null,
        isRevealed: false,
      },
    });
    // A viewer reads it but may not quote.
    expect((await getSupplierRfq(d, w.members.viewer, w.companyId, r.towels, "en")).canQuote).toBe(false);
    // Closed, or past its deadline: still readable in the company's categories, no longer quotable.
    for (const id of [r.closed, r.late]) {
      const view = await getSupplierRfq(d, w.members.sales, w.companyId, id, "en");
      expect(view.canQuote).toBe(false);
    }
  });

  it("names the buyer only once the company's quote thread is revealed", async () => {
    const { d, w, r } = await setup();
    const { quoteId } = await w.quote(r.towels);
    const hidden = await getSupplierRfq(d, w.members.sales, w.companyId, r.towels, "en");
    expect(hidden).toMatchObject({
      canQuote: false,
      quote: { id: quoteId, isBuyerRevealed: false },
      buyer: {
        company: "Maison Linge",
        country: "FR",
        name: null,
        email: null,
        phone: null,
        isRevealed: false,
      },
    });
    // Another company's revealed thread on the same request reveals nothing to this one.
    const other = await w.quote(r.towels, w.pumpsCompanyId);
    await d.db
      .updateTable("quotes")
      .set({ is_buyer_revealed: true })
      .where("id", "=", other.quoteId)
      .execute();
    expect((await getSupplierRfq(d, w.members.sales, w.companyId, r.towels, "en")).buyer.name).toBeNull();

    await d.db.updateTable("quotes").set({ is_buyer_revealed: true }).where("id", "=", quoteId).execute();
    const buyer = await d.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", w.buyer.id)
      .executeTakeFirstOrThrow();
    expect((await getSupplierRfq(d, w.members.viewer, w.companyId, r.towels, "en")).buyer).toEqual({
      company: "Maison Linge",
      country: "FR",
      name: `Camille ${buyer.last_name}`,
      email: buyer.email,
      phone: "+33 1 23 45 67 89",
      isRevealed: true,
    });
  });

  it("finds no request outside the company's categories, unless the company quoted on it", async () => {
    const { d, w, r } = await setup();
    for (const id of [r.pumps, 999_999_999, "x"])
      expect((await refusal(getSupplierRfq(d, w.members.owner, w.companyId, id, "en"))).code).toBe(
        "not_found",
      );
    for (const actor of [w.otherBuyer, w.operator, w.pumpsOwner])
      expect((await refusal(getSupplierRfq(d, actor, w.companyId, r.towels, "en"))).code).toBe("not_found");
    expect((await refusal(getSupplierRfq(d, w.draftOwner, w.draftCompanyId, r.towels, "en"))).code).toBe(
      "not_found",
    );
    expect((await refusal(getSupplierRfq(d, w.pumpsOwner, w.pumpsCompanyId, r.towels, "en"))).code).toBe(
      "not_found",
    );
    await w.quote(r.towels, w.pumpsCompanyId);
    expect((await getSupplierRfq(d, w.pumpsOwner, w.pumpsCompanyId, r.towels, "en")).quote).not.toBeNull();
  });

  it("hands a request's file to its buyer, the operator, and members of a company that may see it; no one else", async () => {
    const { d, w, r } = await setup();
    const [file] = (await getSupplierRfq(d, w.members.viewer, w.companyId, r.towels, "en")).attachments;
    const open = async (...args: [typeof w.buyer, unknown, unknown, number?]) => {
      const content = await openRfqAttachment(d, ...args);
      return Buffer.concat(await content.stream.toArray());
    };
    expect(await open(w.buyer, r.towels, file!.id)).toEqual(PDF);
    expect(await open(w.operator, r.towels, file!.id)).toEqual(PDF);
    expect(await open(w.members.finance, r.towels, file!.id, w.companyId)).toEqual(PDF);
    const refused = [
      [w.members.finance, r.towels, file!.id, undefined],
      [w.pumpsOwner, r.towels, file!.id, w.pumpsCompanyId],
      [w.pumpsOwner, r.towels, file!.id, w.companyId],
      [w.otherBuyer, r.towels, file!.id, undefined],
      [w.buyer, r.bedding, file!.id, undefined],
      [w.buyer, r.towels, "abc", undefined],
    ] as const;
    for (const [actor, rfqId, fileId, companyId] of refused)
      expect((await refusal(openRfqAttachment(d, actor, rfqId, fileId, companyId))).code).toBe("not_found");
  });

  it("shows the public the open requests of a category and the categories under it, without the buyer's identity", async () => {
    const { d, w, r } = await setup();
    await machineText(d, r.towels, "de", "Badetücher", "Gesäumt");
    const ids = async (categoryCode: string) =>
      (await listPublicRfqs(d, { categoryCode }, "de")).items.map((i) => i.id);
    expect(await ids(w.codes.root)).toEqual([r.pumps, r.bedding, r.towels]);
    expect(await ids(w.codes.home)).toEqual([r.bedding, r.towels]);
    expect(await ids(w.codes.towels)).toEqual([r.towels]);
    const list = await listPublicRfqs(d, { categoryCode: w.codes.root }, "de");
    expect(list.total).toBe(3);
    expect(list.items.find((i) => i.id === r.towels)).toMatchObject({
      text: { lang: "de", title: "Badetücher", isMachine: true },
      sourceLang: "fr",
      categoryName: "Towels",
      quantity: 5000,
      destinationCountry: "FR",
      buyerCountry: "FR",
      quoteCount: 0,
      maxQuotes: 3,
    });
    const one = await getPublicRfq(d, r.towels, "fr");
    expect(one).toMatchObject({
      id: r.towels,
      text: { lang: "fr", title: "Bath towels" },
      categoryName: "Serviettes",
    });
    const buyer = await d.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", w.buyer.id)
      .executeTakeFirstOrThrow();
    const shown = JSON.stringify([list, one]);
    for (const secret of ["Maison Linge", "Camille", buyer.last_name, buyer.email, "+33 1 23 45 67 89"])
      expect(shown).not.toContain(secret);
    expect(Object.keys(one)).not.toContain("buyerCompany");
    expect(Object.keys(one)).not.toContain("targetPrice");
    for (const id of [r.closed, r.late, 999_999_999, "1 or 1=1"])
      expect((await refusal(getPublicRfq(d, id, "en"))).code).toBe("not_found");
    for (const categoryCode of ["abc", "10", "'"])
      expect((await refusal(listPublicRfqs(d, { categoryCode }, "en"))).code).toBe("not_found");
  });

  it("counts the open requests of each category and its ancestors for the sitemap", async () => {
    const { d, w } = await setup();
    const counts = await openRfqCategoriesForSitemap(d);
    const ours = counts.filter((c) => c.categoryCode.startsWith(w.codes.root));
    expect(ours).toEqual([
      { categoryCode: w.codes.root, count: 3 },
      { categoryCode: w.codes.home, count: 2 },
      { categoryCode: w.codes.towels, count: 1 },
      { categoryCode: w.codes.bedding, count: 1 },
      { categoryCode: w.codes.pumps, count: 1 },
    ]);
  });
});

describeEachDatabaseShared("the quote places of a request", (deps) => {
  it("finds a request quotable only for an active company of its category, before its deadline", async () => {
    const d = deps();
    const w = await rfqWorld(d);
    const r = await requests(d, w);
    const now = new Date(START).toISOString();
    expect(await findQuotableRfq(d.db, r.towels, w.companyId, now)).toMatchObject({
      id: r.towels,
      currency: "EUR",
    });
    expect(await findQuotableRfq(d.db, r.towels, w.pumpsCompanyId, now)).toBeUndefined();
    expect(await findQuotableRfq(d.db, r.towels, w.draftCompanyId, now)).toBeUndefined();
    for (const id of [r.late, r.closed])
      expect(await findQuotableRfq(d.db, id, w.companyId, now)).toBeUndefined();
  });

  it("takes places up to the maximum, closes the request as full with the last, and refuses past it", async () => {
    const d = deps();
    const w = await rfqWorld(d);
    d.clock.set(START);
    const id = await w.post({ maxQuotes: "2" });
    const at = new Date(START + 1000).toISOString();
    expect(await takeRfqPlace(d.db, id, at)).toBe(true);
    expect(await w.read(id)).toMatchObject({ quote_count: 1, status: "open", closed_reason: null });
    // Two suppliers quoting the last place at once: exactly one gets it.
    const both = await Promise.all([takeRfqPlace(d.db, id, at), takeRfqPlace(d.db, id, at)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await w.read(id)).toMatchObject({
      quote_count: 2,
      status: "closed",
      closed_reason: "full",
      closed_at: at,
    });
    expect(await takeRfqPlace(d.db, id, at)).toBe(false);
    expect((await w.read(id)).quote_count).toBe(2);
    // Past its deadline no place is taken either.
    const late = await w.post();
    expect(await takeRfqPlace(d.db, late, new Date(START + 15 * DAY).toISOString())).toBe(false);
  });

  it("awards a request once, whether open or already full", async () => {
    const d = deps();
    const w = await rfqWorld(d);
    d.clock.set(START);
    const id = await w.post({ maxQuotes: "1" });
    const { quoteId } = await w.quote(id);
    const at = new Date(START + DAY).toISOString();
    expect(await awardRfq(d.db, id, quoteId, at)).toBe(true);
    expect(await w.read(id)).toMatchObject({
      status: "closed",
      closed_reason: "awarded",
      awarded_quote_id: quoteId,
      closed_at: at,
      version: 2,
    });
    expect(await awardRfq(d.db, id, quoteId + 1, at)).toBe(false);
    expect((await w.read(id)).awarded_quote_id).toBe(quoteId);
  });
});
