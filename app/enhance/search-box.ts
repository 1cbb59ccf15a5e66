/**
 * The suggestions script of the pages React runs (the home page bundles it in its own script).
 * Built on its own like the home page's script and loaded by the header when the search box first
 * gets focus, so no page pays for it before a buyer starts to search; it hands the header
 * `mountSearchSuggest` through window, as a standalone bundle keeps no exports.
 */

import { mountSearchSuggest } from "./search-suggest.ts";

declare global {
  interface Window {
    mountSearchSuggest?: typeof mountSearchSuggest;
  }
}
window.mountSearchSuggest = mountSearchSuggest;
