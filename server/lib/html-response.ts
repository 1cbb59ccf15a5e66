import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { stripModulePreloads } from "./strip-module-preloads.ts";

const gzipAsync = promisify(gzip);
// As hono's compress middleware: smaller bodies are not worth a compression round.
const COMPRESS_FROM_BYTES = 1024;

/**
 * Finishes a page React Router rendered: reads it whole, strips the modulepreload hints, and
 * gzips it when the client accepts gzip.
 *
 * Why whole, not streamed: no route streams deferred data (no <Await>/Suspense), so React emits
 * the page in one go anyway, and piping it through web-stream transforms and a CompressionStream
 * chunk by chunk cost about a quarter of a product page's server time (docs/benchmarks.md).
 * One gzip call on the libuv thread pool also runs beside the JavaScript thread, on another core.
 * A route that starts streaming deferred data must be exempted here.
 */
export async function finishHtml(response: Response, acceptEncoding: string | undefined): Promise<Response> {
  const html = stripModulePreloads(Buffer.from(await response.arrayBuffer()));
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const vary = headers.get("vary");
  if (!vary || !/accept-encoding/i.test(vary)) headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const compressed = html.length >= COMPRESS_FROM_BYTES && acceptsGzip(acceptEncoding);
  const body = compressed ? await gzipAsync(html) : html;
  if (compressed) headers.set("content-encoding", "gzip");
  headers.set("content-length", String(body.length));
  return new Response(body as Uint8Array<ArrayBuffer>, { status: response.status, headers });
}

/** Whether an Accept-Encoding header allows gzip (named, or by `*`, with a quality above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = 0;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name === "gzip" || name === "x-gzip") return q > 0;
    if (name === "*") wildcard = q;
  }
  return wildcard > 0;
}
