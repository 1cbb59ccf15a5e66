import { expect, it } from "vitest";
import { RFQ_ERRORS } from "#core/schemas/rfq.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { closeRfq } from "#server/modules/rfqs/index.ts";
import { PDF } from "#tests/setup/evidence-fixtures.ts";
import {
  DAY,
  describeEachDatabaseShared,
  type RfqWorld,
  rfqWorld,
  START,
} from "#tests/setup/rfq-fixtures.ts";
import { callRoute, type RouteAnswer } from "#tests/setup/route-call.ts";
import type { TestDeps } from "#tests/setup/test-db.ts";
import { loader as detailLoader } from "./detail.tsx";
import { loader as fileLoader } from "./file.ts";
import { loader as listLoader } from "./list.tsx";

/** Calls a loader as React Router does, with the request and file ids of the address as its parameters. */
function call(d: TestDeps, fn: (args: never) => unknown, path: string, actor: Actor | undefined) {
  const [, rfqId, attachmentId] = /\/supplier\/rfqs\/([^/?]+)(?:\/files\/([^/?]+))?/.exec(path) ?? [];
  const params: Record<string, string> = {};
  if (rfqId) params.rfqId = rfqId;
  if (attachmentId) params.attachmentId = attachmentId;
  return callRoute(d, fn, path, actor, undefined, params);
}

type Listed = { id: number; quoteId: number | null; text: { title: string } };
const listOf = (answer: RouteAnswer) =>
  answer.data as {
    list: { items: Listed[]; total: number; page: number } | null;
    refusal: string | null;
    categories: { code: string; name: string }[];
  };
const pageOf = (answer: RouteAnswer) =>
  answer.data as {
    rfq: {
      id: number;
      canQuote: boolean;
      quote: { id: number } | null;
      buyer: Record<string, unknown>;
      attachments: { id: number }[];
    };
    block: string | null;
  };

/** Towels with a drawing, and bedding, in the world's company's categories; pumps outside them. */
async function requests(d: TestDeps, w: RfqWorld) {
  d.clock.set(START - 3 * 60_000);
  const towels = await w.post(
    { title: "Bath towels", description: "Hemmed cotton" },
    { files: [{ name: "drawing.pdf", bytes: PDF }] },
  );
  d.clock.set(START - 2 * 60_000);
  const bedding = await w.post({
    title: "Duvet covers",
    description: "Percale",
    categoryCode: w.codes.bedding,
  });
  d.clock.set(START - 60_000);
  const pumps = await w.post({ title: "Water pumps", categoryCode: w.codes.pumps });
  d.clock.set(START);
  return { towels, bedding, pumps };
}

const firstAttachment = async (d: TestDeps, rfqId: number) =>
  (
    await d.db
      .selectFrom("rfq_attachments")
      .select("id")
      .where("rfq_id", "=", rfqId)
      .executeTakeFirstOrThrow()
  ).id;

