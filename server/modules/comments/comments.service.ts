import type { CommentInfo } from "../../../app/schemas/comments.ts";
import type { Db } from "../../db/connect.ts";

// SCAFFOLD (comments helper replaces this file).
export async function getCommentInfo(_db: Db, _productId: number): Promise<CommentInfo> {
  return { commentNumber: 0, averageStar: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
}
