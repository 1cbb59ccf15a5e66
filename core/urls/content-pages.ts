/**
 * The static pages of the route table (each at `/<slug>`), whose content lives in the
 * content_pages table: the route table and the server's content module both read this list.
 */
export const CONTENT_PAGE_SLUGS = [
  "about-us",
  "vision-mission",
  "contact",
  "how-to-buy",
  "membership-agreement",
  "site-rules",
  "verified-company-link",
  "membership",
  "help-center",
  "help-center-support",
  "search-result",
  "public-education",
  "privacy-policy",
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
