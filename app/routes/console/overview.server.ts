import type { Db } from "#server/db/connect.ts";
import { countContactLists } from "#server/modules/campaigns/index.ts";
import { countPendingComments } from "#server/modules/comments/index.ts";
import { countOpenContactItems } from "#server/modules/help-center/index.ts";
import { countActiveBanners } from "#server/modules/merchandising/index.ts";
import { countReviewQueue } from "#server/modules/products/index.ts";
import { countSeoRecords } from "#server/modules/seo/index.ts";

/** What waits for the console's attention, shown on its first page. */
export interface ConsoleOverview {
  pendingComments: number;
  openContactItems: number;
  seoRecords: number;
  contactLists: number;
  activeBanners: number;
  /** New products and change requests waiting for review. */
  productsWaiting: number;
}

export async function loadConsoleOverview(db: Db): Promise<ConsoleOverview> {
  const [pendingComments, openContactItems, seoRecords, contactLists, activeBanners, productsWaiting] =
    await Promise.all([
      countPendingComments(db),
      countOpenContactItems(db),
      countSeoRecords(db),
      countContactLists(db),
      countActiveBanners(db),
      countReviewQueue(db),
    ]);
  return { pendingComments, openContactItems, seoRecords, contactLists, activeBanners, productsWaiting };
}
