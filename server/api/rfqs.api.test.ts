import { expect, it } from "vitest";
import { RFQ_ERRORS } from "#core/schemas/rfq.ts";
import { translator } from "#server/lib/i18n.ts";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import {
  DAY,
  describeEachDatabaseShared,
  type RfqWorld,
  requestInput,
  rfqWorld,
  START,
} from "#tests/setup/rfq-fixtures.ts";
import type { TestDeps } from "#tests/setup/test-db.ts";
import { RFQ_API_ERRORS } from "./rfqs.api-schemas.ts";

const TR = "tr.localhost:3000";
/** A while later: within the session's idle time. */
const HOUR = 3_600_000;
const tr = translator("tr");
const en = translator("en");

async function setup(deps: () => TestDeps) {
  const d = deps();
  d.clock.set(START);
  const w = await rfqWorld(d);
  const call = apiClient(d);
  const as = async (userId: number | null) => {
    const cookie = userId
      ? `${SESSION_COOKIE}=${(await openSession(d, userId, { ip: null, userAgent: null })).token}`
      : undefined;
    return async (
      method: string,
      path: string,
      options: { body?: unknown; host?: string; origin?: string } = {},
    ) => {
      const res = await call(method, path, { ...options, ...(cookie ? { cookie } : {}) });
      return { status: res.status, body: await res.json() };
    };
  };
  return { d, w, as, count: () => countRequests(d, w) };
}

/** The requests of the world's buyers, as stored. */
async function countRequests(d: TestDeps, w: RfqWorld) {
  const rows = await d.db
    .selectFrom("rfqs")
    .select("id")
    .where("buyer_user_id", "in", [w.buyer.id, w.otherBuyer.id, w.unconfirmed.id, w.operator.id])
    .execute();
  return rows.length;
}

/** A request as a JSON client sends it: numbers as numbers, certificates as a list. */
const jsonRequest = (w: RfqWorld, overrides: Record<string, unknown> = {}) => ({
  ...requestInput(w.codes.towels),
  quantity: 5000,
  targetPrice: "8.1",
  currency: "EUR",
  certificates: ["OEKO-TEX", "ISO 9001"],
  openDays: 10,
  maxQuotes: 3,
  neededBy: "2027-01-15",
  ...overrides,
});

