import { describe, expect, it } from "vitest";
import { createPostgresTestDatabase } from "#tests/setup/postgres-test-database.ts";
import { oneServerAtATime } from "./startup-lock.ts";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the start-up's turn on PostgreSQL", () => {
  it("lets servers starting together do their start-up writes one after the other", async () => {
    const database = await createPostgresTestDatabase(url!);
    try {
      const steps: string[] = [];
      const start = (name: string) =>
        oneServerAtATime(database.url, async () => {
          steps.push(`${name} begins`);
          await new Promise((resolve) => setTimeout(resolve, 100));
          steps.push(`${name} ends`);
          return name;
        });
      expect(await Promise.all([start("a"), start("b")])).toEqual(["a", "b"]);
      // Whichever went first, the other began only after it ended.
      expect([steps[0]?.split(" ")[1], steps[1]?.split(" ")[1]]).toEqual(["begins", "ends"]);
      expect(steps[0]?.split(" ")[0]).toBe(steps[1]?.split(" ")[0]);
    } finally {
      await database.drop();
    }
  });
});
