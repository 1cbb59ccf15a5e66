import type { Db } from "#server/db/connect.ts";
import * as repo from "./search.repo.ts";
import { SearchIndex } from "./search-index.ts";
import { TextIndexThread } from "./text-index-thread.ts";
import { TextPostings } from "./text-postings.ts";

const LOAD_BATCH = 10_000;

/**
 * Builds the index from the database: companies, then products in batches of 10,000 whose texts
 * a worker thread tokenises while the main thread reads the next batch and fills the columns
 * (without the worker, the main thread does it all), then the leaf categories' names.
 */
export async function buildIndex(
  db: Db,
  groupOfOption: Map<string, string>,
  withWorker: boolean,
  onProgress?: (loaded: number) => void,
): Promise<SearchIndex> {
  const index = new SearchIndex();
  for (const company of await repo.findIndexedCompanies(db)) index.putCompany(company);
  const fetchAfter = (afterId: number) =>
    repo.findIndexedProducts(db, groupOfOption, { afterId, limit: LOAD_BATCH });
  const textThread = withWorker ? new TextIndexThread() : null;
  try {
    // The next batch is read while this one is indexed: PostgreSQL works on the other core.
    let next = fetchAfter(0);
    for (;;) {
      const read = await next;
      if (!read.length) break;
      next = fetchAfter(read.at(-1)!.id);
      // A company approved while this loads is not in the index yet; the change feed brings it
      // and its products right after the load.
      const batch = read.filter((p) => index.companyOrdinal(p.companyId) !== undefined);
      const firstSlot = index.slotCount;
      for (const product of batch) index.putProduct(product, !textThread);
      await textThread?.send({
        firstSlot,
        names: batch.map((p) => p.names),
        descriptions: batch.map((p) => p.descriptions),
        labels: batch.map((p) => index.labelsOf(p)),
      });
      onProgress?.(index.slotCount);
    }
    if (textThread) index.text = TextPostings.fromTransfer(await textThread.finish());
  } finally {
    textThread?.stop();
  }
  index.setCategoryNames(await repo.findLeafCategoryNames(db));
  index.trim();
  return index;
}
