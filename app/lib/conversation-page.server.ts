import { Readable } from "node:stream";
import { data, redirect } from "react-router";
import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX } from "#core/schemas/conversation.ts";
import { parseId } from "#core/schemas/id.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  type MessageUpload,
  markConversationRead,
  openAttachment,
  type Party,
  postMessage,
  readConversation,
  requireConversation,
} from "#server/modules/conversations/index.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import { findLatestEventId } from "#server/modules/realtime/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/** A refusal read by a page: another party's conversation is a plain 404, a role without the right a 403. */
function asPageError(error: unknown): never {
  if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
  if (isAppError(error) && error.code === "not_allowed") throw data(null, { status: 403 });
  throw error;
}

/**
 * A conversation page's data for either party: one page of messages (`?before=<id>` for older
 * ones) and the party's read mark moved to the newest message when the newest page is shown.
 */
export async function loadConversation(
  ctx: RequestContext,
  party: Party,
  url: URL,
  param: string | undefined,
  canReply: boolean,
) {
  const id = parseId(param);
  if (id === undefined) throw data(null, { status: 404 });
  const beforeText = url.searchParams.get("before");
  const before = beforeText === null ? undefined : parseId(beforeText);
  if (beforeText !== null && before === undefined) throw data(null, { status: 404 });
  try {
    // Read before the messages: the live stream starts after it, so nothing written meanwhile is missed.
    const eventCursor = await findLatestEventId(ctx.deps.db);
    const page = await readConversation(ctx.deps, party, id, { lang: ctx.lang, before });
    // Read for the company only when someone who answers reads it: a viewer's look neither shows
    // the buyer "Seen" nor spares the team the e-mail about an unanswered message.
    if (before === undefined && (party.side === "buyer" || canReply))
      await markConversationRead(ctx.deps, party, id);
    return { page, canReply, before: before ?? null, eventCursor };
  } catch (error) {
    asPageError(error);
  }
}

/**
 * The compose form's action (intent "send"). The message goes in, then the page is loaded again
 * at its address (PRG), so a reload never sends it twice, and the live page's loader marks what
 * arrived as read. A refusal answers inside the form and stores nothing.
 */
export async function conversationAction(
  ctx: RequestContext,
  party: Party,
  request: Request,
  url: URL,
  param: string | undefined,
) {
  const id = parseId(param);
  if (id === undefined) throw data(null, { status: 404 });
  // Who may write here is known before the body (up to 5 files of 10 MB) is read at all.
  await requireConversation(ctx.deps.db, party, id, "reply").catch(asPageError);
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  if (values.intent !== "send") throw data(null, { status: 400 });
  try {
    const files: MessageUpload[] = [];
    const chosen = form.getAll("files").filter((f): f is File => f instanceof File && f.size > 0);
    if (chosen.length > MESSAGE_FILES_MAX)
      throw new AppError("invalid_data", "meeting.errors.tooManyFiles", {
        files: "meeting.errors.tooManyFiles",
      });
    for (const file of chosen) {
      if (file.size > MESSAGE_FILE_MAX_BYTES)
        throw new AppError("payload_too_large", "meeting.errors.fileTooLarge", {
          files: "meeting.errors.fileTooLarge",
        });
      files.push({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    }
    const store = localPrivateFileStore(ctx.deps.config.dataDir);
    await postMessage(ctx.deps, store, party, id, { body: values.body ?? "", lang: ctx.lang, files });
  } catch (error) {
    // Another party's conversation, or a role without the right: the page's own 404 or 403.
    // A refusal of this message (blocked, too fast, a file) answers inside the form.
    const ofThePage =
      isAppError(error) &&
      (error.code === "not_found" || error.code === "not_allowed") &&
      error.messageKey === `errors.${error.code}`;
    if (ofThePage) asPageError(error);
    return formFailure(error, values);
  }
  throw redirect(url.pathname);
}

/**
 * An attachment's bytes for a party of its conversation. Pictures show inline; every other file
 * downloads (Content-Disposition: attachment) so the browser never renders it as a page of the
 * site; nosniff keeps the browser to the type judged when it was stored.
 */
export async function attachmentResponse(
  ctx: RequestContext,
  party: Party,
  conversationParam: string | undefined,
  attachmentParam: string | undefined,
): Promise<Response> {
  const conversationId = parseId(conversationParam);
  const attachmentId = parseId(attachmentParam);
  if (conversationId === undefined || attachmentId === undefined) throw data(null, { status: 404 });
  const store = localPrivateFileStore(ctx.deps.config.dataDir);
  try {
    const file = await openAttachment(ctx.deps, store, party, conversationId, attachmentId);
    const inline = file.mediaType.startsWith("image/");
    return new Response(Readable.toWeb(file.stream) as ReadableStream, {
      headers: {
        "Content-Type": file.mediaType,
        "Content-Length": String(file.size),
        "Content-Disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self' data:",
      },
    });
  } catch (error) {
    if (isAppError(error) && (error.code === "not_found" || error.code === "not_allowed"))
      throw data(null, { status: 404 });
    throw error;
  }
}

/** Anonymous visitors sign in first and come back to the same address. */
export function signInFirst(url: URL): never {
  throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
}
