import { sql } from "kysely";
import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { findUserByEmail, openSession, sessionUser } from "#server/modules/accounts/index.ts";
import { getCommentInfo, setCommentApproval } from "#server/modules/comments/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { commentAction, loadCommentsPanel } from "./comments.server.ts";

async function contextFor(d: TestDeps, email: string | null): Promise<RequestContext> {
  let user: RequestContext["user"];
  if (email) {
    const row = await findUserByEmail(d.db, email);
    const { token } = await openSession(d, row!.id, { ip: null, userAgent: null });
    user = await sessionUser(d, token);
  }
  return {
    deps: d,
    lang: "en",
    dir: "ltr",
    origin: "http://localhost:3000",
    user,
    sessionToken: undefined,
    ip: null,
    userAgent: null,
    requestId: "test",
  };
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

/** An action's answer as the page sees it: the object and its HTTP status. */
const answerOf = (result: unknown) =>
  result && typeof result === "object" && "init" in result && "data" in result
    ? { body: result.data, status: (result.init as { status?: number } | null)?.status ?? 200 }
    : { body: result, status: 200 };

describeEachDatabase("product page comments (loader and action)", (deps) => {
  it("posts, lists the author's pending comment, and answers bad input field by field", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const anonymous = await contextFor(d, null);
    const buyer = await contextFor(d, "buyer@caravan.test");
    expect(await loadCommentsPanel(anonymous, 1, await getCommentInfo(d.db, 1))).toMatchObject({
      signedIn: false,
      userId: null,
      comments: [],
    });
    expect(answerOf(await commentAction(anonymous, 1, formOf({ intent: "comment" })))).toMatchObject({
      status: 401,
      body: { intent: "comment", ok: false, formError: "errors.unauthorized" },
    });

    const invalid = answerOf(await commentAction(buyer, 1, formOf({ intent: "comment", text: "short" })));
    expect(invalid).toEqual({
      status: 400,
      body: {
        intent: "comment",
        ok: false,
        formError: "deal.invalid",
        fields: { stars: "errors.required", text: "comments.textTooShort" },
        values: { stars: "", text: "short" },
      },
    });

    const text = "Well made and carefully packed.";
    const ok = await commentAction(buyer, 1, formOf({ intent: "comment", stars: "5", text }));
    expect(answerOf(ok)).toEqual({ status: 200, body: { intent: "comment", ok: true } });
    const panel = await loadCommentsPanel(buyer, 1, await getCommentInfo(d.db, 1));
    expect(panel).toMatchObject({
      signedIn: true,
      userId: buyer.user!.id,
      comments: [{ text, stars: 5, approved: false, name: "Bora Y." }],
      info: { commentNumber: 0 },
    });
  });

  it("deletes own comments only: 'Comment is not yours' for another's, not found for nonsense", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const buyer = await contextFor(d, "buyer@caravan.test");
    const supplier = await contextFor(d, "supplier@caravan.test");
    await commentAction(
      buyer,
      2,
      formOf({ intent: "comment", stars: "3", text: "An honest, average product." }),
    );
    const { id } = await d.db.selectFrom("comments").select("id").executeTakeFirstOrThrow();
    const del = (ctx: RequestContext, value: string) =>
      commentAction(ctx, 2, formOf({ intent: "delete-comment", id: value })).then(answerOf);
    expect(await del(supplier, String(id))).toEqual({
      status: 403,
      body: { intent: "delete-comment", ok: false, formError: "comments.notYours", fields: {}, values: {} },
    });
    expect((await del(buyer, "1; drop table comments")).status).toBe(404);
    expect(await del(buyer, String(id))).toEqual({
      status: 200,
      body: { intent: "delete-comment", ok: true },
    });
    expect(await d.db.selectFrom("comments").select("id").execute()).toEqual([]);
  });

  it("lets anonymous visitors read the approved comments and figures, but not pending ones", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const buyer = await contextFor(d, "buyer@caravan.test");
    const moderator = await contextFor(d, "moderator@caravan.test");
    const anonymous = await contextFor(d, null);
    const approvedText = "Strong seams, true to the sample.";
    const pendingText = "Still waiting for the moderator.";
    for (const [stars, text] of [
      ["4", approvedText],
      ["1", pendingText],
    ] as const)
      await commentAction(buyer, 1, formOf({ intent: "comment", stars, text }));
    const approved = await d.db
      .selectFrom("comments")
      .select("id")
      .where("text", "=", approvedText)
      .executeTakeFirstOrThrow();
    await setCommentApproval(d.db, moderator.user!, approved.id, true);

    const panel = await loadCommentsPanel(anonymous, 1, await getCommentInfo(d.db, 1));
    expect(panel).toMatchObject({
      signedIn: false,
      userId: null,
      comments: [{ text: approvedText, stars: 4, approved: true, name: "Bora Y." }],
      info: { commentNumber: 1, averageStar: 4, counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } },
    });
    expect(panel.comments).toHaveLength(1);
    // Writing still needs an account.
    const post = answerOf(
      await commentAction(anonymous, 1, formOf({ intent: "comment", stars: "5", text: "Anonymous praise!" })),
    );
    expect(post.status).toBe(401);
  });

  it("shows the no-comments state when the comments cannot be loaded", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const buyer = await contextFor(d, "buyer@caravan.test");
    const info = await getCommentInfo(d.db, 1);
    await sql`drop table comments`.execute(d.db);
    expect(await loadCommentsPanel(buyer, 1, info)).toEqual({
      signedIn: true,
      userId: buyer.user!.id,
      comments: [],
      info: { commentNumber: 0, averageStar: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
  });
});
