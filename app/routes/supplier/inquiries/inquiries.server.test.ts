import { expect, it } from "vitest";
import type { Actor } from "#server/modules/accounts/index.ts";
import { inquiryWorld } from "#tests/setup/inquiry-fixtures.ts";
import { callRoute, type RouteAnswer } from "#tests/setup/route-call.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { loader as buyerLoader } from "../../profile/inquiries.tsx";
import { action as detailAction, loader as detailLoader } from "./detail.tsx";
import { action as listAction, loader as listLoader } from "./list.tsx";

/** Calls a loader or action as React Router does, with the deal id of the address as its parameter. */
function call(
  d: TestDeps,
  fn: (args: never) => unknown,
  path: string,
  actor: Actor | undefined,
  form?: URLSearchParams,
): Promise<RouteAnswer> {
  const dealId = /\/supplier\/inquiries\/([^/?]+)/.exec(path)?.[1];
  return callRoute(d, fn, path, actor, form, dealId ? { dealId } : {});
}

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  return body;
};

describeEachDatabase("the inquiry pages", (deps) => {
  it("sends anonymous visitors to sign in, from every page and form", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const id = await w.deal();
    for (const [fn, path, body] of [
      [listLoader, "/supplier/inquiries", undefined],
      [listAction, "/supplier/inquiries", form({ bulk: "archive", ids: [String(id)] })],
      [detailLoader, `/supplier/inquiries/${id}`, undefined],
      [detailAction, `/supplier/inquiries/${id}`, form({ intent: "note", body: "x" })],
      [buyerLoader, "/profile/inquiries", undefined],
    ] as const) {
      const answer = await call(d, fn, path, undefined, body);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/login?returnUrl=${encodeURIComponent(path)}`);
    }
    expect((await w.read(id)).seller_status).toBe("Open");
  });

  it("is closed to catalogue editors and finance; viewers see but change nothing", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const id = await w.deal();
    for (const role of ["catalog_editor", "finance"] as const) {
      const actor = w.members[role];
      expect((await call(d, listLoader, "/supplier/inquiries", actor)).status).toBe(403);
      expect((await call(d, detailLoader, `/supplier/inquiries/${id}`, actor)).status).toBe(403);
    }
    const viewer = w.members.viewer;
    const list = await call(d, listLoader, "/supplier/inquiries", viewer);
    expect(list.status).toBe(200);
    expect(list.data).toMatchObject({ mayReply: false, total: 1 });
    const page = await call(d, detailLoader, `/supplier/inquiries/${id}`, viewer);
    expect(page.data).toMatchObject({ mayReply: false, inquiry: { id } });
    const refused = await call(
      d,
      detailAction,
      `/supplier/inquiries/${id}`,
      viewer,
      form({ intent: "status", from: "Open", to: "Spam" }),
    );
    expect(refused.status).toBe(403);
    expect(
      (await call(d, listAction, "/supplier/inquiries", viewer, form({ bulk: "spam", ids: [String(id)] })))
        .status,
    ).toBe(403);
    expect((await w.read(id)).seller_status).toBe("Open");
  });

  it("answers 404 for another company's inquiry or a made-up id in the address", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const theirs = await w.deal({ seller_company_id: w.otherCompanyId });
    const owner = w.members.owner;
    for (const path of [
      `/supplier/inquiries/${theirs}`,
      "/supplier/inquiries/abc",
      "/supplier/inquiries/99999999999",
    ]) {
      expect((await call(d, detailLoader, path, owner)).status).toBe(404);
      expect(
        (await call(d, detailAction, path, owner, form({ intent: "status", from: "Open", to: "Spam" })))
          .status,
      ).toBe(404);
    }
    expect(
      (
        await call(
          d,
          detailAction,
          `/supplier/inquiries/${theirs}`,
          owner,
          form({ intent: "note", body: "Hi" }),
        )
      ).status,
    ).toBe(404);
    expect((await w.read(theirs)).seller_status).toBe("Open");
    expect(await d.db.selectFrom("deal_notes").selectAll().execute()).toEqual([]);
  });

  it("runs a bulk action on the company's own inquiries and goes back to the list (post, redirect, get)", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const mine = await w.deal();
    const theirs = await w.deal({ seller_company_id: w.otherCompanyId });
    const answer = await call(
      d,
      listAction,
      "/supplier/inquiries?status=Open",
      w.members.sales,
      form({ bulk: "archive", ids: [String(mine), String(theirs)] }),
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/supplier/inquiries?status=Open&done=archive&n=1&skipped=1");
    expect((await w.read(mine)).seller_status).toBe("Archived");
    expect((await w.read(theirs)).seller_status).toBe("Open");
    const shown = await call(d, listLoader, answer.location!, w.members.sales);
    expect(shown.data).toMatchObject({ notice: { bulk: "archive", done: 1, skipped: 1 }, total: 0 });

    const none = await call(d, listAction, "/supplier/inquiries", w.members.sales, form({ bulk: "archive" }));
    expect(none).toMatchObject({
      status: 400,
      data: { fields: { ids: "supplier.inquiries.chooseInquiries" } },
    });
    const made = await call(
      d,
      listAction,
      "/supplier/inquiries",
      w.members.sales,
      form({ bulk: "delete", ids: ["1"] }),
    );
    expect(made.status).toBe(400);
  });

  it("changes status, stage, assignee and notes from the inquiry's page; Lost asks for a reason", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const id = await w.deal();
    const sales = w.members.sales;
    const path = `/supplier/inquiries/${id}`;
    const lost = await call(
      d,
      detailAction,
      path,
      sales,
      form({ intent: "stage", from: "Contacted", to: "Lost", reason: "" }),
    );
    expect(lost).toMatchObject({
      status: 400,
      data: { fields: { reason: "supplier.inquiries.reasonRequired" } },
    });
    expect((await w.read(id)).seller_stage).toBe("Contacted");

    const moved = await call(
      d,
      detailAction,
      path,
      sales,
      form({ intent: "stage", from: "Contacted", to: "Quoted" }),
    );
    expect(moved).toMatchObject({ status: 303, location: `${path}?saved=stage` });
    const twice = await call(
      d,
      detailAction,
      path,
      sales,
      form({ intent: "stage", from: "Contacted", to: "Won" }),
    );
    expect(twice).toMatchObject({ status: 409, data: { formError: "supplier.inquiries.changedMeanwhile" } });

    await call(
      d,
      detailAction,
      path,
      sales,
      form({ intent: "assign", assignee: String(w.members.admin.id) }),
    );
    await call(d, detailAction, path, sales, form({ intent: "note", body: "Send samples" }));
    const page = await call(d, detailLoader, path, sales);
    expect(page.data).toMatchObject({
      inquiry: { stage: "Quoted", assignee: { id: w.members.admin.id } },
      notes: [{ body: "Send samples" }],
    });
    const odd = await call(
      d,
      detailAction,
      path,
      sales,
      form({ intent: "assign", assignee: String(w.otherOwner.id) }),
    );
    expect(odd.status).toBe(400);
    expect((await call(d, detailAction, path, sales, form({ intent: "drop" }))).status).toBe(400);
  });

  it("shows the buyer their own inquiries only, without the supplier's notes", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const mine = await w.deal();
    await w.deal({ buyer_user_id: w.otherBuyer.id });
    await call(
      d,
      detailAction,
      `/supplier/inquiries/${mine}`,
      w.members.sales,
      form({ intent: "note", body: "Secret" }),
    );
    const page = await call(d, buyerLoader, "/profile/inquiries", w.buyer);
    const inquiries = page.data?.inquiries as { id: number }[];
    expect(inquiries.map((i) => i.id)).toEqual([mine]);
    expect(JSON.stringify(page.data)).not.toContain("Secret");
  });
});
