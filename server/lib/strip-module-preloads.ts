/**
 * Leaves React Router's `<link rel="modulepreload">` hints out of a rendered HTML page.
 *
 * Why: <Scripts/> announces the whole hydration bundle (~120 KB compressed) as preloads, so on a
 * slow connection it competes with the HTML, stylesheet and pictures of the first paint. Without
 * the hints the browser fetches the same modules from the module script at the end of the page,
 * after it has painted; hydration starts a few round trips later on a page that works before it
 * anyway. Measured on a listing (Lighthouse mobile): first paint 2.3 s → 1.0 s (docs/benchmarks.md).
 * React Router has no option to leave them out, so the finished page is edited once, on its bytes
 * (server/lib/html-response.ts): a text transform over every streamed chunk cost several times more.
 */
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const TAG_END = 0x3e; // ">"; the hints' attributes hold URLs, never a ">"

/** The page's bytes around the hints, as views of `html` (nothing copied), in order. */
export function withoutModulePreloads(html: Buffer): Buffer[] {
  let at = html.indexOf(PRELOAD);
  if (at === -1) return [html];
  const kept: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    if (at > from) kept.push(html.subarray(from, at));
    const end = html.indexOf(TAG_END, at);
    from = end === -1 ? html.length : end + 1;
    at = html.indexOf(PRELOAD, from);
  }
  if (from < html.length || kept.length === 0) kept.push(html.subarray(from));
  return kept;
}
