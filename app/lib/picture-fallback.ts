/**
 * What a picture shows when it fails to load, said by its `data-fallback` attribute: another
 * picture's address (the not-found picture, the default logo), or HIDE_PICTURE to take it off the
 * page, together with the nearest ancestor marked PICTURE_SET when there is one (a carousel that
 * makes no sense with a gap).
 *
 * The work is done by PICTURE_FALLBACK_SCRIPT, which app/root.tsx writes at the start of every
 * page's body: a picture can fail before the page's own scripts have loaded (or when they never
 * do), and React's onError listens only after hydration. One listener on the document, in the
 * capture phase (error events do not bubble), serves the pictures of the first paint and those
 * rendered later alike. Inline `onerror` attributes would need a weaker Content-Security-Policy.
 */
export const HIDE_PICTURE = "hide";
export const PICTURE_SET = "data-picture-set";

// Plain ES5 so that no build step rewrites it; a fallback picture that fails too is left alone.
export const PICTURE_FALLBACK_SCRIPT = `document.addEventListener("error",function(e){var i=e.target;if(!(i instanceof HTMLImageElement))return;var f=i.getAttribute("data-fallback");if(!f)return;if(f==="${HIDE_PICTURE}"){(i.closest("[${PICTURE_SET}]")||i).hidden=true}else if(i.getAttribute("src")!==f){i.removeAttribute("srcset");i.src=f}},true)`;
