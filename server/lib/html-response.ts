import { gzipParts, partsAround } from "./gzip-parts.ts";
import { withoutModulePreloads } from "./strip-module-preloads.ts";

// As hono's compress middleware: smaller bodies are not worth a compression round.
const COMPRESS_FROM_BYTES = 1024;
// The blocks every page repeats byte for byte (app/root.tsx): the inlined stylesheet and the
// language's messages (app/i18n/page-messages.ts).
const REPEATED_BLOCKS = [
  { open: Buffer.from("<style>"), close: Buffer.from("</style>") },
  {
    open: Buffer.from('<script type="application/json" id="i18n-messages">'),
    close: Buffer.from("</script>"),
  },
];

// The pages app/entry.server.tsx rendered, by the Response it made for each: read from here, a
// page is not read back out of its body, which would copy it once more (docs/benchmarks.md).
const renderedPages = new WeakMap<Response, Buffer>();

/** app/entry.server.tsx: the Response of a page rendered whole into `page`. */
export function renderedPageResponse(page: Buffer, init: ResponseInit): Response {
  const response = new Response(page as Uint8Array<ArrayBuffer>, init);
  renderedPages.set(response, page);
  return response;
}

/** The bytes app/entry.server.tsx rendered for `response`, before they were finished. */
export function renderedPageOf(response: Response): Buffer | undefined {
  return renderedPages.get(response);
}

/**
 * Finishes a page React Router rendered (app/entry.server.tsx hands it over whole): strips the
 * modulepreload hints and gzips it when the client accepts gzip.
 *
 * Why whole, not streamed: no route streams deferred data (no <Await>/Suspense), so React emits
 * the page in one go anyway, and piping it through web-stream transforms and a CompressionStream
 * chunk by chunk cost about a quarter of a product page's server time (docs/benchmarks.md).
 * A route that starts streaming deferred data must be exempted here.
 *
 * The page is worked on as views of the rendered bytes: the hints are left out and the rest
 * gzipped piece by piece, so a page of 118 KB is not copied again on its way to the socket.
 */
export async function finishHtml(response: Response, acceptEncoding: string | undefined): Promise<Response> {
  const page = renderedPages.get(response) ?? Buffer.from(await response.arrayBuffer());
  const kept = withoutModulePreloads(page);
  const length = kept.reduce((sum, piece) => sum + piece.length, 0);
  const headers = new Headers(response.headers);
  const vary = headers.get("vary");
  if (!vary || !/accept-encoding/i.test(vary))
    headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const compressed = length >= COMPRESS_FROM_BYTES && acceptsGzip(acceptEncoding);
  let body: Buffer;
  if (compressed) {
    // Each repeated block lies whole in one of the pieces around the hints.
    body = gzipParts(kept.flatMap((piece) => partsAround(piece, repeatedBlocks(piece))));
    headers.set("content-encoding", "gzip");
  } else {
    body = kept.length === 1 ? kept[0]! : Buffer.concat(kept);
  }
  headers.set("content-length", String(body.length));
  return new Response(body as Uint8Array<ArrayBuffer>, { status: response.status, headers });
}

/** The byte ranges of the repeated blocks' contents, in page order. */
function repeatedBlocks(html: Buffer): [number, number][] {
  const ranges: [number, number][] = [];
  for (const { open, close } of REPEATED_BLOCKS) {
    const at = html.indexOf(open);
    if (at === -1) continue;
    const start = at + open.length;
    const end = html.indexOf(close, start);
    if (end !== -1) ranges.push([start, end]);
  }
  return ranges.sort((a, b) => a[0] - b[0]).filter((r, i, all) => i === 0 || r[0] >= all[i - 1]![1]);
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
