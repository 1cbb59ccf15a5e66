import { expect, it } from "vitest";
import type { Db } from "../db/connect.ts";
import { followContentGeneration } from "./content-generation.ts";
import { cachedPerDb } from "./db-cache.ts";

it("keeps an answer per database and key for its time, and forgets failures", async () => {
  let calls = 0;
  let fail = false;
  const cached = cachedPerDb(1000, async (_db, key) => {
    calls++;
    if (fail) throw new Error("down");
    return `${key}:${calls}`;
  });
  const a = {} as Db;
  const b = {} as Db;
  expect(await cached(a, "en", 0)).toBe("en:1");
  expect(await cached(a, "en", 999)).toBe("en:1");
  expect(await cached(a, "tr", 999)).toBe("tr:2");
  expect(await cached(b, "en", 999)).toBe("en:3");
  fail = true;
  await expect(cached(a, "en", 1000)).rejects.toThrow("down");
  fail = false;
  expect(await cached(a, "en", 1001)).toBe("en:5");
});

it("with maxEntries, drops the least recently used key to make room", async () => {
  const loads: string[] = [];
  const cached = cachedPerDb(
    1000,
    async (_db, key) => {
      loads.push(key);
      return key;
    },
    { maxEntries: 2 },
  );
  const db = {} as Db;
  await cached(db, "a", 0);
  await cached(db, "b", 0);
  await cached(db, "a", 1); // "a" is now the most recently used
  await cached(db, "c", 2); // room is made by dropping "b"
  await cached(db, "a", 3);
  await cached(db, "c", 3);
  expect(loads).toEqual(["a", "b", "c"]);
  await cached(db, "b", 4);
  expect(loads).toEqual(["a", "b", "c", "b"]);
});

it("drops an answer made before the index applied a batch of changes, whatever its time", async () => {
  let calls = 0;
  const cached = cachedPerDb(60_000, async () => ++calls);
  const db = {} as Db;
  const other = {} as Db;
  const listeners: ((rows: readonly { entity: string }[]) => void)[] = [];
  followContentGeneration(db, { subscribe: (listener) => listeners.push(listener) });
  const applied = (rows: { entity: string; entity_id: number }[]) => {
    for (const listener of listeners) listener(rows);
  };
  expect(await cached(db, "", 0)).toBe(1);
  expect(await cached(other, "", 0)).toBe(2);
  // A read of the feed that found nothing changes nothing.
  applied([]);
  expect(await cached(db, "", 1)).toBe(1);
  applied([{ entity: "product", entity_id: 7 }]);
  expect(await cached(db, "", 2)).toBe(3);
  expect(await cached(db, "", 3)).toBe(3);
  // Another database's answers are its own.
  expect(await cached(other, "", 3)).toBe(2);
});

it("with changesWith, drops an answer only for changes of those kinds, or of everything", async () => {
  const db = {} as Db;
  const listeners: ((rows: readonly { entity: string }[]) => void)[] = [];
  followContentGeneration(db, { subscribe: (listener) => listeners.push(listener) });
  const applied = (...entities: string[]) => {
    for (const listener of listeners) listener(entities.map((entity, id) => ({ entity, entity_id: id })));
  };
  let companyLoads = 0;
  let treeLoads = 0;
  const supplierCard = cachedPerDb(60_000, async () => ++companyLoads, { changesWith: ["company"] });
  const categoryTree = cachedPerDb(60_000, async () => ++treeLoads, { changesWith: [] });
  expect([await supplierCard(db, "", 0), await categoryTree(db, "", 0)]).toEqual([1, 1]);
  // Product saves change neither a supplier's card nor the category tree.
  applied("product", "product");
  expect([await supplierCard(db, "", 1), await categoryTree(db, "", 1)]).toEqual([1, 1]);
  // A batch holding a company change drops the card, whatever else it holds.
  applied("product", "company");
  expect([await supplierCard(db, "", 2), await categoryTree(db, "", 2)]).toEqual([2, 1]);
  // Everything changed (a rebuild): every answer goes.
  applied("all");
  expect([await supplierCard(db, "", 3), await categoryTree(db, "", 3)]).toEqual([3, 2]);
  // The time still counts.
  expect(await categoryTree(db, "", 60_003)).toBe(3);
});