describeEachDatabaseShared("the supplier's request for quotation pages", (deps) => {
  const setup = async () => {
    const d = deps();
    const w = await rfqWorld(d);
    return { d, w, r: await requests(d, w) };
  };

  it("sends anonymous visitors to sign in, and a user without a company to onboarding", async () => {
    const { d, w, r } = await setup();
    const file = await firstAttachment(d, r.towels);
    for (const [fn, path] of [
      [listLoader, "/supplier/rfqs"],
      [detailLoader, `/supplier/rfqs/${r.towels}`],
      [fileLoader, `/supplier/rfqs/${r.towels}/files/${file}`],
    ] as const) {
      const anonymous = await call(d, fn, path, undefined);
      expect(anonymous).toMatchObject({
        status: 302,
        location: `/login?returnUrl=${encodeURIComponent(path)}`,
      });
      // The request's own buyer has no company: the workspace sends them to set one up.
      const buyer = await call(d, fn, path, w.buyer);
      expect(buyer).toMatchObject({ status: 302, location: "/supplier/onboarding" });
    }
  });

  it("lists every member the open requests in the company's categories, newest first, with search and pages", async () => {
    const { d, w, r } = await setup();
    for (const role of ["owner", "viewer", "catalog_editor", "finance", "sales"] as const) {
      const answer = await call(d, listLoader, "/supplier/rfqs", w.members[role]);
      expect(answer.status).toBe(200);
      expect(listOf(answer).list!.items.map((i) => i.id)).toEqual([r.bedding, r.towels]);
    }
    const owner = listOf(await call(d, listLoader, "/supplier/rfqs", w.members.owner));
    expect(owner.categories).toEqual([{ code: w.codes.home, name: "Home textiles", level: 2 }]);
    const pumps = listOf(await call(d, listLoader, "/supplier/rfqs", w.pumpsOwner));
    expect(pumps.list!.items.map((i) => i.id)).toEqual([r.pumps]);

    const found = listOf(await call(d, listLoader, "/supplier/rfqs?q=percale", w.members.owner));
    expect(found.list!.items.map((i) => i.id)).toEqual([r.bedding]);
    const none = listOf(await call(d, listLoader, "/supplier/rfqs?q=pumps", w.members.owner));
    expect(none.list).toMatchObject({ items: [], total: 0 });
    // A page past the end is empty but knows the list is not; a malformed page is the first.
    const past = listOf(await call(d, listLoader, "/supplier/rfqs?page=2", w.members.owner));
    expect(past.list).toMatchObject({ items: [], total: 2, page: 2 });
    const odd = listOf(await call(d, listLoader, "/supplier/rfqs?page=-1%00", w.members.owner));
    expect(odd.list).toMatchObject({ total: 2, page: 1 });
  });

  it("links a request the company quoted to its quote", async () => {
    const { d, w, r } = await setup();
    const { quoteId } = await w.quote(r.towels);
    const items = listOf(await call(d, listLoader, "/supplier/rfqs", w.members.sales)).list!.items;
    expect(items.find((i) => i.id === r.towels)!.quoteId).toBe(quoteId);
    expect(items.find((i) => i.id === r.bedding)!.quoteId).toBeNull();
  });

  it("tells a company that is not active why it sees no requests, instead of failing", async () => {
    const { d, w, r } = await setup();
    const answer = await call(d, listLoader, "/supplier/rfqs", w.draftOwner);
    expect(answer.status).toBe(200);
    expect(listOf(answer)).toMatchObject({ list: null, refusal: RFQ_ERRORS.companyNotActive });
    expect((await call(d, detailLoader, `/supplier/rfqs/${r.towels}`, w.draftOwner)).status).toBe(404);
  });

  it("answers 404 for a request outside the company's categories, a made-up id and one past the range", async () => {
    const { d, w, r } = await setup();
    for (const path of [
      `/supplier/rfqs/${r.pumps}`,
      "/supplier/rfqs/abc",
      "/supplier/rfqs/0",
      "/supplier/rfqs/99999999999",
      "/supplier/rfqs/2147483647",
    ])
      expect((await call(d, detailLoader, path, w.members.owner)).status).toBe(404);
    expect((await call(d, detailLoader, `/supplier/rfqs/${r.towels}`, w.pumpsOwner)).status).toBe(404);
    expect((await call(d, detailLoader, `/supplier/rfqs/${r.pumps}`, w.pumpsOwner)).status).toBe(200);
  });

  it("shows who may quote, and why not when one may not", async () => {
    const { d, w, r } = await setup();
    const path = `/supplier/rfqs/${r.towels}`;
    expect(pageOf(await call(d, detailLoader, path, w.members.sales))).toMatchObject({
      rfq: { id: r.towels, canQuote: true, quote: null },
      block: null,
    });
    expect(pageOf(await call(d, detailLoader, path, w.members.viewer))).toMatchObject({
      rfq: { canQuote: false, quote: null },
      block: "role",
    });
    const { quoteId } = await w.quote(r.towels);
    expect(pageOf(await call(d, detailLoader, path, w.members.sales))).toMatchObject({
      rfq: { canQuote: false, quote: { id: quoteId } },
      block: null,
    });

    await closeRfq(d, w.buyer, r.bedding, 1, null);
    expect(pageOf(await call(d, detailLoader, `/supplier/rfqs/${r.bedding}`, w.members.sales)).block).toBe(
      "closed",
    );
    const late = await w.post({ title: "Late linen", openDays: "1" });
    d.clock.set(START + 2 * DAY);
    expect(pageOf(await call(d, detailLoader, `/supplier/rfqs/${late}`, w.members.sales)).block).toBe(
      "ended",
    );
    d.clock.set(START);
  });

  it("names the buyer's company and country, and the person only once the buyer answered the quote", async () => {
    const { d, w, r } = await setup();
    const path = `/supplier/rfqs/${r.towels}`;
    const hidden = pageOf(await call(d, detailLoader, path, w.members.sales)).rfq.buyer;
    expect(hidden).toEqual({
      company: "Maison Linge",
      country: "FR",
      name: null,
      email: null,
      phone: null,
      isRevealed: false,
    });
    const { quoteId } = await w.quote(r.towels);
    await d.db.updateTable("quotes").set({ is_buyer_revealed: true }).where("id", "=", quoteId).execute();
    const shown = pageOf(await call(d, detailLoader, path, w.members.viewer)).rfq.buyer;
    expect(shown).toMatchObject({ name: expect.stringMatching(/^Camille /), phone: "+33 1 23 45 67 89" });
    expect(shown.email).toMatch(/@rfq\.test$/);
    expect(shown.isRevealed).toBe(true);
  });

  it("downloads a request's file for members who may see the request, and nobody else", async () => {
    const { d, w, r } = await setup();
    const file = await firstAttachment(d, r.towels);
    const path = `/supplier/rfqs/${r.towels}/files/${file}`;
    // The bytes and headers of the download: tests/integration/rfq-pages.test.ts.
    for (const role of ["viewer", "sales"] as const)
      expect((await call(d, fileLoader, path, w.members[role])).status).toBe(200);
    expect((await call(d, fileLoader, path, w.pumpsOwner)).status).toBe(404);
    expect((await call(d, fileLoader, path, w.draftOwner)).status).toBe(404);
    // The file's id under another request, a made-up one, and one past the range.
    for (const wrong of [
      `/supplier/rfqs/${r.bedding}/files/${file}`,
      `/supplier/rfqs/${r.towels}/files/${file + 1000}`,
      `/supplier/rfqs/${r.towels}/files/99999999999`,
      `/supplier/rfqs/${r.towels}/files/x`,
    ])
      expect((await call(d, fileLoader, wrong, w.members.owner)).status).toBe(404);
  });
});
