import type { RequestContext } from "../../../server/request-context.ts";

// SCAFFOLD (comments helper replaces this file): the Comments tab's data and its form posts.
export type CommentsPanelData = { signedIn: boolean };

export async function loadCommentsPanel(ctx: RequestContext, _productId: number): Promise<CommentsPanelData> {
  return { signedIn: Boolean(ctx.user) };
}

export async function commentAction(_ctx: RequestContext, _productId: number, _form: FormData) {
  return { intent: "comment" as const };
}
