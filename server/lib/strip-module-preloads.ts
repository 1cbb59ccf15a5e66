/**
 * Removes React Router's `<link rel="modulepreload">` hints from an HTML stream.
 *
 * Why: <Scripts/> announces the whole hydration bundle (~120 KB compressed) as preloads, so on a
 * slow connection it competes with the HTML, stylesheet and pictures of the first paint. Without
 * the hints the browser fetches the same modules from the module script at the end of the page,
 * after it has painted; hydration starts a few round trips later on a page that works before it
 * anyway. Measured on a listing (Lighthouse mobile): first paint 2.3 s → 1.0 s (docs/benchmarks.md).
 */
const PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function stripModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = held + decoder.decode(chunk, { stream: true });
      // Keep back a tag cut by the chunk boundary until the rest of it arrives.
      const open = text.lastIndexOf("<");
      const cut = open !== -1 && text.indexOf(">", open) === -1 ? open : text.length;
      held = text.slice(cut);
      const ready = text.slice(0, cut).replace(PRELOAD, "");
      if (ready) controller.enqueue(encoder.encode(ready));
    },
    flush(controller) {
      const rest = (held + decoder.decode()).replace(PRELOAD, "");
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}
