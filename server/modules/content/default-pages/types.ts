import type { ContentPageSlug } from "#core/urls/content-pages.ts";

export interface ContentPageText {
  title: string;
  bodyHtml: string;
}
export type ContentPageTexts = Record<ContentPageSlug, ContentPageText>;
