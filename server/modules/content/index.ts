export { CONTENT_PAGE_SLUGS, getContentPage, installDefaultContentPages } from "./content-pages.ts";
