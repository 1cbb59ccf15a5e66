import { describe, expect, it } from "vitest";
import { FeedCursor } from "./feed-cursor.ts";

describe("a feed's cursor", () => {
  it("reads a passed-over id again until it comes, and gives it once", () => {
    const cursor = new FeedCursor(30_000);
    cursor.startAt(10, [7, 8, 10], 5, 0);
    expect(cursor.lookFor(0)).toEqual([6, 9]);
    cursor.take([{ id: 12 }], 0);
    expect(cursor.position).toBe(12);
    expect(cursor.lookFor(0)).toEqual([6, 9, 11]);
    expect(cursor.take([{ id: 9 }, { id: 13 }], 0)).toEqual([{ id: 9 }, { id: 13 }]);
    expect(cursor.lookFor(0)).toEqual([6, 11]);
    expect(cursor.take([{ id: 9 }], 0)).toEqual([]);
    // A rolled-back transaction's id never comes: it is given up after the patience.
    expect(cursor.lookFor(30_001)).toEqual([]);
  });
});
