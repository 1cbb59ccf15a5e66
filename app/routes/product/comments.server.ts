import { data } from "react-router";
import { CommentFormSchema, type CommentInfo, type ProductComment } from "#core/schemas/comments.ts";
import { type ActionFailure, fieldErrors } from "#core/schemas/field-errors.ts";
import { parseId } from "#core/schemas/id.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { toActionFailure } from "#server/lib/form-response.ts";
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
    // A comment load failure shows the no-comments state, not an error page.
    ctx.deps.log.error({ err: error, productId, requestId: ctx.requestId }, "comments load failed");
    return { ...reader, comments: [], info: NO_COMMENTS };
  }
}

/** The answer of a comment post or delete, as the panel reads it (`posted` without JavaScript). */
export type CommentActionResult =
  | { intent: "comment"; ok: true }
  | (ActionFailure & { intent: "comment" })
  | { intent: "delete-comment"; ok: true }
  | (ActionFailure & { intent: "delete-comment" });

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The page's "comment" and "delete-comment" intents: the session's user posts or deletes. */
export async function commentAction(ctx: RequestContext, productId: number, form: FormData) {
  const intent = form.get("intent") === "delete-comment" ? "delete-comment" : "comment";
  const values: Record<string, string> =
    intent === "comment" ? { stars: text(form, "stars"), text: text(form, "text") } : {};
  // A fault (not a refusal) is answered in the panel with the generic message; the catch logs it.
  const fail = (error: unknown) => {
    const { status, failure } = toActionFailure(error, values);
    return data<CommentActionResult>({ ...failure, intent }, { status });
  };
  if (!ctx.user) return fail(new AppError("unauthorized"));
  try {
    if (intent === "delete-comment") {
      const id = parseId(text(form, "id"));
      if (id === undefined) return fail(new AppError("not_found"));
      await deleteComment(ctx.deps.db, ctx.user, id);
      return { intent, ok: true } satisfies CommentActionResult;
    }
    const parsed = CommentFormSchema.safeParse(values);
    // The panel's own summary over the field messages: 'Invalid Message'.
    if (!parsed.success) return fail(new AppError("invalid_data", "deal.invalid", fieldErrors(parsed.error)));
    await postComment(ctx.deps.db, ctx.user, { productId, ...parsed.data });
    return { intent, ok: true } satisfies CommentActionResult;
  } catch (error) {
    if (!isAppError(error))
      ctx.deps.log.error({ err: error, productId, requestId: ctx.requestId }, "comment action failed");
    return fail(error);
  }
}
