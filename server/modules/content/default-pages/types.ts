/** The static pages of the route table whose content lives in the content_pages table. */
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
export interface ContentPageText {
  title: string;
  bodyHtml: string;
}
export type ContentPageTexts = Record<ContentPageSlug, ContentPageText>;
