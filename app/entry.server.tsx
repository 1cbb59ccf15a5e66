import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { cspNonceContext } from "#server/http/security-headers.ts";
import { isAppError } from "#server/lib/errors.ts";
import { renderedPageResponse } from "#server/lib/html-response.ts";
import { CspNonceContext } from "./lib/csp-nonce.ts";

// Tells the request metrics which route pattern answered (server/ops/route-pattern.ts).
export { instrumentations } from "#server/ops/route-pattern.ts";

export const streamTimeout = 5_000;

/** Requests whose loaders were refused as `overloaded` (handleError marks them). */
const refusedAsUnavailable = new WeakSet<Request>();

/**
 * The stylesheet app/root.tsx inlines in every page. The server's Content-Security-Policy allows
 * it by its hash (server/app.ts reads it from this entry, so the server never imports app/ code).
 */
export { default as inlineStyleSheet } from "./app.css?inline";

/**
 * React Router's default Node entry, except that the page is collected into one buffer instead
 * of being handed on as a web stream: server/lib/html-response.ts works on every page whole anyway
 * (it strips the modulepreload hints and gzips it), and the PassThrough → ReadableStream → text
 * round trip cost more than the render's own string building (docs/benchmarks.md). The buffer
 * goes to it beside the Response (renderedPageResponse), not read back out of the body.
 * Waiting for the end serves browsers as the default serves bots (onAllReady); no route streams
 * deferred data, so the first byte leaves no later.
 *
 * Every script in the page carries the nonce of the response's Content-Security-Policy: React
 * Router's (ServerRouter), React's own (the `nonce` option) and our components' (CspNonceContext).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  // A loader refused for want of a service that is coming back (the search process restarting):
  // 503 with Retry-After, as the API answers, not a 500 that says the page is broken.
  const unavailable = refusedAsUnavailable.has(request);
  if (unavailable) responseHeaders.set("Retry-After", "2");
  const status = unavailable ? 503 : responseStatusCode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Uint8Array[] = [];
    // Abort after `streamTimeout`, so rejected boundaries still get flushed.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        nonce,
        // Everything, lazy parts included, is in the page before it leaves, and in place: tab
        // panels loaded with React.lazy must be plain HTML for visitors without JavaScript, not
        // fragments a script moves in (React outlines a finished boundary larger than this size).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html");
          pipe(
            new Writable({
              write(chunk: Uint8Array, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                resolve(renderedPageResponse(Buffer.concat(chunks), { headers: responseHeaders, status }));
                callback();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell reject above and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * React Router's default, except that a request it refuses with a 4xx of its own (a form post or
 * PUT to a page that has no form: 405) is not logged as a server error: it is the client's mistake,
 * and it answers with its status like any other.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  // Not a fault: marked for the response's status (the router hands the entry its errors
  // sanitised in production, so the mark is made here, where they arrive whole).
  if (isAppError(error) && error.code === "overloaded") {
    refusedAsUnavailable.add(request);
    return;
  }
  console.error((isRouteErrorResponse(error) && (error as { error?: unknown }).error) || error);
}
