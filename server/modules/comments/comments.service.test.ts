import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, findRoles, findUserByEmail, insertUser } from "#server/modules/accounts/index.ts";
import { listAuditLog } from "#server/modules/audit/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  COMMENT_POSTS_PER_HOUR,
  deleteComment,
  displayName,
  getCommentInfo,
  listForModeration,
  listProductComments,
  postComment,
  setCommentApproval,
} from "./comments.service.ts";

async function actor(d: TestDeps, email: string): Promise<Actor> {
  const user = await findUserByEmail(d.db, email);
  return { id: user!.id, roles: await findRoles(d.db, user!.id) };
}

/** The demo catalogue's accounts (buyer, moderator, admin) and one more buyer. */
async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
  const otherId = await insertUser(
    d.db,
    {
      email: "zeynep@example.com",
      passwordHash: "x",
      firstName: "Zeynep",
      lastName: "Çelik",
      confirmed: true,
    },
    ["buyer"],
  );
  return {
    buyer: await actor(d, "buyer@caravan.test"),
    moderator: await actor(d, "moderator@caravan.test"),
    admin: await actor(d, "admin@caravan.test"),
    other: { id: otherId, roles: ["buyer"] } as Actor,
  };
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected an AppError");
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return error;
    },
  );

const TEXT = "Sturdy vases, well packed and on time.";

