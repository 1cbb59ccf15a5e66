import { z } from "@hono/zod-openapi";

/** Response shapes of the comment calls, for the OpenAPI document. */
export const CommentSchema = z
  .object({
    _id: z.number().int(),
    productID: z.number().int(),
    userID: z.number().int(),
    name: z.string().openapi({ description: "First name and last-name initial, e.g. 'Bora Y.'" }),
    createdOn: z.string().openapi({ description: "ISO 8601 time" }),
    stars: z.number().int().min(1).max(5),
    text: z.string(),
    approved: z.boolean().openapi({ description: "False for the reader's own comments awaiting approval" }),
  })
  .openapi("Comment");

export const CommentListSchema = z
  .object({
    comments: z.array(CommentSchema).nullable(),
    averageStars: z.number().openapi({ description: "Mean of approved comments, one decimal; 0 when none" }),
  })
  .openapi("CommentList");

export const ModerationListSchema = z
  .object({
    total: z.number().int(),
    comments: z.array(
      CommentSchema.extend({
        productName: z.string().nullable(),
        author: z.object({ name: z.string(), email: z.string() }),
        approvedBy: z.number().int().nullable(),
      }),
    ),
  })
  .openapi("CommentModerationList");
