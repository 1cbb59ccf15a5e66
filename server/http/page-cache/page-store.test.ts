import { describe, expect, it } from "vitest";
import { PageStore, type StoredPage } from "./page-store.ts";

const page = (bytes: number, tags: string[] = [], renderedAt = 0): StoredPage => ({
  headers: { "content-type": "text/html" },
  body: Buffer.alloc(bytes),
  etag: '"e"',
  tags,
  route: "/:name/pr/:productId",
  renderedAt,
});

describe("the page store", () => {
  it("never holds more bytes than its bound, dropping the least recently served first", () => {
    const store = new PageStore(100_000, 60_000);
    for (let i = 0; i < 50; i++) {
      store.set(`p${i}`, page(20_000));
      expect(store.usedBytes).toBeLessThanOrEqual(100_000);
    }
    // 20 KB bodies plus their overhead: four fit.
    expect(store.size).toBe(4);
    expect(store.get("p49", 0)).toBeDefined();
    expect(store.get("p45", 0)).toBeUndefined();
    // A hit makes a page the most recently served: the next page pushes out another one.
    store.get("p46", 0);
    store.set("new", page(20_000));
    expect(store.get("p46", 0)).toBeDefined();
    expect(store.get("p47", 0)).toBeUndefined();
  });

  it("keeps no page larger than the whole bound", () => {
    const store = new PageStore(10_000, 60_000);
    store.set("big", page(20_000));
    expect(store.size).toBe(0);
    expect(store.usedBytes).toBe(0);
  });

  it("counts a replaced page once", () => {
    const store = new PageStore(1_000_000, 60_000);
    store.set("a", page(10_000));
    const once = store.usedBytes;
    store.set("a", page(10_000));
    expect(store.usedBytes).toBe(once);
  });

  it("removes exactly the pages tagged with what changed", () => {
    const store = new PageStore(1_000_000, 60_000);
    store.set("product 1", page(100, ["product:1", "product:2"]));
    store.set("product 3", page(100, ["product:3"]));
    store.set("listing", page(100, ["catalogue"]));
    expect(store.deleteTagged(["product:2"])).toBe(1);
    expect(store.get("product 1", 0)).toBeUndefined();
    expect(store.get("product 3", 0)).toBeDefined();
    expect(store.get("listing", 0)).toBeDefined();
    store.clear();
    expect(store.size).toBe(0);
    expect(store.usedBytes).toBe(0);
  });

  it("does not serve a page older than its age limit", () => {
    const store = new PageStore(1_000_000, 60_000);
    store.set("a", page(100, [], 1_000));
    expect(store.get("a", 61_000)).toBeDefined();
    expect(store.get("a", 61_001)).toBeUndefined();
    expect(store.size).toBe(0);
  });
});
