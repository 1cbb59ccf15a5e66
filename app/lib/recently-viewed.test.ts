import { describe, expect, it } from "vitest";
import {
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  readRecentlyViewed,
  rememberViewed,
} from "./recently-viewed.ts";

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[RECENTLY_VIEWED_KEY, initial]]);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe("recently viewed products (local storage)", () => {
  it("puts the latest view first without duplicates and keeps at most the maximum", () => {
    const storage = memoryStorage();
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 3; id++)
      rememberViewed(storage, { id, name: `P${id}`, img: null });
    rememberViewed(storage, { id: 10, name: "P10", img: "/media/x.jpg" });
    const entries = readRecentlyViewed(storage);
    expect(entries).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(entries[0]).toEqual({ id: 10, name: "P10", img: "/media/x.jpg" });
    expect(entries.filter((e) => e.id === 10)).toHaveLength(1);
    expect(entries[1]!.id).toBe(RECENTLY_VIEWED_MAX + 3);
  });

  it("ignores malformed storage instead of failing", () => {
    expect(readRecentlyViewed(memoryStorage("{not json"))).toEqual([]);
    expect(readRecentlyViewed(memoryStorage('{"id":1}'))).toEqual([]);
    expect(
      readRecentlyViewed(
        memoryStorage('[{"id":"1","name":"x","img":null},{"id":2,"name":"ok","img":null},null]'),
      ),
    ).toEqual([{ id: 2, name: "ok", img: null }]);
  });
});
