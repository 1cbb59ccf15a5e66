/** One cached page in one encoding: everything a hit sends, ready to go. */
export interface StoredPage {
  /** The response's headers, CSP, ETag and Cache-Control included. */
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  /** What it shows (`product:12`, `catalogue`): a change to one of them removes it (page-marks.ts). */
  tags: readonly string[];
  /** The route pattern that rendered it, for the request metrics of its hits. */
  route: string;
  /** Date.now() when it was rendered: pages older than the store's `maxAgeMs` are not served. */
  renderedAt: number;
}

// What a page costs besides its body: the key, the headers and the Map's own bookkeeping.
const OVERHEAD_BYTES = 2048;

/**
 * The rendered pages of one process, bounded in bytes: the least recently served goes first when
 * a new page does not fit. A Map keeps insertion order, so a hit moves its page to the end.
 * Pages are also found by tag, so a change removes exactly the pages that show what changed.
 */
export class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  private readonly byTag = new Map<string, Set<string>>();
  private bytes = 0;

  readonly maxBytes: number;
  readonly maxAgeMs: number;

  constructor(maxBytes: number, maxAgeMs: number) {
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
  }

  get size(): number {
    return this.pages.size;
  }

  /** Bytes held (bodies and the estimated overhead): never above `maxBytes`. */
  get usedBytes(): number {
    return this.bytes;
  }

  get(key: string, now = Date.now()): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now - page.renderedAt > this.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: StoredPage): void {
    const cost = costOf(key, page);
    if (cost > this.maxBytes) return;
    this.delete(key);
    while (this.bytes + cost > this.maxBytes) this.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
    this.bytes += cost;
    for (const tag of page.tags) {
      const keys = this.byTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.byTag.set(tag, keys);
    }
  }

  /** Removes every page showing one of `tags`; returns how many went. */
  deleteTagged(tags: Iterable<string>): number {
    let removed = 0;
    for (const tag of tags) {
      for (const key of this.byTag.get(tag) ?? []) removed += this.delete(key) ? 1 : 0;
    }
    return removed;
  }

  clear(): void {
    this.pages.clear();
    this.byTag.clear();
    this.bytes = 0;
  }

  private delete(key: string): boolean {
    const page = this.pages.get(key);
    if (!page) return false;
    this.pages.delete(key);
    this.bytes -= costOf(key, page);
    for (const tag of page.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
    return true;
  }
}

function costOf(key: string, page: StoredPage): number {
  let headerBytes = 0;
  for (const name in page.headers) headerBytes += name.length + page.headers[name]!.length;
  return page.body.length + key.length * 2 + headerBytes + page.tags.length * 32 + OVERHEAD_BYTES;
}