describeEachDatabaseShared("the requests for quotation API for buyers", (deps) => {
  it("answers 401 to a caller who is not signed in, and stores nothing", async () => {
    const { w, as, count } = await setup(deps);
    const id = await w.post();
    const anonymous = await as(null);
    for (const [method, path, body] of [
      ["POST", "/rfqs", jsonRequest(w)],
      ["GET", "/rfqs", undefined],
      ["GET", `/rfqs/${id}`, undefined],
      ["POST", `/rfqs/${id}/close`, { expectedVersion: 1 }],
      ["POST", `/rfqs/${id}/extend`, { expectedVersion: 1, days: 5 }],
    ] as const) {
      const res = await anonymous(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
    }
    expect(await count()).toBe(1);
    expect(await w.read(id)).toMatchObject({ status: "open", version: 1, is_extended: false });
  });

  it("answers a retry with the posting's key with the request already posted (201, one request)", async () => {
    const { w, as, count } = await setup(deps);
    const buyer = await as(w.buyer.id);
    const body = jsonRequest(w, { postKey: "retry-after-timeout-01" });
    const answers = await Promise.all([buyer("POST", "/rfqs", { body }), buyer("POST", "/rfqs", { body })]);
    const retry = await buyer("POST", "/rfqs", { body });
    expect([...answers, retry].map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set([...answers, retry].map((a) => a.body.id)).size).toBe(1);
    expect(await count()).toBe(1);
  });

  it("posts a request written in the host's language and answers it, the target price as decimal text", async () => {
    const { w, as } = await setup(deps);
    const buyer = await as(w.buyer.id);
    const res = await buyer("POST", "/rfqs", { body: jsonRequest(w), host: "fr.localhost:3000" });
    expect(res.status).toBe(201);
    const rfq = res.body;
    expect(rfq).toMatchObject({
      version: 1,
      status: "open",
      closedReason: null,
      closesAt: new Date(START + 10 * DAY).toISOString(),
      createdAt: new Date(START).toISOString(),
      quoteCount: 0,
      maxQuotes: 3,
      sourceLang: "fr",
      source: {
        lang: "fr",
        title: "Cotton bath towels, 500 gsm",
        description: "White, hemmed, 70×140 cm, packed by ten.",
        isMachine: false,
      },
      translations: [],
      categoryCode: w.codes.towels,
      categoryName: "Serviettes",
      quantity: 5000,
      unit: "piece",
      targetPrice: { amount: "8.10", currency: "EUR" },
      destinationCountry: "FR",
      destinationPort: "Le Havre",
      incoterm: "CIF",
      neededBy: "2027-01-15",
      certificates: ["OEKO-TEX", "ISO 9001"],
      buyerCompany: "Maison Linge",
      buyerCountry: "FR",
      isExtended: false,
      attachments: [],
      actions: { close: true, extend: true, extendDaysMax: 30 },
    });
    const stored = await w.read(rfq.id);
    expect(stored).toMatchObject({ buyer_user_id: w.buyer.id, source_lang: "fr", status: "open" });
    expect(Number(stored.target_price_e4)).toBe(81_000);
    expect((await w.texts(rfq.id)).map((t) => [t.lang, t.origin])).toEqual([["fr", "source"]]);

    // The same request read back; on the English host the category is named in English.
    const read = await buyer("GET", `/rfqs/${rfq.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...rfq, categoryName: "Towels" });
  });

  it("refuses invalid input with field messages in the host's language, and stores nothing", async () => {
    const { w, as, count } = await setup(deps);
    const buyer = await as(w.buyer.id);
    const bad = await buyer("POST", "/rfqs", {
      host: TR,
      body: jsonRequest(w, {
        title: "",
        quantity: 0,
        unit: "barrel",
        targetPrice: "-1",
        destinationCountry: "XX",
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      code: "invalid_data",
      message: tr("errors.invalid_data"),
      fields: {
        title: tr(RFQ_ERRORS.title),
        quantity: tr(RFQ_ERRORS.quantity),
        unit: tr(RFQ_ERRORS.unit),
        targetPrice: tr(RFQ_ERRORS.targetPrice),
        destinationCountry: tr(RFQ_ERRORS.country),
      },
    });
    expect(tr(RFQ_ERRORS.title)).not.toBe(en(RFQ_ERRORS.title));

    // What only the server knows: the day by its clock, and that the category is a leaf.
    const past = await buyer("POST", "/rfqs", { host: TR, body: jsonRequest(w, { neededBy: "2026-11-30" }) });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({ neededBy: tr(RFQ_ERRORS.neededBy) });
    const parent = await buyer("POST", "/rfqs", {
      host: TR,
      body: jsonRequest(w, { categoryCode: w.codes.home }),
    });
    expect(parent.status).toBe(400);
    expect(parent.body.error.fields).toEqual({ categoryCode: tr(RFQ_ERRORS.category) });

    // Files go by the page's form; a body carrying some is not posted without them.
    const withFiles = await buyer("POST", "/rfqs", {
      host: TR,
      body: jsonRequest(w, { files: [{ name: "spec.pdf", content: "JVBERi0=" }] }),
    });
    expect(withFiles.status).toBe(400);
    expect(withFiles.body.error.fields).toEqual({ files: tr(RFQ_API_ERRORS.filesByForm) });
    const nul = await buyer("POST", "/rfqs", { body: jsonRequest(w, { title: "Towels\u0000" }) });
    expect(nul.status).toBe(400);
    expect(nul.body.error.fields).toHaveProperty("title");
    expect((await buyer("POST", "/rfqs", { body: "towels" })).status).toBe(400);
    expect(await count()).toBe(0);
  });

  it("refuses an unconfirmed e-mail address, the operator's staff and a foreign origin, storing nothing", async () => {
    const { w, as, count } = await setup(deps);
    const unconfirmed = await (await as(w.unconfirmed.id))("POST", "/rfqs", { body: jsonRequest(w) });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.error.code).toBe("email_unconfirmed");
    const operator = await as(w.operator.id);
    expect((await operator("POST", "/rfqs", { body: jsonRequest(w) })).status).toBe(403);
    expect((await operator("GET", "/rfqs")).status).toBe(403);
    const foreign = await (await as(w.buyer.id))("POST", "/rfqs", {
      body: jsonRequest(w),
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect(await count()).toBe(0);
  });

  it("lists the buyer's own requests a status at a time, and finds nothing of another buyer's", async () => {
    const { d, w, as } = await setup(deps);
    const first = await w.post({ title: "Premières serviettes" });
    d.clock.set(START + 60_000);
    const second = await w.post({ title: "Secondes serviettes" });
    const others = await w.post({ title: "Olga's towels" }, { as: w.otherBuyer, lang: "en" });
    const buyer = await as(w.buyer.id);
    const closed = await buyer("POST", `/rfqs/${second}/close`, { body: { expectedVersion: 1 } });
    expect(closed.status).toBe(200);

    const all = await buyer("GET", "/rfqs", { host: "fr.localhost:3000" });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.body.items).toMatchObject([
      { id: second, title: "Secondes serviettes", status: "closed", closedReason: "closed_by_buyer" },
      {
        id: first,
        title: "Premières serviettes",
        status: "open",
        closedReason: null,
        categoryName: "Serviettes",
        quantity: 5000,
        quoteCount: 0,
        maxQuotes: 3,
        closesAt: new Date(START + 14 * DAY).toISOString(),
        closedAt: null,
        isExtended: false,
      },
    ]);
    const ids = async (query: string) =>
      (await buyer("GET", `/rfqs${query}`)).body.items.map((i: { id: number }) => i.id);
    expect(await ids("?status=open")).toEqual([first]);
    expect(await ids("?status=closed")).toEqual([second]);
    expect(await ids("?page=2")).toEqual([]);

    const badQuery = await buyer("GET", "/rfqs?status=everything&page=0", { host: TR });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.error.fields).toEqual({
      status: tr(RFQ_API_ERRORS.status),
      page: tr(RFQ_API_ERRORS.page),
    });

    for (const id of [others, 2_000_000_000]) {
      const res = await buyer("GET", `/rfqs/${id}`);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    expect((await buyer("GET", "/rfqs/x")).status).toBe(400);
    const olga = await as(w.otherBuyer.id);
    expect((await olga("GET", "/rfqs")).body.items.map((i: { id: number }) => i.id)).toEqual([others]);
  });

  it("closes an open request once, at the version read; another buyer's is not found", async () => {
    const { d, w, as } = await setup(deps);
    const id = await w.post();
    const buyer = await as(w.buyer.id);
    const olga = await as(w.otherBuyer.id);

    expect((await olga("POST", `/rfqs/${id}/close`, { body: { expectedVersion: 1 } })).status).toBe(404);
    const foreign = await buyer("POST", `/rfqs/${id}/close`, {
      body: { expectedVersion: 1 },
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    const badNote = await buyer("POST", `/rfqs/${id}/close`, {
      host: TR,
      body: { expectedVersion: 1, note: "n".repeat(501) },
    });
    expect(badNote.status).toBe(400);
    expect(badNote.body.error.fields).toEqual({ note: tr(RFQ_ERRORS.note) });
    const noVersion = await buyer("POST", `/rfqs/${id}/close`, {
      host: TR,
      body: { expectedVersion: "one" },
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error.fields).toEqual({ expectedVersion: tr(RFQ_API_ERRORS.version) });
    const stale = await buyer("POST", `/rfqs/${id}/close`, { host: TR, body: { expectedVersion: 7 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(tr(RFQ_ERRORS.changed));
    expect(await w.read(id)).toMatchObject({ status: "open", version: 1, closed_note: null });

    d.clock.set(START + HOUR);
    const closed = await buyer("POST", `/rfqs/${id}/close`, {
      body: { expectedVersion: 1, note: " Found a supplier " },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      id,
      version: 2,
      status: "closed",
      closedReason: "closed_by_buyer",
      closedNote: "Found a supplier",
      closedAt: new Date(START + HOUR).toISOString(),
      actions: { close: false, extend: false, extendDaysMax: 0 },
    });
    const again = await buyer("POST", `/rfqs/${id}/close`, { body: { expectedVersion: 2 } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(en(RFQ_ERRORS.notOpen));
  });

  it("extends an open request once by the days asked; bad days, a stale version and a foreign origin change nothing", async () => {
    const { d, w, as } = await setup(deps);
    const id = await w.post();
    const buyer = await as(w.buyer.id);
    const olga = await as(w.otherBuyer.id);

    expect((await olga("POST", `/rfqs/${id}/extend`, { body: { expectedVersion: 1, days: 5 } })).status).toBe(
      404,
    );
    const foreign = await buyer("POST", `/rfqs/${id}/extend`, {
      body: { expectedVersion: 1, days: 5 },
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    for (const days of [0, 31, "a week", undefined]) {
      const res = await buyer("POST", `/rfqs/${id}/extend`, { host: TR, body: { expectedVersion: 1, days } });
      expect(res.status, String(days)).toBe(400);
      expect(res.body.error.fields).toEqual({ days: tr(RFQ_ERRORS.extendDays) });
    }
    expect(
      (await buyer("POST", `/rfqs/${id}/extend`, { body: { expectedVersion: 2, days: 5 } })).status,
    ).toBe(409);
    expect(await w.read(id)).toMatchObject({ version: 1, is_extended: false });
    expect((await buyer("GET", `/rfqs/${id}`)).body.closesAt).toBe(new Date(START + 14 * DAY).toISOString());

    d.clock.set(START + HOUR);
    const extended = await buyer("POST", `/rfqs/${id}/extend`, { body: { expectedVersion: 1, days: 7 } });
    expect(extended.status).toBe(200);
    expect(extended.body).toMatchObject({
      id,
      version: 2,
      status: "open",
      isExtended: true,
      closesAt: new Date(START + 21 * DAY).toISOString(),
      actions: { close: true, extend: false, extendDaysMax: 0 },
    });
    const again = await buyer("POST", `/rfqs/${id}/extend`, {
      host: TR,
      body: { expectedVersion: 2, days: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(tr(RFQ_ERRORS.alreadyExtended));
  });
});
