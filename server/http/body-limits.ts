import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { refusal, refusalResponse } from "./refusal.ts";

/** JSON and form bodies: far more than any form or API operation of the site sends. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The uploads, which need more: certificates and verification documents (10 MB PDFs), banner and
 * category-tile images (5 MB each), a company's logo in onboarding (2 MB), a contact list's CSV
 * file sent whole without JavaScript (2 MB) and its import batches sent as JSON (500 lines of up to
 * 1,000 characters, which JSON escaping can make 3 MB). Each route checks its own, tighter limit
 * itself and answers inside its form; this ceiling only keeps a body that no route would accept
 * from being read. Paths as the browser posts them, with or without React Router's `.data`;
 * POST, and PUT for an API operation that replaces a file.
 */
export const UPLOAD_BODY_LIMIT = 11 * 1024 * 1024;
export const UPLOAD_ROUTES: readonly RegExp[] = [
  // Certificates and verification documents: PDFs of up to 10 MB (server/modules/files/).
  /^\/supplier\/company\/(?:certificates|verification)$/,
  // The same through the API: added (POST) or changed with a new file (PUT).
  /^\/api\/companies\/[^/]+\/verification\/(?:certificates|documents)(?:\/[^/]+)?$/,
  /^\/admin\/merchandising\/banners\/[^/]+$/,
  /^\/admin\/merchandising\/categories$/,
  /^\/admin\/campaigns\/lists\/[^/]+$/,
  /^\/api\/campaign\/contactlist\/[^/]+\/import$/,
  /^\/supplier\/onboarding(\/basics)?$/,
  // A supplier's logo and banner pictures (5 MB each).
  /^\/supplier\/storefront$/,
  // The product editor: pictures (5 MB each) and certificate files (10 MB) with the form.
  /^\/supplier\/products\/(?:new|\d+)$/,
  /^\/api\/supplier\/companies\/[^/]+\/storefront\/pictures$/,
  // A buyer's payment proof (a picture or PDF of 10 MB) with the order's step form.
  /^\/profile\/orders\/[^/]+$/,
  // A product sheet (8 MB) with its pictures ZIP, checked by the import itself.
  /^\/supplier\/products\/import$/,
  /^\/api\/supplier\/companies\/[^/]+\/product-imports$/,
];

/**
 * A conversation message with its attachments, an order step with its documents (the supplier's
 * shipping documents), or a request for quotation with its files: up to 5 files of 10 MB each,
 * plus the text. The action checks the files one by one and answers inside its form.
 */
export const MESSAGE_BODY_LIMIT = 51 * 1024 * 1024;
export const MESSAGE_ROUTES: readonly RegExp[] = [
  /^\/profile\/meeting\/[^/]+$/,
  // A buyer's request for quotation with its files (up to 5 of 10 MB).
  /^\/profile\/purchase-request\/detail$/,
  /^\/supplier\/messages\/[^/]+$/,
  /^\/supplier\/orders\/[^/]+$/,
];

export interface BodyLimits {
  defaultBytes: number;
  uploadBytes: number;
  uploadRoutes: readonly RegExp[];
  /** Routes with a larger ceiling of their own (conversation messages with attachments). */
  messageBytes?: number;
  messageRoutes?: readonly RegExp[];
}

/**
 * Refuses a request body over its limit with 413 before reading it, so no client can make a
 * process hold more than the limit: a declared Content-Length over the limit is refused at once;
 * a body without one (chunked) is counted as it arrives and cut off at the limit. Ordinary bodies
 * are held (up to 1 MB) before the route runs, so a route never sees an over-limit one; uploads
 * stream through to their route, counted on the way, and a cut-off upload is answered 413
 * whatever the route made of its truncated body.
 *
 * The 413 closes the connection (Connection: close), so the rest of the body is not received.
 */
export function limitRequestBodies(
  limits: BodyLimits = {
    defaultBytes: DEFAULT_BODY_LIMIT,
    uploadBytes: UPLOAD_BODY_LIMIT,
    uploadRoutes: UPLOAD_ROUTES,
    messageBytes: MESSAGE_BODY_LIMIT,
    messageRoutes: MESSAGE_ROUTES,
  },
): MiddlewareHandler {
  const held = bodyLimit({ maxSize: limits.defaultBytes, onError: tooLarge });
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const message = limits.messageBytes !== undefined && isUpload(c, limits.messageRoutes ?? []);
    if (!message && !isUpload(c, limits.uploadRoutes)) return held(c, next);
    const max = message ? (limits.messageBytes ?? limits.uploadBytes) : limits.uploadBytes;
    const declared = declaredLength(raw.headers);
    if (declared !== undefined) return declared > max ? tooLarge(c) : next();
    let cutOff = false;
    c.req.raw = new Request(raw, {
      body: countedBody(raw.body, max, () => {
        cutOff = true;
      }),
      duplex: "half",
    } as RequestInit);
    await next();
    if (!cutOff) return;
    // Replaced, not merged: nothing of the route's answer (a cookie, a redirect) may go out.
    c.res = undefined;
    c.res = tooLarge(c);
  };
}

function isUpload(c: Context, routes: readonly RegExp[]): boolean {
  if (c.req.method !== "POST" && c.req.method !== "PUT") return false;
  const path = c.req.path.replace(/\.data$/, "");
  return routes.some((route) => route.test(path));
}

/** The Content-Length of a body sent in one piece; undefined for a chunked one. */
function declaredLength(headers: Headers): number | undefined {
  if (headers.has("transfer-encoding")) return undefined;
  const value = headers.get("content-length");
  return value === null ? undefined : Number(value);
}

/** `body` passed through, failing once more than `max` bytes have come. */
function countedBody(body: ReadableStream<Uint8Array>, max: number, onCutOff: () => void) {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) {
          onCutOff();
          controller.error(new Error("request body over its limit"));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

function tooLarge(c: Context): Response {
  const answer = refusal("payload_too_large", { host: c.req.header("host"), path: c.req.path });
  return refusalResponse(answer, { Connection: "close" });
}
