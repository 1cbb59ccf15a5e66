import { expect, it } from "vitest";
import { RFQ_ERRORS } from "#core/schemas/rfq.ts";
import { translator } from "#server/lib/i18n.ts";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { closeRfq } from "#server/modules/rfqs/index.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { PDF } from "#tests/setup/evidence-fixtures.ts";
import { type OpenApiDocument, operationsOf } from "#tests/setup/openapi-operations.ts";
import { describeEachDatabaseShared, type RfqWorld, rfqWorld, START } from "#tests/setup/rfq-fixtures.ts";
import type { TestDeps } from "#tests/setup/test-db.ts";
import { RFQ_API_ERRORS } from "./rfqs.api-schemas.ts";

const TR = "tr.localhost:3000";
const tr = translator("tr");

/** The world's buyer's requests: towels (with a drawing, and an English translation), pumps, one closed. */
async function requests(d: TestDeps, w: RfqWorld) {
  d.clock.set(START - 3 * 60_000);
  const towels = await w.post(
    { title: "Serviettes de bain", description: "Coton ourlé" },
    { files: [{ name: "drawing.pdf", bytes: PDF }] },
  );
  await d.db
    .insertInto("rfq_texts")
    .values({
      rfq_id: towels,
      lang: "en",
      title: "Bath towels",
      description: "Hemmed cotton",
      origin: "machine",
      created_at: new Date(START).toISOString(),
    })
    .execute();
  d.clock.set(START - 2 * 60_000);
  const pumps = await w.post({ title: "Pompes à eau", categoryCode: w.codes.pumps, targetPrice: "987.65" });
  d.clock.set(START - 60_000);
  const closed = await w.post({ title: "Draps fermés", categoryCode: w.codes.bedding });
  await closeRfq(d, w.buyer, closed, 1, null);
  d.clock.set(START);
  return { towels, pumps, closed };
}

async function setup(deps: () => TestDeps) {
  const d = deps();
  const w = await rfqWorld(d);
  const r = await requests(d, w);
  const call = apiClient(d);
  const as = async (userId: number | null) => {
    const cookie = userId
      ? `${SESSION_COOKIE}=${(await openSession(d, userId, { ip: null, userAgent: null })).token}`
      : undefined;
    return async (path: string, host?: string) => {
      const res = await call("GET", path, { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) });
      return { status: res.status, body: await res.json() };
    };
  };
  return { d, w, r, as };
}

/** All the public board says of a request: what is asked, and the buyer's country. */
const PUBLIC_FIELDS = [
  "id",
  "text",
  "sourceLang",
  "categoryCode",
  "categoryName",
  "quantity",
  "unit",
  "destinationCountry",
  "destinationPort",
  "incoterm",
  "neededBy",
  "certificates",
  "buyerCountry",
  "status",
  "closedReason",
  "closesAt",
  "quoteCount",
  "maxQuotes",
  "createdAt",
];

