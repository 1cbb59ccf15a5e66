import { expect, it } from "vitest";
import { PDF } from "#tests/setup/evidence-fixtures.ts";
import { quoteWorld } from "#tests/setup/quote-fixtures.ts";
import { callRoute, routeArgs } from "#tests/setup/route-call.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { loader as inquiryLoader } from "../inquiries/detail.tsx";
import { action as quoteAction, loader as quoteLoader } from "./detail.tsx";
import { loader as fileLoader } from "./file.ts";
import { loader as listLoader } from "./list.tsx";

const START = "2026-12-01T09:00:00Z";
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describeEachDatabase("the supplier's quote pages", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set(START);
    return { d, w: await quoteWorld(d) };
  };
  const at = (quoteId: number) => ({
    path: `/supplier/quotes/${quoteId}`,
    params: { quoteId: String(quoteId) },
  });

  it("shows a quote to members who see inquiries, its actions only to those who send quotes", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    const { path, params } = at(quoteId);
    expect(await callRoute(d, quoteLoader, path, undefined, undefined, params)).toMatchObject({
      status: 302,
      location: `/login?returnUrl=${encodeURIComponent(path)}`,
    });
    expect((await callRoute(d, quoteLoader, path, w.buyer, undefined, params)).location).toBe(
      "/supplier/onboarding",
    );
    for (const role of ["finance", "catalog_editor"] as const)
      expect((await callRoute(d, quoteLoader, path, w.members[role], undefined, params)).status).toBe(403);
    expect((await callRoute(d, quoteLoader, path, w.members.viewer, undefined, params)).data).toMatchObject({
      mayAct: false,
      quote: { id: quoteId, actions: [] },
    });
    const page = await callRoute(d, quoteLoader, path, w.members.sales, undefined, params);
    expect(page.data).toMatchObject({
      mayAct: true,
      quote: {
        id: quoteId,
        request: { kind: "inquiry", subject: "Towels for a hotel" },
        buyer: { name: "Ada Martin", company: "Martin Import SARL", email: "ada@example.com" },
        currentNumber: 1,
        hasDraft: false,
        actions: ["revise", "withdraw"],
        revisions: [
          {
            number: 1,
            status: "sent",
            goodsTotalE4: 40_500_000,
            lines: [{ name: "Bath towel", quantity: 500, unitPriceE4: 81_000 }],
          },
        ],
      },
    });
    // The viewer reads, and is refused any change before the form is read.
    const withdraw = form({ intent: "withdraw", revision: "1", version: "1", reason: "No stock" });
    expect((await callRoute(d, quoteAction, path, w.members.viewer, withdraw, params)).status).toBe(403);
    expect((await w.revision(quoteId)).status).toBe("sent");
  });

  it("answers 404 for another company's quote and a made-up one, changing nothing", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    const revision = await w.revision(quoteId);
    const withdraw = form({
      intent: "withdraw",
      revision: "1",
      version: String(revision.version),
      reason: "No stock",
    });
    const { path, params } = at(quoteId);
    expect((await callRoute(d, quoteLoader, path, w.otherOwner, undefined, params)).status).toBe(404);
    expect((await callRoute(d, quoteAction, path, w.otherOwner, withdraw, params)).status).toBe(404);
    for (const id of ["99999999", "0", "abc", "99999999999"]) {
      const made = { path: `/supplier/quotes/${id}`, params: { quoteId: id } };
      expect(
        (await callRoute(d, quoteLoader, made.path, w.members.owner, undefined, made.params)).status,
      ).toBe(404);
    }
    expect((await w.revision(quoteId)).status).toBe("sent");
  });

  it("sends a draft as the page showed it; a draft changed meanwhile is refused and stays", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal();
    const { quoteId } = await w.save({ dealId }, { send: false });
    const { path, params } = at(quoteId);
    const page = await callRoute(d, quoteLoader, path, w.members.sales, undefined, params);
    expect(page.data).toMatchObject({ quote: { hasDraft: true, currentNumber: null, actions: ["send"] } });
    const shown = await w.revision(quoteId);
    await w.save({ quoteId }, { send: false, values: { note: "Changed" } });
    const stale = await callRoute(
      d,
      quoteAction,
      path,
      w.members.sales,
      form({ intent: "send", revision: "1", version: String(shown.version) }),
      params,
    );
    expect(stale).toMatchObject({
      status: 409,
      data: { formError: "supplier.quote.errors.changedMeanwhile" },
    });
    expect(await w.revision(quoteId)).toMatchObject({ status: "draft", note: "Changed" });

    const now = await w.revision(quoteId);
    const sent = await callRoute(
      d,
      quoteAction,
      path,
      w.members.sales,
      form({ intent: "send", revision: "1", version: String(now.version) }),
      params,
    );
    expect(sent).toMatchObject({ status: 303, location: `${path}?done=sent` });
    expect(await w.revision(quoteId)).toMatchObject({ status: "sent", note: "Changed" });
    expect(await w.notices("quote.sent")).toHaveLength(1);
  });

  it("shows what a revision changed, and sending the next draft supersedes the one before", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    await w.save({ quoteId }, { send: false, values: { "lines.0.quantity": "800", incoterm: "CIF" } });
    const { path, params } = at(quoteId);
    const page = await callRoute(d, quoteLoader, path, w.members.sales, undefined, params);
    expect(page.data).toMatchObject({
      quote: { hasDraft: true, currentNumber: 1, actions: ["revise", "withdraw"] },
    });
    const draft = await w.revision(quoteId);
    const sent = await callRoute(
      d,
      quoteAction,
      path,
      w.members.sales,
      form({ intent: "send", revision: "2", version: String(draft.version) }),
      params,
    );
    expect(sent.status).toBe(303);
    expect((await w.revisions(quoteId)).map((r) => r.status)).toEqual(["superseded", "sent"]);
  });

  it("withdraws the latest sent revision with a reason; a missing reason or a stale page changes nothing", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    const { path, params } = at(quoteId);
    const revision = await w.revision(quoteId);
    const fields = { intent: "withdraw", revision: "1", version: String(revision.version) };
    const noReason = await callRoute(
      d,
      quoteAction,
      path,
      w.members.sales,
      form({ ...fields, reason: " " }),
      params,
    );
    expect(noReason).toMatchObject({
      status: 400,
      data: { intent: "withdraw", fields: { reason: "supplier.quote.errors.reason" } },
    });
    const stale = await callRoute(
      d,
      quoteAction,
      path,
      w.members.sales,
      form({ ...fields, version: String(revision.version + 1), reason: "No stock" }),
      params,
    );
    expect(stale).toMatchObject({
      status: 409,
      data: { formError: "supplier.quote.errors.changedMeanwhile" },
    });
    expect((await w.revision(quoteId)).status).toBe("sent");
    expect(
      (await callRoute(d, quoteAction, path, w.members.sales, form({ intent: "x" }), params)).status,
    ).toBe(400);

    const done = await callRoute(
      d,
      quoteAction,
      path,
      w.members.sales,
      form({ ...fields, reason: "No stock" }),
      params,
    );
    expect(done).toMatchObject({ status: 303, location: `${path}?done=withdrawn` });
    expect(await w.revision(quoteId)).toMatchObject({ status: "withdrawn", reason: "No stock" });
    expect(await w.notices("quote.withdrawn")).toHaveLength(1);
    const after = await callRoute(d, quoteLoader, path, w.members.sales, undefined, params);
    expect(after.data).toMatchObject({
      quote: { actions: [], revisions: [{ status: "withdrawn", reason: "No stock" }] },
    });
    // Withdrawn, it cannot be withdrawn again.
    const again = await callRoute(
      d,
      quoteAction,
      path,
      w.members.sales,
      form({ ...fields, version: String((await w.revision(quoteId)).version), reason: "Twice" }),
      params,
    );
    expect(again).toMatchObject({
      status: 409,
      data: { formError: "supplier.quote.errors.notWithdrawable" },
    });
  });

  it("names a request's buyer only once they answered", async () => {
    const { d, w } = await setup();
    const rfqId = await w.rfq();
    const { quoteId } = await w.save({ rfqId });
    const { path, params } = at(quoteId);
    const hidden = await callRoute(d, quoteLoader, path, w.members.sales, undefined, params);
    expect(hidden.data).toMatchObject({
      quote: {
        buyer: null,
        request: { kind: "rfq", buyerCompany: "Martin Import SARL", buyerCountry: "FR" },
      },
    });
    await d.db.updateTable("quotes").set({ is_buyer_revealed: true }).where("id", "=", quoteId).execute();
    const shown = await callRoute(d, quoteLoader, path, w.members.sales, undefined, params);
    expect(shown.data).toMatchObject({ quote: { buyer: { name: "Ada Martin" } } });
  });

  it("downloads a quote's file for members who see quotes, never for anyone else", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal();
    const { quoteId } = await w.save({ dealId }, {}, [{ name: "spec sheet.pdf", bytes: PDF }]);
    const [file] = await d.db.selectFrom("quote_attachments").selectAll().execute();
    const path = `/supplier/quotes/${quoteId}/files/${file!.id}`;
    const params = { quoteId: String(quoteId), attachmentId: String(file!.id) };
    const ok = await fileLoader(routeArgs(d, path, w.members.viewer, undefined, params));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''spec%20sheet.pdf");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(PDF);
    expect((await callRoute(d, fileLoader, path, undefined, undefined, params)).status).toBe(302);
    expect((await callRoute(d, fileLoader, path, w.otherOwner, undefined, params)).status).toBe(404);
    expect((await callRoute(d, fileLoader, path, w.members.finance, undefined, params)).status).toBe(403);
    // Another of the company's quotes does not hold it.
    const other = await w.sentQuote();
    const wrong = { quoteId: String(other), attachmentId: String(file!.id) };
    expect(
      (
        await callRoute(
          d,
          fileLoader,
          `/supplier/quotes/${other}/files/${file!.id}`,
          w.members.sales,
          undefined,
          wrong,
        )
      ).status,
    ).toBe(404);
  });

  it("lists the company's quotes by status, a page at a time, for members who see inquiries", async () => {
    const { d, w } = await setup();
    const sent = await w.sentQuote();
    const dealId = await w.deal();
    const { quoteId: draft } = await w.save({ dealId }, { send: false });
    await w.save(
      { dealId: await w.deal({ seller_company_id: w.otherCompanyId }) },
      { who: w.otherOwner, company: w.otherCompanyId },
    );
    expect((await callRoute(d, listLoader, "/supplier/quotes", undefined)).status).toBe(302);
    expect((await callRoute(d, listLoader, "/supplier/quotes", w.members.finance)).status).toBe(403);
    const all = await callRoute(d, listLoader, "/supplier/quotes", w.members.viewer);
    expect(all.data).toMatchObject({ total: 2, page: 1, status: null });
    const rows = (all.data as { rows: { id: number }[] }).rows;
    expect(rows.map((r) => r.id).sort()).toEqual([sent, draft].sort());
    const drafts = await callRoute(d, listLoader, "/supplier/quotes?status=draft", w.members.sales);
    expect(drafts.data).toMatchObject({
      status: "draft",
      total: 1,
      rows: [{ id: draft, status: null, hasDraft: true, buyerName: "Ada Martin" }],
    });
    const open = await callRoute(d, listLoader, "/supplier/quotes?status=open&page=1", w.members.sales);
    expect(open.data).toMatchObject({
      total: 1,
      rows: [{ id: sent, status: "sent", revision: 1, goodsTotalE4: 40_500_000, currency: "USD" }],
    });
    // A page past the end is empty; a status that makes no sense is dropped.
    expect((await callRoute(d, listLoader, "/supplier/quotes?page=3", w.members.sales)).data).toMatchObject({
      rows: [],
      page: 3,
    });
    expect(
      (await callRoute(d, listLoader, "/supplier/quotes?status=bogus", w.members.sales)).data,
    ).toMatchObject({
      status: null,
      total: 2,
    });
  });

  it("links the inquiry to its quote, or offers to write one to those who may", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal();
    const inquiry = (who: (typeof w.members)["sales"]) =>
      callRoute(d, inquiryLoader, `/supplier/inquiries/${dealId}`, who, undefined, {
        dealId: String(dealId),
      });
    expect((await inquiry(w.members.sales)).data).toMatchObject({ mayQuote: true, quoteId: null });
    expect((await inquiry(w.members.viewer)).data).toMatchObject({ mayQuote: false, quoteId: null });
    const { quoteId } = await w.save({ dealId }, { send: false });
    expect((await inquiry(w.members.viewer)).data).toMatchObject({ quoteId });
    const anonymous = await w.deal({ buyer_user_id: null });
    const noAccount = await callRoute(
      d,
      inquiryLoader,
      `/supplier/inquiries/${anonymous}`,
      w.members.sales,
      undefined,
      {
        dealId: String(anonymous),
      },
    );
    expect(noAccount.data).toMatchObject({ mayQuote: false, quoteId: null });
  });
});
