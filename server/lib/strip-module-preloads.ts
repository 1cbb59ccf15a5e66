/**
 * Removes React Router's `<link rel="modulepreload">` hints from a rendered HTML page.
 *
 * Why: <Scripts/> announces the whole hydration bundle (~120 KB compressed) as preloads, so on a
 * slow connection it competes with the HTML, stylesheet and pictures of the first paint. Without
 * the hints the browser fetches the same modules from the module script at the end of the page,
 * after it has painted; hydration starts a few round trips later on a page that works before it
 * anyway. Measured on a listing (Lighthouse mobile): first paint 2.3 s → 1.0 s (docs/benchmarks.md).
 * React Router has no option to leave them out, so the finished page is edited once, as a string
 * (server/lib/html-response.ts): a stream transform over every chunk cost several times more.
 */
const PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function stripModulePreloads(html: string): string {
  return html.replace(PRELOAD, "");
}