describeEachDatabaseShared("the requests for quotation API for suppliers and the public", (deps) => {
  it("answers 401 to a caller who is not signed in on the company's board", async () => {
    const { w, r, as } = await setup(deps);
    const anonymous = await as(null);
    for (const path of [
      `/supplier/companies/${w.companyId}/rfqs`,
      `/supplier/companies/${w.companyId}/rfqs/${r.towels}`,
    ]) {
      const res = await anonymous(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
    }
  });

  it("lists the open requests in the company's categories for any member, in the host's language, with target prices", async () => {
    const { w, r, as } = await setup(deps);
    const viewer = await as(w.members.viewer.id);
    const path = `/supplier/companies/${w.companyId}/rfqs`;
    const list = await viewer(path);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.body.items).toEqual([
      {
        id: r.towels,
        text: { lang: "en", title: "Bath towels", description: "Hemmed cotton", isMachine: true },
        sourceLang: "fr",
        categoryCode: w.codes.towels,
        categoryName: "Towels",
        quantity: 5000,
        unit: "piece",
        targetPrice: { amount: "2.40", currency: "EUR" },
        destinationCountry: "FR",
        destinationPort: "Le Havre",
        incoterm: "CIF",
        neededBy: null,
        certificates: ["OEKO-TEX"],
        buyerCountry: "FR",
        status: "open",
        closedReason: null,
        closesAt: new Date(START - 3 * 60_000 + 14 * 24 * 3_600_000).toISOString(),
        quoteCount: 0,
        maxQuotes: 3,
        createdAt: new Date(START - 3 * 60_000).toISOString(),
        quoteId: null,
      },
    ]);
    // Without a text in the host's language, the buyer's original with its language named.
    const turkish = await viewer(path, TR);
    expect(turkish.body.items[0].text).toEqual({
      lang: "fr",
      title: "Serviettes de bain",
      description: "Coton ourlé",
      isMachine: false,
    });
    expect((await viewer(`${path}?q=ourlé`, TR)).body.items.map((i: { id: number }) => i.id)).toEqual([
      r.towels,
    ]);
    expect((await viewer(`${path}?q=pompes`)).body.items).toEqual([]);
    const bad = await viewer(`${path}?page=x&q=${"w".repeat(201)}`, TR);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ page: tr(RFQ_API_ERRORS.page), q: tr("errors.tooLong") });

    const pumps = await (await as(w.pumpsOwner.id))(`/supplier/companies/${w.pumpsCompanyId}/rfqs`);
    expect(pumps.body.items.map((i: { id: number }) => i.id)).toEqual([r.pumps]);
    expect(pumps.body.items[0].targetPrice).toEqual({ amount: "987.65", currency: "EUR" });
  });

  it("refuses another company's board to a non-member (404) and a company not active yet (403)", async () => {
    const { w, r, as } = await setup(deps);
    for (const userId of [w.pumpsOwner.id, w.buyer.id, w.operator.id]) {
      const caller = await as(userId);
      for (const path of [
        `/supplier/companies/${w.companyId}/rfqs`,
        `/supplier/companies/${w.companyId}/rfqs/${r.towels}`,
      ]) {
        const res = await caller(path);
        expect(res.status, `${userId} ${path}`).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
    }
    const draft = await as(w.draftOwner.id);
    const list = await draft(`/supplier/companies/${w.draftCompanyId}/rfqs`, TR);
    expect(list.status).toBe(403);
    expect(list.body.error.message).toBe(tr(RFQ_ERRORS.companyNotActive));
    expect((await draft(`/supplier/companies/${w.draftCompanyId}/rfqs/${r.towels}`)).status).toBe(404);
  });

  it("shows a member one request of its categories with the original and the files, and the buyer's person only once revealed", async () => {
    const { w, r, as } = await setup(deps);
    const sales = await as(w.members.sales.id);
    const path = `/supplier/companies/${w.companyId}/rfqs/${r.towels}`;
    const one = await sales(path);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: r.towels,
      text: { lang: "en", title: "Bath towels", isMachine: true },
      original: { lang: "fr", title: "Serviettes de bain", description: "Coton ourlé", isMachine: false },
      targetPrice: { amount: "2.40", currency: "EUR" },
      attachments: [{ name: "drawing.pdf", mediaType: "application/pdf" }],
      canQuote: true,
      quote: null,
      quoteId: null,
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
    expect((await (await as(w.members.viewer.id))(path)).body.canQuote).toBe(false);
    for (const id of [r.pumps, 2_000_000_000]) {
      const res = await sales(`/supplier/companies/${w.companyId}/rfqs/${id}`);
      expect(res.status, String(id)).toBe(404);
    }

    const { quoteId } = await w.quote(r.towels, w.companyId, true);
    const revealed = await sales(path);
    expect(revealed.body).toMatchObject({
      canQuote: false,
      quote: { id: quoteId, isBuyerRevealed: true },
      quoteId,
      buyer: {
        company: "Maison Linge",
        name: expect.stringContaining("Camille"),
        phone: "+33 1 23 45 67 89",
        isRevealed: true,
      },
    });
    expect(revealed.body.buyer.email).toMatch(/@rfq\.test$/);
  });

  it("shows anyone the open requests and one of them, without the buyer's identity or the target price", async () => {
    const { w, r, as } = await setup(deps);
    const anonymous = await as(null);
    const list = await anonymous(`/rfq-board?categoryCode=${w.codes.root}`, "fr.localhost:3000");
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.body.items.map((i: { id: number }) => i.id)).toEqual([r.pumps, r.towels]);
    expect(list.body.items[1]).toMatchObject({
      id: r.towels,
      text: { lang: "fr", title: "Serviettes de bain", isMachine: false },
      categoryName: "Serviettes",
      buyerCountry: "FR",
      quantity: 5000,
      status: "open",
    });
    const towels = await anonymous(`/rfq-board/${r.towels}`);
    expect(towels.status).toBe(200);
    expect(towels.body.text).toMatchObject({ lang: "en", title: "Bath towels" });
    for (const item of [...list.body.items, towels.body]) {
      expect(Object.keys(item).sort()).toEqual([...PUBLIC_FIELDS].sort());
      const text = JSON.stringify(item);
      for (const secret of ["Camille", "Maison Linge", "+33 1 23 45 67 89", "@rfq.test", "2.40", "987.65"])
        expect(text).not.toContain(secret);
    }
    // A signed-in member reads the same public board.
    const member = await as(w.members.owner.id);
    expect((await member(`/rfq-board/${r.towels}`)).body).toEqual(towels.body);

    expect((await anonymous(`/rfq-board/${r.closed}`)).status).toBe(404);
    expect((await anonymous("/rfq-board/2000000000")).status).toBe(404);
    expect(
      (await anonymous(`/rfq-board?categoryCode=${w.codes.pumps}`)).body.items.map(
        (i: { id: number }) => i.id,
      ),
    ).toEqual([r.pumps]);
    const bad = await anonymous("/rfq-board?categoryCode=12&page=0", TR);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      categoryCode: tr(RFQ_API_ERRORS.category),
      page: tr(RFQ_API_ERRORS.page),
    });
  });

  it("describes every request for quotation operation in the OpenAPI document", async () => {
    const { as } = await setup(deps);
    const doc: OpenApiDocument = (await (await as(null))("/openapi.json")).body;
    const ops = operationsOf(doc)
      .filter((op) => op.operation.tags?.includes("Requests for quotation"))
      .map((op) => [
        op.label,
        op.operation.operationId,
        op.operation.security?.length ? "signed in" : "public",
      ]);
    expect(ops).toEqual([
      ["POST /rfqs", "postRfq", "signed in"],
      ["GET /rfqs", "listRfqs", "signed in"],
      ["GET /rfqs/{id}", "getRfq", "signed in"],
      ["POST /rfqs/{id}/close", "closeRfq", "signed in"],
      ["POST /rfqs/{id}/extend", "extendRfq", "signed in"],
      ["GET /supplier/companies/{companyId}/rfqs", "listSupplierRfqs", "signed in"],
      ["GET /supplier/companies/{companyId}/rfqs/{id}", "getSupplierRfq", "signed in"],
      ["GET /rfq-board", "listPublicRfqs", "public"],
      ["GET /rfq-board/{id}", "getPublicRfq", "public"],
      ["GET /rfqs/{id}/files/{fileId}", "downloadRfqFile", "signed in"],
    ]);
  });
});
