import { expect, it } from "vitest";
import type { Db } from "../db/connect.ts";
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
