import type { ProductSort } from "#core/schemas/search.ts";
import { categoryMask } from "./query-plan.ts";
import { ALIVE, R_META, RECORD_SIZE } from "./index-record.ts";
import type { SearchIndex } from "./search-index.ts";

/**
 * A listing's page in the order the buyer chose, without sorting every match: a bounded heap keeps
 * the best `offset + limit` slots seen so far with the worst of them at its root, so most matches
 * cost one comparison with the root and only those that enter cost log(k). A million matches and
 * a page of 20 take one pass; only the kept slots are sorted at the end. Candidates are offered
 * newest slot first: ids mostly grow with slots, so for "newest" (and among equal keys) the best
 * arrive early and the rest seldom enter the heap.
 *
 * The orders: lowest price first by the lowest price, highest first by the highest price, lowest
 * minimum order first, newest first by product id (ids grow as products are created, so a changed
 * product keeps its place, unlike the slot order best match uses). A product without the value
 * (no price, or a price of 0, which the card shows as "Ask price"; no minimum order) comes after
 * every product with one, whichever the direction. Ties go to the newer product (higher id), so
 * every order is total and a page never shows a product twice across pages.
 */

/** Sort keys are compared smallest first; this is the key of a product without the value. */
const LAST = Number.POSITIVE_INFINITY;

const MODE = { price_asc: 0, price_desc: 1, moq_asc: 2, newest: 3 } as const satisfies Record<
  ProductSort,
  number
>;

/** The best `capacity` slots offered, in a heap whose root is the worst of them. */
export class TopSlots {
  private readonly slots: Int32Array;
  private readonly keys: Float64Array;
  private readonly ids: Int32Array;
  private readonly capacity: number;
  private size = 0;
  private readonly mode: number;
  private readonly low: Float64Array;
  private readonly high: Float64Array;
  private readonly moq: Float64Array;
  private readonly productId: Int32Array;

  constructor(index: SearchIndex, sort: ProductSort, capacity: number) {
    this.capacity = Math.max(0, capacity);
    this.slots = new Int32Array(this.capacity);
    this.keys = new Float64Array(this.capacity);
    this.ids = new Int32Array(this.capacity);
    this.mode = MODE[sort];
    this.low = index.priceMin.data;
    this.high = index.priceMax.data;
    this.moq = index.moq.data;
    this.productId = index.productId.data;
  }

  /** The slot's sort key: smaller first, LAST without the value (unpriced, no minimum order). */
  private keyOf(slot: number): number {
    switch (this.mode) {
      case 0: {
        const price = this.low[slot]!;
        return price > 0 ? price : LAST;
      }
      case 1:
        return this.low[slot]! > 0 ? -this.high[slot]! : LAST;
      case 2: {
        const quantity = this.moq[slot]!;
        return Number.isNaN(quantity) ? LAST : quantity;
      }
      default:
        return 0;
    }
  }

  offer(slot: number): void {
    if (this.capacity === 0) return;
    const key = this.keyOf(slot);
    const id = this.productId[slot]!;
    if (this.size < this.capacity) {
      this.put(this.size, slot, key, id);
      this.siftUp(this.size++);
      return;
    }
    const rootKey = this.keys[0]!;
    if (key > rootKey || (key === rootKey && id < this.ids[0]!)) return;
    this.put(0, slot, key, id);
    this.siftDown(0);
  }

  /** Whether entry i comes after entry j in the order (a larger key, or the same key and an older product). */
  private after(i: number, j: number): boolean {
    const a = this.keys[i]!;
    const b = this.keys[j]!;
    return a > b || (a === b && this.ids[i]! < this.ids[j]!);
  }

  /** The kept slots in order, from the `offset`-th on. */
  page(offset: number): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i).sort((i, j) =>
      this.after(i, j) ? 1 : this.after(j, i) ? -1 : 0,
    );
    return order.slice(offset).map((i) => this.slots[i]!);
  }

  private put(at: number, slot: number, key: number, id: number): void {
    this.slots[at] = slot;
    this.keys[at] = key;
    this.ids[at] = id;
  }

  private swap(i: number, j: number): void {
    const slot = this.slots[i]!;
    const key = this.keys[i]!;
    const id = this.ids[i]!;
    this.put(i, this.slots[j]!, this.keys[j]!, this.ids[j]!);
    this.put(j, slot, key, id);
  }

  private siftUp(at: number): void {
    let i = at;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.after(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private siftDown(at: number): void {
    let i = at;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.size) return;
      const right = left + 1;
      const worse = right < this.size && this.after(right, left) ? right : left;
      if (!this.after(worse, i)) return;
      this.swap(i, worse);
      i = worse;
    }
  }
}

/**
 * The page of a scan's results: `order[i]` is a result where `matched[i]` is set (any non-zero
 * value); `total` is how many are set.
 */
export function sortedPage(
  index: SearchIndex,
  order: Int32Array,
  matched: Uint8Array,
  total: number,
  q: { sort: ProductSort; offset: number; limit: number },
): number[] {
  const capacity = Math.min(q.offset + q.limit, total);
  if (q.offset >= capacity) return [];
  const top = new TopSlots(index, q.sort, capacity);
  for (let i = order.length - 1; i >= 0; i--) if (matched[i] !== 0) top.offer(order[i]!);
  return top.page(q.offset);
}

/**
 * Product ids of the page among the live slots of `candidates` (a posting list or a text match,
 * dead slots included), keeping with a category only those listed under it.
 */
export function sortedLiveProductIds(
  index: SearchIndex,
  candidates: Int32Array,
  q: { sort: ProductSort; offset: number; limit: number; categoryCode?: string },
): number[] {
  const capacity = Math.min(q.offset + q.limit, candidates.length);
  if (q.offset >= capacity) return [];
  const mask = q.categoryCode === undefined ? null : categoryMask(index, q.categoryCode);
  const pool = index.categoryPool.data;
  const records = index.records.data;
  const top = new TopSlots(index, q.sort, capacity);
  for (let i = candidates.length - 1; i >= 0; i--) {
    const slot = candidates[i]!;
    if ((records[slot * RECORD_SIZE + R_META]! & ALIVE) === 0) continue;
    if (mask !== null) {
      const { start, length } = index.categoriesOf(slot);
      let listed = false;
      for (let k = start; k < start + length && !listed; k++) listed = mask[pool[k]!] === 1;
      if (!listed) continue;
    }
    top.offer(slot);
  }
  return top.page(q.offset).map((slot) => index.productId.data[slot]!);
}
