import { describe, expect, it } from "vitest";
import type { Db } from "#server/db/connect.ts";
import { keptPerDb } from "./kept-tables.ts";

const db = {} as Db;
const settled = () => new Promise((r) => setTimeout(r, 0));

describe("tables kept per database", () => {
  it("waits for the first build, then answers from the old table while one new build runs", async () => {
    let builds = 0;
    const failNext = { value: false };
    const kept = keptPerDb(1000, async (_db, key) => {
      builds++;
      if (failNext.value) throw new Error("database gone");
      return `${key}#${builds}`;
    });
    expect(await kept(db, "en", 0)).toBe("en#1");
    expect(await kept(db, "en", 999)).toBe("en#1");
    // Expired: the old table answers, one rebuild starts however many ask meanwhile.
    const asked = [kept(db, "en", 1000), kept(db, "en", 1001)];
    expect(await Promise.all(asked)).toEqual(["en#1", "en#1"]);
    await settled();
    expect(builds).toBe(2);
    expect(await kept(db, "en", 1002)).toBe("en#2");
    expect(await kept(db, "tr", 0)).toBe("tr#3");
    // A failed rebuild keeps the table it would have replaced, and is tried again later.
    failNext.value = true;
    expect(await kept(db, "tr", Date.now() + 5000)).toBe("tr#3");
    await settled();
    expect(await kept(db, "tr", Date.now() + 5000)).toBe("tr#3");
    await settled();
    expect(builds).toBe(5);
    failNext.value = false;
    expect(await kept(db, "tr", Date.now() + 5000)).toBe("tr#3");
    await settled();
    expect(await kept(db, "tr", Date.now() + 5000)).toBe("tr#6");
  });

  it("forgets a failed first build, so the next call builds again", async () => {
    let builds = 0;
    const kept = keptPerDb(1000, async () => {
      builds++;
      if (builds === 1) throw new Error("not yet");
      return builds;
    });
    await expect(kept(db, "en", 0)).rejects.toThrow("not yet");
    await settled();
    expect(await kept(db, "en", 1)).toBe(2);
  });
});
