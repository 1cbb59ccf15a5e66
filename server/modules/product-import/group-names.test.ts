import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { variationGroupNames } from "./group-names.ts";

describeEachDatabase("variation group names for the import page", (deps) => {
  it("names each group in the member's language, else English, else by its code", async () => {
    const d = deps();
    await d.db.insertInto("categories").values({ code: "900", parent_code: null, level: 1 }).execute();
    await d.db
      .insertInto("variation_groups")
      .values([
        { code: "g1", category_code: "900" },
        { code: "g2", category_code: "900" },
        { code: "g3", category_code: "900" },
      ])
      .execute();
    await d.db
      .insertInto("variation_group_names")
      .values([
        { group_code: "g1", lang: "en", name: "Material" },
        { group_code: "g1", lang: "tr", name: "Malzeme" },
        { group_code: "g2", lang: "en", name: "Colour" },
      ])
      .execute();
    expect(await variationGroupNames(d.db, "tr")).toMatchObject({ g1: "Malzeme", g2: "Colour", g3: "g3" });
  });
});
