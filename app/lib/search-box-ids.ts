/**
 * The header's search box and its suggestion list, shared by the header (which renders them)
 * and the suggestions script (which finds them), kept apart so the header does not bring the script.
 */
export const SEARCH_BOX_ID = "site-search";
export const SUGGESTIONS_ID = "site-search-suggestions";