describeEachDatabase("comments service", (deps) => {
  it("posts a pending comment the author sees, others do not, until a moderator approves it", async () => {
    const d = deps();
    const { buyer, other, moderator } = await setup(d);
    expect(await listProductComments(d.db, 2, undefined)).toEqual({ comments: null, averageStars: 0 });

    const posted = await postComment(d.db, buyer, { productId: 2, stars: 4, text: `  ${TEXT}  ` });
    expect(posted).toMatchObject({ productID: 2, userID: buyer.id, name: "Bora Y.", stars: 4, text: TEXT });
    expect(posted.approved).toBe(false);
    expect(Number.isNaN(Date.parse(posted.createdOn))).toBe(false);

    expect((await listProductComments(d.db, 2, buyer)).comments).toEqual([posted]);
    expect(await listProductComments(d.db, 2, other)).toEqual({ comments: null, averageStars: 0 });
    expect((await listProductComments(d.db, 2, undefined)).comments).toBeNull();
    expect((await getCommentInfo(d.db, 2)).commentNumber).toBe(0);

    expect(await setCommentApproval(d.db, moderator, posted._id, true)).toEqual({
      _id: posted._id,
      approved: true,
      approvedBy: moderator.id,
    });
    const row = await d.db.selectFrom("comments").selectAll().where("id", "=", posted._id).executeTakeFirst();
    expect(row).toMatchObject({ is_approved: true, approved_by: moderator.id });
    const seen = await listProductComments(d.db, 2, other);
    expect(seen).toEqual({ comments: [{ ...posted, approved: true }], averageStars: 4 });

    // Withdrawn again: hidden from the public, no longer counted, and no approver recorded.
    await setCommentApproval(d.db, moderator, posted._id, false);
    expect((await listProductComments(d.db, 2, other)).comments).toBeNull();
    const again = await d.db
      .selectFrom("comments")
      .selectAll()
      .where("id", "=", posted._id)
      .executeTakeFirst();
    expect(again).toMatchObject({ is_approved: false, approved_by: null });

    // Both changes are in the audit log under the moderator's name.
    const audit = await listAuditLog(d.db, { page: 1, size: 10, action: "comment." });
    expect(audit.items.map((row) => [row.action, row.userId, row.entityId])).toEqual([
      ["comment.unapprove", moderator.id, String(posted._id)],
      ["comment.approve", moderator.id, String(posted._id)],
    ]);
  });

  it("counts approved comments per star and averages them to one decimal", async () => {
    const d = deps();
    const { buyer, other, admin } = await setup(d);
    expect(await getCommentInfo(d.db, 3)).toEqual({
      commentNumber: 0,
      averageStar: 0,
      counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    const ids: number[] = [];
    for (const [who, stars] of [
      [buyer, 4],
      [other, 4],
      [buyer, 5],
      [other, 1],
    ] as const)
      ids.push((await postComment(d.db, who, { productId: 3, stars, text: TEXT }))._id);
    for (const id of ids.slice(0, 3)) await setCommentApproval(d.db, admin, id, true);
    // The fourth (1 star) is pending: not counted. 13 / 3 = 4.33 → 4.3.
    expect(await getCommentInfo(d.db, 3)).toEqual({
      commentNumber: 3,
      averageStar: 4.3,
      counts: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
    const list = await listProductComments(d.db, 3, other);
    expect(list.averageStars).toBe(4.3);
    // Newest first; the reader's own pending comment is among them.
    expect(list.comments!.map((c) => [c.stars, c.approved])).toEqual([
      [1, false],
      [5, true],
      [4, true],
      [4, true],
    ]);
    expect(list.comments!.map((c) => c.name)).toContain("Zeynep Ç.");
  });

  it("refuses invalid stars and text (both length rules) and unknown products", async () => {
    const d = deps();
    const { buyer } = await setup(d);
    const post = (stars: number, text: string, productId = 1) =>
      caught(postComment(d.db, buyer, { productId, stars, text }));
    expect((await post(0, TEXT)).fields).toEqual({ stars: "comments.starsInvalid" });
    expect((await post(6, TEXT)).fields).toEqual({ stars: "comments.starsInvalid" });
    expect((await post(2.5, TEXT)).fields).toEqual({ stars: "comments.starsInvalid" });
    expect((await post(3, "   ")).fields).toEqual({ text: "errors.required" });
    expect((await post(3, "abc")).fields).toEqual({ text: "comments.textTooShort" });
    expect((await post(3, "123456789")).fields).toEqual({ text: "comments.textTooShort" });
    expect((await post(3, "x".repeat(601))).fields).toEqual({ text: "comments.textTooLong" });
    expect((await post(3, TEXT, 999_999)).code).toBe("not_found");
    await postComment(d.db, buyer, { productId: 1, stars: 3, text: "1234567890" });
    await postComment(d.db, buyer, { productId: 1, stars: 3, text: "y".repeat(600) });
    expect(await d.db.selectFrom("comments").select("id").execute()).toHaveLength(2);
  });

  it("deletes only the author's own comment: 'Comment is not yours' otherwise", async () => {
    const d = deps();
    const { buyer, other, moderator } = await setup(d);
    const mine = await postComment(d.db, buyer, { productId: 1, stars: 5, text: TEXT });
    for (const who of [other, moderator]) {
      const error = await caught(deleteComment(d.db, who, mine._id));
      expect(error.code).toBe("not_allowed");
      expect(error.message).toBe("comments.notYours");
    }
    expect((await caught(deleteComment(d.db, buyer, 987_654))).code).toBe("not_found");
    await deleteComment(d.db, buyer, mine._id);
    expect(await d.db.selectFrom("comments").select("id").execute()).toEqual([]);
  });

  it("lets only moderators and admins list and approve: pending first, with product and author", async () => {
    const d = deps();
    const { buyer, other, moderator, admin } = await setup(d);
    const first = await postComment(d.db, buyer, { productId: 1, stars: 2, text: TEXT });
    const second = await postComment(d.db, other, { productId: 2, stars: 5, text: TEXT });
    await setCommentApproval(d.db, admin, second._id, true);
    const third = await postComment(d.db, other, { productId: 1, stars: 3, text: TEXT });

    expect((await caught(listForModeration(d.db, buyer, { lang: "en" }))).code).toBe("not_allowed");
    expect((await caught(setCommentApproval(d.db, buyer, first._id, true))).code).toBe("not_allowed");
    expect((await caught(setCommentApproval(d.db, moderator, 424_242, true))).code).toBe("not_found");

    const all = await listForModeration(d.db, moderator, { lang: "de" });
    expect(all.total).toBe(3);
    expect(all.comments.map((c) => c._id)).toEqual([third._id, first._id, second._id]);
    const product = await d.db
      .selectFrom("product_texts")
      .select("name")
      .where("product_id", "=", 1)
      .where("lang", "=", "de")
      .executeTakeFirst();
    expect(all.comments[1]).toMatchObject({
      productName: product?.name ?? expect.any(String),
      author: { name: "Bora Yılmaz", email: "buyer@caravan.test" },
      approved: false,
      approvedBy: null,
    });
    expect(all.comments[2]).toMatchObject({ approved: true, approvedBy: admin.id });
    const pending = await listForModeration(d.db, admin, { approved: false, lang: "en" });
    expect(pending.comments.map((c) => c._id)).toEqual([third._id, first._id]);
    const approved = await listForModeration(d.db, admin, { approved: true, lang: "en" });
    expect(approved.comments.map((c) => c._id)).toEqual([second._id]);
  });

  it(`limits a user to ${COMMENT_POSTS_PER_HOUR} comments an hour`, async () => {
    const d = deps();
    const { buyer } = await setup(d);
    for (let i = 0; i < COMMENT_POSTS_PER_HOUR; i++)
      await postComment(d.db, buyer, { productId: 1, stars: 3, text: TEXT });
    expect((await caught(postComment(d.db, buyer, { productId: 1, stars: 3, text: TEXT }))).code).toBe(
      "rate_limited",
    );
  });
});

it("shows the first name and the initial of the last name", () => {
  expect(displayName("Bora", "Yılmaz")).toBe("Bora Y.");
  expect(displayName("Zeynep", " Çelik")).toBe("Zeynep Ç.");
  expect(displayName("Madonna", "")).toBe("Madonna");
});
