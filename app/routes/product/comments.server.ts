import { data } from "react-router";
import { CommentFormSchema, type CommentInfo, type ProductComment } from "#core/schemas/comments.ts";
import { fieldErrors } from "#core/schemas/field-errors.ts";
import { parseId } from "#core/schemas/id.ts";
import { isAppError } from "#server/lib/errors.ts";
import { deleteComment, postComment, viewerComments } from "#server/modules/comments/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/**
 * The Comments tab's data. Everyone reads the approved comments, the average and the
 * distribution (anonymous visitors read comments too); writing needs an account, and
 * a signed-in author also sees their own comments still waiting for a moderator.
 */
export interface CommentsPanelData {
  signedIn: boolean;
  /** The reader's id (their comments carry Delete); null for an anonymous visitor. */
  userId: number | null;
  comments: ProductComment[];
  info: CommentInfo;
}

const NO_COMMENTS: CommentInfo = {
  commentNumber: 0,
  averageStar: 0,
  counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
};

/** `info`: the product's rating figures, which the page's loader has already read. */
export async function loadCommentsPanel(
  ctx: RequestContext,
  productId: number,
  info: CommentInfo,
): Promise<CommentsPanelData> {
  const reader = { signedIn: Boolean(ctx.user), userId: ctx.user?.id ?? null };
  try {
    const comments = await viewerComments(ctx.deps.db, productId, ctx.user);
    return { ...reader, comments, info };
  } catch (error) {
    // Spec §8: a comment load failure shows the no-comments state, not an error page.
    ctx.deps.log.error({ err: error, productId, requestId: ctx.requestId }, "comments load failed");
    return { ...reader, comments: [], info: NO_COMMENTS };
  }
}

/** The answer of a comment post or delete, as the panel reads it (`posted` without JavaScript). */
export type CommentActionResult =
  | { intent: "comment"; ok: true }
  | {
      intent: "comment";
      ok: false;
      fields: Record<string, string>;
      formError?: string;
      values: { stars: string; text: string };
    }
  | { intent: "delete-comment"; ok: true }
  | { intent: "delete-comment"; ok: false; formError: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A service's message key when it has its own (e.g. 'Comment is not yours'), else the code's. */
function messageOf(error: unknown): { key: string; status: number } {
  if (isAppError(error))
    return {
      key: error.message.includes(".") ? error.message : `errors.${error.code}`,
      status: error.status,
    };
  return { key: "errors.server", status: 500 };
}

/** The page's "comment" and "delete-comment" intents: the session's user posts or deletes. */
export async function commentAction(ctx: RequestContext, productId: number, form: FormData) {
  const intent = form.get("intent") === "delete-comment" ? "delete-comment" : "comment";
  const values = { stars: text(form, "stars"), text: text(form, "text") };
  const fail = (key: string, status: number, fields: Record<string, string> = {}) =>
    data<CommentActionResult>(
      intent === "comment"
        ? { intent, ok: false, fields, formError: key, values }
        : { intent, ok: false, formError: key },
      { status },
    );
  if (!ctx.user) return fail("errors.unauthorized", 401);
  try {
    if (intent === "delete-comment") {
      const id = parseId(text(form, "id"));
      if (id === undefined) return fail("errors.not_found", 404);
      await deleteComment(ctx.deps.db, ctx.user, id);
      return { intent, ok: true } satisfies CommentActionResult;
    }
    const parsed = CommentFormSchema.safeParse(values);
    if (!parsed.success) return fail("deal.invalid", 400, fieldErrors(parsed.error));
    await postComment(ctx.deps.db, ctx.user, { productId, ...parsed.data });
    return { intent, ok: true } satisfies CommentActionResult;
  } catch (error) {
    if (!isAppError(error))
      ctx.deps.log.error({ err: error, productId, requestId: ctx.requestId }, "comment action failed");
    const { key, status } = messageOf(error);
    return fail(key, status, isAppError(error) ? error.fields : undefined);
  }
}
