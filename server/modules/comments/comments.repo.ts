import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";

/** A comment with its author's names, as the lists read it. */
export interface CommentRow {
  id: number;
  product_id: number;
  user_id: number;
  stars: number;
  text: string;
  is_approved: boolean;
  approved_by: number | null;
  created_at: string;
  first_name: string;
  last_name: string;
}

const COMMENT_COLUMNS = [
  "c.id",
  "c.product_id",
  "c.user_id",
  "c.stars",
  "c.text",
  "c.is_approved",
  "c.approved_by",
  "c.created_at",
  "u.first_name",
  "u.last_name",
] as const;

export async function publishedProductExists(db: Db, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom("products")
    .select("id")
    .where("id", "=", productId)
    .where("is_published", "=", true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Approved comments per star value (only the values that occur). */
export async function countApprovedByStars(db: Db, productId: number) {
  return db
    .selectFrom("comments")
    .select(["stars", (eb) => eb.fn.countAll<number>().as("count")])
    .where("product_id", "=", productId)
    .where("is_approved", "=", true)
    .groupBy("stars")
    .execute();
}

/**
 * A product's comments, newest first: the approved ones, and the reader's own still waiting for
 * a moderator (`viewerId`), so an author sees what they wrote at once.
 */
export async function findProductComments(
  db: Db,
  productId: number,
  viewerId: number | undefined,
  limit: number,
): Promise<CommentRow[]> {
  return db
    .selectFrom("comments as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select(COMMENT_COLUMNS)
    .where("c.product_id", "=", productId)
    .where((eb) =>
      viewerId === undefined
        ? eb("c.is_approved", "=", true)
        : eb.or([eb("c.is_approved", "=", true), eb("c.user_id", "=", viewerId)]),
    )
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .limit(limit)
    .execute();
}

export async function getCommentRow(db: Db, id: number): Promise<CommentRow> {
  return db
    .selectFrom("comments as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select(COMMENT_COLUMNS)
    .where("c.id", "=", id)
    .executeTakeFirstOrThrow();
}

export async function findComment(db: Db, id: number) {
  return db.selectFrom("comments").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertComment(
  db: Db,
  comment: { productId: number; userId: number; stars: number; text: string },
): Promise<number> {
  const row = await db
    .insertInto("comments")
    .values({
      product_id: comment.productId,
      user_id: comment.userId,
      stars: comment.stars,
      text: comment.text,
      is_approved: false,
      approved_by: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the comment only if it is the user's: the check and the delete are one statement. */
export async function deleteOwnComment(db: Db, id: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("comments")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setApproval(
  db: Db,
  id: number,
  approved: boolean,
  moderatorId: number,
): Promise<boolean> {
  const result = await db
    .updateTable("comments")
    .set({ is_approved: approved, approved_by: approved ? moderatorId : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moderators' list: pending first, then newest; with the product's name in `lang` (or English). */
export async function findForModeration(
  db: Db,
  options: { approved: boolean | undefined; lang: string; limit: number; offset: number },
) {
  let query = db.selectFrom("comments as c").innerJoin("users as u", "u.id", "c.user_id");
  if (options.approved !== undefined) query = query.where("c.is_approved", "=", options.approved);
  const [rows, total] = await Promise.all([
    selectLocalized(
      query.select(COMMENT_COLUMNS).select("u.email"),
      "product_texts",
      "c.product_id",
      options.lang,
      "product_name",
    )
      .orderBy("c.is_approved", "asc")
      .orderBy("c.created_at", "desc")
      .orderBy("c.id", "desc")
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/** Comments waiting for a moderator. */
export async function countPendingComments(db: Db): Promise<number> {
  const row = await db
    .selectFrom("comments")
    .where("is_approved", "=", false)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
