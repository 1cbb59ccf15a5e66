import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { langFromHost } from "#core/i18n/languages.ts";
import { CommentStarsSchema, CommentTextSchema } from "#core/schemas/comments.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { readSessionToken, sessionUser } from "#server/modules/accounts/index.ts";
import * as comments from "#server/modules/comments/index.ts";
import { AppError } from "../lib/errors.ts";
import { translator } from "../lib/i18n.ts";
import type { ApiEnv } from "./api.ts";
import { CommentListSchema, CommentSchema, ModerationListSchema } from "./comments.api-schemas.ts";
import { requireStaff, requireUser } from "./guards.ts";
import { ErrorRef, json, SESSION_OPTIONAL, SIGNED_IN } from "./openapi-shapes.ts";

const id = IdSchema;
const TAGS = ["Comments"];
const signedIn = { 401: json(ErrorRef, "Not signed in") } as const;

const listRoute = createRoute({
  method: "get",
  path: "/comment/comments/{productId}",
  operationId: "listProductComments",
  security: SESSION_OPTIONAL,
  tags: TAGS,
  summary: "A product's comments: approved ones, and the signed-in reader's own pending ones",
  request: { params: z.object({ productId: id }) },
  responses: {
    200: json(CommentListSchema, "comments (null when none) and the average of approved stars"),
    400: json(ErrorRef, "Bad product id"),
    404: json(ErrorRef, "No such product"),
  },
});

const postRoute = createRoute({
  method: "post",
  middleware: [requireUser] as const,
  path: "/comment",
  operationId: "postComment",
  security: SIGNED_IN,
  tags: TAGS,
  summary: "Rate and comment on a product as the signed-in user; it waits for a moderator",
  description:
    "The author is always the session's user. userID may be sent but must " +
    "then be that user's id, else 403: a comment is never posted in someone else's name.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            productID: id,
            userID: IdSchema.optional(),
            stars: CommentStarsSchema,
            text: CommentTextSchema,
          }),
        },
      },
    },
  },
  responses: {
    201: json(CommentSchema, "The new comment (approved: false)"),
    400: json(ErrorRef, "Invalid stars or text (translated field messages)"),
    ...signedIn,
    403: json(
      ErrorRef,
      "userID is not the signed-in user, or the user's e-mail address is not confirmed yet (code email_unconfirmed)",
    ),
    404: json(ErrorRef, "No such product"),
    429: json(ErrorRef, "Too many comments in an hour"),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  middleware: [requireUser] as const,
  path: "/comment/{id}",
  operationId: "deleteOwnComment",
  security: SIGNED_IN,
  tags: TAGS,
  summary: "Delete one's own comment",
  request: { params: z.object({ id }) },
  responses: {
    200: json(z.object({ message: z.string() }), "Deleted"),
    400: json(ErrorRef, "Bad id"),
    ...signedIn,
    403: json(ErrorRef, "Comment is not yours"),
    404: json(ErrorRef, "No such comment"),
  },
});

const moderationRoute = createRoute({
  method: "get",
  path: "/comment/list",
  operationId: "listCommentsForModeration",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Comments for moderators and admins: pending first, with product and author",
  request: {
    query: z.object({
      approve: z.enum(["true", "false"]).optional().openapi({ description: "Only approved / pending" }),
      page: z.coerce.number().int().min(1).max(100_000).optional(),
    }),
  },
  responses: {
    200: json(ModerationListSchema, "One page of comments (50 a page) and the total"),
    400: json(ErrorRef, "Bad query"),
    ...signedIn,
    403: json(ErrorRef, "Not a moderator or admin"),
  },
});

const approveRoute = createRoute({
  method: "put",
  middleware: [requireStaff] as const,
  path: "/comment/approve/{id}",
  operationId: "setCommentApproval",
  security: SIGNED_IN,
  tags: TAGS,
  summary: "Approve (true) or withdraw (false) a comment; the approver is recorded",
  request: {
    params: z.object({ id }),
    body: { required: true, content: { "application/json": { schema: z.object({ approve: z.boolean() }) } } },
  },
  responses: {
    200: json(
      z.object({ _id: z.number().int(), approved: z.boolean(), approvedBy: z.number().int().nullable() }),
      "The comment's new state",
    ),
    400: json(ErrorRef, "Bad id or body"),
    ...signedIn,
    403: json(ErrorRef, "Not a moderator or admin"),
    404: json(ErrorRef, "No such comment"),
  },
});

/** Comment calls, at their fixed public paths. */
export function registerCommentsApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(listRoute, async (c) => {
    const { productId } = c.req.valid("param");
    const reader = await sessionUser(c.get("deps"), readSessionToken(c.req.header("cookie") ?? null));
    return c.json(await comments.listProductComments(c.get("deps").db, productId, reader), 200);
  });

  api.openapi(postRoute, async (c) => {
    const user = c.get("user");
    const body = c.req.valid("json");
    if (body.userID !== undefined && body.userID !== user.id) throw new AppError("not_allowed");
    const comment = await comments.postComment(c.get("deps").db, user, {
      productId: body.productID,
      stars: body.stars,
      text: body.text,
    });
    return c.json(comment, 201);
  });

  api.openapi(deleteRoute, async (c) => {
    const user = c.get("user");
    await comments.deleteComment(c.get("deps").db, user, c.req.valid("param").id);
    return c.json({ message: translator(langFromHost(c.req.header("host")))("comments.deleted") }, 200);
  });

  api.openapi(moderationRoute, async (c) => {
    const user = c.get("user");
    const { approve, page } = c.req.valid("query");
    const list = await comments.listForModeration(c.get("deps").db, user, {
      approved: approve === undefined ? undefined : approve === "true",
      lang: langFromHost(c.req.header("host")),
      page,
    });
    return c.json(list, 200);
  });

  api.openapi(approveRoute, async (c) => {
    const user = c.get("user");
    const { approve } = c.req.valid("json");
    return c.json(
      await comments.setCommentApproval(c.get("deps").db, user, c.req.valid("param").id, approve),
      200,
    );
  });
}
