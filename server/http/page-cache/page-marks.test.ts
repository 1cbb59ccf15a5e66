import { describe, expect, it } from "vitest";
import { PageMarks } from "./page-marks.ts";
import { PageStore, type StoredPage } from "./page-store.ts";

const page = (tags: string[]): StoredPage => ({
  headers: {},
  body: Buffer.alloc(10),
  etag: '"e"',
  tags,
  route: "/",
  renderedAt: 0,
});

function setUp() {
  const store = new PageStore(1_000_000, 1_000_000);
  store.set("product 7", page(["product:7", "product:8"]));
  store.set("product 9", page(["product:9"]));
  store.set("listing", page(["catalogue"]));
  return { store, marks: new PageMarks(store, 750) };
}

describe("the page cache's change marks", () => {
  it("drops the pages of a changed product and every listing, and no other product page", () => {
    const { store, marks } = setUp();
    marks.applied([{ entity: "product", entity_id: 8 }], 0, true);
    expect(store.get("product 7", 0)).toBeUndefined();
    expect(store.get("listing", 0)).toBeUndefined();
    expect(store.get("product 9", 0)).toBeDefined();
  });

  it.each(["company", "merchandising", "seo", "synonyms", "all"])(
    "drops every page on a %s row",
    (entity) => {
      const { store, marks } = setUp();
      marks.applied([{ entity, entity_id: 1 }], 0, true);
      expect(store.size).toBe(0);
    },
  );

  it("is confirmed only while its last read that reached the feed's end is recent", () => {
    const { marks } = setUp();
    expect(marks.confirmed(0)).toBe(false);
    marks.applied([], 1_000, false);
    expect(marks.confirmed(1_000)).toBe(false);
    marks.applied([], 1_000, true);
    expect(marks.confirmed(1_750)).toBe(true);
    expect(marks.confirmed(1_751)).toBe(false);
  });

  it("refuses a page whose render overlapped a change of what it shows", () => {
    const { marks } = setUp();
    const began = marks.seq;
    expect(marks.unchangedSince(began, ["product:1"])).toBe(true);
    marks.applied([{ entity: "product", entity_id: 2 }], 0, true);
    expect(marks.unchangedSince(began, ["product:1"])).toBe(true);
    expect(marks.unchangedSince(began, ["product:2"])).toBe(false);
    expect(marks.unchangedSince(began, ["catalogue"])).toBe(false);
    marks.applied([{ entity: "company", entity_id: 2 }], 0, true);
    expect(marks.unchangedSince(began, ["product:1"])).toBe(false);
  });

  it("refuses a page whose render began before the batches it still remembers", () => {
    const { marks } = setUp();
    const began = marks.seq;
    for (let i = 0; i < 100; i++) marks.applied([{ entity: "product", entity_id: 1000 + i }], 0, true);
    expect(marks.unchangedSince(began, ["product:1"])).toBe(false);
  });
});
