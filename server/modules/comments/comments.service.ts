import { averageOf } from "#core/rules/star-distribution.ts";
import {
  type CommentContent,
  CommentContentSchema,
  type CommentInfo,
  type CommentList,
  type ModerationComment,
  type ProductComment,
  STAR_VALUES,
} from "#core/schemas/comments.ts";
import type { Db } from "#server/db/connect.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { hitRateLimit } from "#server/lib/rate-limit.ts";
import { type Actor, requireConfirmedEmail, requireStaff } from "#server/modules/accounts/index.ts";
import { auditedChange } from "#server/modules/audit/index.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import * as repo from "./comments.repo.ts";

/** A product page shows at most this many comments (newest first); the figures count them all. */
export const COMMENTS_SHOWN = 100;
/** Posting is limited per user, so a script cannot flood the moderators' queue. */
export const COMMENT_POSTS_PER_HOUR = 20;
export const MODERATION_PAGE_SIZE = 50;

/** Comment info of the product's approved comments. */
export async function getCommentInfo(db: Db, productId: number): Promise<CommentInfo> {
  const counts: CommentInfo["counts"] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of await repo.countApprovedByStars(db, productId)) {
    if (STAR_VALUES.includes(row.stars as 1)) counts[row.stars as 1] = Number(row.count);
  }
  const commentNumber = STAR_VALUES.reduce((sum, s) => sum + counts[s], 0);
  return { commentNumber, averageStar: averageOf(counts), counts };
}

/** "Bora Yılmaz" → "Bora Y.": enough to tell authors apart without publishing full names. */
export function displayName(first: string, last: string): string {
  const initial = [...last.trim()][0];
  return [first.trim(), initial ? `${initial}.` : ""].filter(Boolean).join(" ");
}

function toComment(row: repo.CommentRow): ProductComment {
  return {
    _id: row.id,
    productID: row.product_id,
    userID: row.user_id,
    name: displayName(row.first_name, row.last_name),
    createdOn: row.created_at,
    stars: row.stars,
    text: row.text,
    approved: row.is_approved,
  };
}

/**
 * List response: approved comments for everyone, plus the viewer's own pending
 * ones (approved: false); `comments` is null when there are none. Unknown product → not_found.
 */
export async function listProductComments(
  db: Db,
  productId: number,
  viewer: Actor | undefined,
): Promise<CommentList> {
  if (!(await repo.publishedProductExists(db, productId))) throw new AppError("not_found");
  const [comments, info] = await Promise.all([
    viewerComments(db, productId, viewer),
    getCommentInfo(db, productId),
  ]);
  return { comments: comments.length ? comments : null, averageStars: info.averageStar };
}

/** The comments `viewer` sees on a product, newest first (the product page's panel). */
export async function viewerComments(
  db: Db,
  productId: number,
  viewer: Actor | undefined,
): Promise<ProductComment[]> {
  return (await repo.findProductComments(db, productId, viewer?.id, COMMENTS_SHOWN)).map(toComment);
}

/**
 * A signed-in user with a confirmed e-mail address rates a product; the comment
 * waits for a moderator.
 */
export async function postComment(
  db: Db,
  user: Actor,
  input: { productId: number } & CommentContent,
): Promise<ProductComment> {
  await requireConfirmedEmail({ db }, user.id);
  const content = parseOrThrow(CommentContentSchema, { stars: input.stars, text: input.text });
  if (!(await repo.publishedProductExists(db, input.productId))) throw new AppError("not_found");
  await hitRateLimit(db, `comment:user:${user.id}`, COMMENT_POSTS_PER_HOUR, 60 * 60);
  // Acknowledged to its author as posted (pending): it must survive a power cut.
  const id = await durableTransaction(db, (trx) =>
    repo.insertComment(trx, { productId: input.productId, userId: user.id, ...content }),
  );
  return toComment(await repo.getCommentRow(db, id));
}

/** Only the author deletes a comment; anyone else hears 'Comment is not yours'. */
export async function deleteComment(db: Db, user: Actor, commentId: number): Promise<void> {
  const deleted = await db.transaction().execute(async (trx) => {
    const comment = await repo.findComment(trx, commentId);
    if (!comment || !(await repo.deleteOwnComment(trx, commentId, user.id))) return false;
    // Its product's pages show the comment and its stars: the change feed tells every process.
    if (comment.is_approved) await recordSearchChange(trx, "product", comment.product_id);
    return true;
  });
  if (deleted) return;
  if (!(await repo.findComment(db, commentId))) throw new AppError("not_found");
  throw new AppError("not_allowed", "comments.notYours");
}

/** Moderation: pending first; the product named in `lang`, the author in full. */
export async function listForModeration(
  db: Db,
  user: Actor,
  options: { approved?: boolean | undefined; lang: string; page?: number },
): Promise<{ comments: ModerationComment[]; total: number }> {
  requireStaff(user);
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const { rows, total } = await repo.findForModeration(db, {
    approved: options.approved,
    lang: options.lang,
    limit: MODERATION_PAGE_SIZE,
    offset: (page - 1) * MODERATION_PAGE_SIZE,
  });
  return {
    total,
    comments: rows.map((row) => ({
      ...toComment(row),
      productName: row.product_name,
      author: { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email },
      approvedBy: row.approved_by,
    })),
  };
}

/** A moderator (or admin) approves or withdraws a comment; who approved is kept. */
export async function setCommentApproval(
  db: Db,
  user: Actor,
  commentId: number,
  approve: boolean,
): Promise<{ _id: number; approved: boolean; approvedBy: number | null }> {
  await auditedChange(
    db,
    user,
    { action: approve ? "comment.approve" : "comment.unapprove", entity: "comment", entityId: commentId },
    async (trx) => {
      const comment = await repo.findComment(trx, commentId);
      if (!comment || !(await repo.setApproval(trx, commentId, approve, user.id)))
        throw new AppError("not_found");
      // The product's pages show its approved comments and their stars (the page cache follows the feed).
      await recordSearchChange(trx, "product", comment.product_id);
    },
  );
  return { _id: commentId, approved: approve, approvedBy: approve ? user.id : null };
}
