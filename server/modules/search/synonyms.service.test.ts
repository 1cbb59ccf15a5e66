import { expect, it } from "vitest";
import type { Role } from "#server/db/schema/account-tables.ts";
import { AppError } from "#server/lib/errors.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { type Actor, insertUser } from "../accounts/index.ts";
import { listAuditLog } from "../audit/index.ts";
import {
  createSynonymGroup,
  deleteSynonymGroup,
  getSynonymGroup,
  listSynonymGroups,
  loadSynonymGroups,
  SynonymTermTaken,
  updateSynonymGroup,
} from "./synonyms.service.ts";

async function person(d: TestDeps, role: Role, firstName = "Ada"): Promise<Actor> {
  const id = await insertUser(
    d.db,
    {
      email: `${role}-${firstName}@example.com`,
      passwordHash: "x",
      firstName,
      lastName: "Admin",
      confirmed: true,
    },
    role === "buyer" ? ["buyer"] : [role, "buyer"],
  );
  return { id, roles: role === "buyer" ? ["buyer"] : [role, "buyer"] };
}

/** The refusal a call ended with (its code, message and fields), or a failure when it succeeded. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return error;
    },
  );

const feed = (d: TestDeps) =>
  d.db.selectFrom("search_changes").select(["entity", "entity_id"]).orderBy("id").execute();
const groupCount = async (d: TestDeps) =>
  (await d.db.selectFrom("search_synonyms").select("id").execute()).length;

describeEachDatabase("search synonyms", (deps) => {
  it("start with a consistent set in several languages, which the engine's loader reads", async () => {
    const d = deps();
    const groups = await loadSynonymGroups(d.db);
    expect(groups.length).toBeGreaterThanOrEqual(10);
    expect(groups.length).toBeLessThanOrEqual(20);
    expect(groups).toContainEqual({ lang: "en", terms: ["t-shirt", "tshirt", "tee shirt", "tee"] });
    expect(groups).toContainEqual({ lang: "tr", terms: ["tişört", "t-shirt", "tshirt"] });
    expect(groups.some((g) => g.lang === null)).toBe(true);
    expect(new Set(groups.map((g) => g.lang)).size).toBeGreaterThanOrEqual(8);
    // Each starter group passes the rules an operator's group must pass: saved again unchanged,
    // it is accepted (no term too long, duplicated, or in another group of its language).
    const admin = await person(d, "admin");
    const { items } = await listSynonymGroups(d.db, admin, { page: 1, size: 100 });
    for (const group of items)
      await updateSynonymGroup(d, admin, group.id, group.version, {
        lang: group.lang,
        terms: group.terms,
      });
  });

  it("an admin creates a group: it is listed, audited and announced to every engine", async () => {
    const d = deps();
    const admin = await person(d, "admin", "Grace");
    d.clock.set(Date.parse("2026-03-04T05:06:07.000Z"));
    const created = await createSynonymGroup(d, admin, { lang: "it", terms: [" divano ", "sofà", "  "] });
    expect(created).toMatchObject({ lang: "it", terms: ["divano", "sofà"], version: 1 });
    // Dated by the site's clock, as every other change.
    expect(new Date(created.createdAt).toISOString()).toBe("2026-03-04T05:06:07.000Z");
    expect(new Date(created.updatedAt).toISOString()).toBe("2026-03-04T05:06:07.000Z");
    expect(created.createdByName).toBe("Grace Admin");
    expect(created.updatedByName).toBe("Grace Admin");
    expect(await feed(d)).toEqual([{ entity: "synonyms", entity_id: created.id }]);
    expect(await loadSynonymGroups(d.db)).toContainEqual({ lang: "it", terms: ["divano", "sofà"] });
    const audit = await listAuditLog(d.db, { page: 1, size: 10, action: "synonyms." });
    expect(audit.items[0]).toMatchObject({
      userId: admin.id,
      action: "synonyms.create",
      entity: "search_synonym",
      entityId: String(created.id),
      details: { language: "it", terms: ["divano", "sofà"] },
    });
  });

  it("refuses a group that breaks a rule, with the field's message, and changes nothing", async () => {
    const d = deps();
    const admin = await person(d, "admin");
    const before = await groupCount(d);
    const cases: [unknown, string][] = [
      [{ lang: "en", terms: ["alone"] }, "console.synonyms.errors.tooFew"],
      [
        { lang: "en", terms: Array.from({ length: 13 }, (_, i) => `word${i}`) },
        "console.synonyms.errors.tooMany",
      ],
      [{ lang: "en", terms: ["short", "x".repeat(61)] }, "console.synonyms.errors.termTooLong"],
      [{ lang: "en", terms: ["pipe", "--"] }, "console.synonyms.errors.termNoWord"],
      // The same word once folded as the index folds it: case, accents, the Turkish dotted İ.
      [{ lang: "tr", terms: ["Kazak", "KAZAK"] }, "console.synonyms.errors.duplicate"],
      [{ lang: "tr", terms: ["İplik", "iplik"] }, "console.synonyms.errors.duplicate"],
      [{ lang: "fr", terms: ["café", "cafe"] }, "console.synonyms.errors.duplicate"],
      [{ lang: "xx", terms: ["a1", "b1"] }, "console.synonyms.errors.language"],
      [{ lang: "en", terms: "tee,tshirt" }, "console.synonyms.errors.terms"],
    ];
    for (const [input, message] of cases) {
      const error = await refusal(createSynonymGroup(d, admin, input));
      expect(error.code, message).toBe("invalid_data");
      expect(Object.values(error.fields ?? {}), JSON.stringify(input)).toEqual([message]);
    }
    // Sixty characters is allowed, counted as characters (not bytes or UTF-16 units).
    await createSynonymGroup(d, admin, { lang: "zh", terms: ["𠀀".repeat(60), "乙"] });
    expect(await groupCount(d)).toBe(before + 1);
    expect(await feed(d)).toHaveLength(1);
  });

  it("keeps a term in one group per language; a group for every language meets them all", async () => {
    const d = deps();
    const admin = await person(d, "admin");
    const taken = await refusal(createSynonymGroup(d, admin, { lang: "en", terms: ["jersey", "T-Shirt"] }));
    expect(taken).toBeInstanceOf(SynonymTermTaken);
    expect(taken.fields).toEqual({ terms: "console.synonyms.errors.takenField" });
    expect((taken as SynonymTermTaken).values).toEqual({
      term: "T-Shirt",
      group: "t-shirt, tshirt, tee shirt, tee",
    });
    // Another language may hold the same word in a group of its own.
    await createSynonymGroup(d, admin, { lang: "it", terms: ["t-shirt", "maglietta"] });
    // A group for every language meets every language's groups, and the other way round.
    expect(await refusal(createSynonymGroup(d, admin, { lang: null, terms: ["tee", "top"] }))).toBeInstanceOf(
      SynonymTermTaken,
    );
    expect(
      await refusal(createSynonymGroup(d, admin, { lang: "fa", terms: ["type-c", "تایپ سی"] })),
    ).toBeInstanceOf(SynonymTermTaken);
  });

  it("saves an edit made on the current version only; a stale one is refused and changes nothing", async () => {
    const d = deps();
    const admin = await person(d, "admin");
    const other = await person(d, "admin", "Linus");
    const group = await createSynonymGroup(d, admin, {
      lang: "en",
      terms: ["hoodie", "hooded sweatshirt"],
    });
    // Saving a group with its own terms is no clash with itself.
    const first = await updateSynonymGroup(d, other, group.id, 1, {
      lang: "en",
      terms: ["hoodie", "hooded sweatshirt", "hoody"],
    });
    expect(first).toMatchObject({ version: 2, updatedByName: "Linus Admin", createdByName: "Ada Admin" });
    const stale = await refusal(
      updateSynonymGroup(d, admin, group.id, 1, { lang: "en", terms: ["a1", "b1"] }),
    );
    expect(stale).toMatchObject({ code: "conflict", messageKey: "console.synonyms.errors.changedMeanwhile" });
    expect((await getSynonymGroup(d.db, admin, group.id)).terms).toEqual([
      "hoodie",
      "hooded sweatshirt",
      "hoody",
    ]);
    const gone = await refusal(updateSynonymGroup(d, admin, 999_999, 1, { lang: "en", terms: ["a1", "b1"] }));
    expect(gone).toMatchObject({ code: "not_found", messageKey: "console.synonyms.errors.gone" });
    expect((await feed(d)).map((row) => row.entity_id)).toEqual([group.id, group.id]);
  });

  it("of two edits of one version at once, exactly one is saved", async () => {
    const d = deps();
    const admin = await person(d, "admin");
    const group = await createSynonymGroup(d, admin, { lang: "de", terms: ["Kühlschrank", "Kühlgerät"] });
    const results = await Promise.allSettled(
      ["Eisschrank", "Kühlbox"].map((word) =>
        updateSynonymGroup(d, admin, group.id, 1, { lang: "de", terms: ["Kühlschrank", word] }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "conflict" });
    expect((await getSynonymGroup(d.db, admin, group.id)).version).toBe(2);
  });

  it("of two new groups with the same word at once, one is refused", async () => {
    const d = deps();
    const admin = await person(d, "admin");
    const results = await Promise.allSettled(
      [
        ["lamp", "lantern"],
        ["lamp", "light"],
      ].map((terms) => createSynonymGroup(d, admin, { lang: "en", terms })),
    );
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toBeInstanceOf(
      SynonymTermTaken,
    );
  });

  it("deletes the version the operator saw, not one changed since; announced and audited", async () => {
    const d = deps();
    const admin = await person(d, "admin");
    const group = await createSynonymGroup(d, admin, { lang: "es", terms: ["nevera", "frigorífico"] });
    await updateSynonymGroup(d, admin, group.id, 1, {
      lang: "es",
      terms: ["nevera", "frigorífico", "heladera"],
    });
    const stale = await refusal(deleteSynonymGroup(d.db, admin, group.id, 1));
    expect(stale).toMatchObject({
      code: "conflict",
      messageKey: "console.synonyms.errors.changedBeforeDelete",
    });
    await deleteSynonymGroup(d.db, admin, group.id, 2);
    expect((await refusal(getSynonymGroup(d.db, admin, group.id))).code).toBe("not_found");
    expect((await refusal(deleteSynonymGroup(d.db, admin, group.id, 2))).code).toBe("not_found");
    expect((await feed(d)).map((row) => row.entity)).toEqual(["synonyms", "synonyms", "synonyms"]);
    const audit = await listAuditLog(d.db, { page: 1, size: 10, action: "synonyms." });
    expect(audit.items[0]).toMatchObject({
      action: "synonyms.delete",
      details: { language: "es", terms: ["nevera", "frigorífico", "heladera"] },
    });
  });

  it("lists by language (or the groups for every language) and by a folded part of a term", async () => {
    const d = deps();
    const admin = await person(d, "admin");
    const all = await listSynonymGroups(d.db, admin, { page: 1, size: 100 });
    const tr = await listSynonymGroups(d.db, admin, { lang: "tr", page: 1, size: 100 });
    expect(tr.items.every((g) => g.lang === "tr")).toBe(true);
    expect(tr.total).toBeGreaterThan(0);
    const every = await listSynonymGroups(d.db, admin, { lang: "every", page: 1, size: 100 });
    expect(every.items.map((g) => g.lang)).toEqual(every.items.map(() => null));
    const found = await listSynonymGroups(d.db, admin, { text: "TISORT", page: 1, size: 100 });
    expect(found.items.map((g) => g.terms[0])).toEqual(["tişört"]);
    const paged = await listSynonymGroups(d.db, admin, { page: 99, size: 5 });
    expect(paged).toMatchObject({ total: all.total, page: Math.ceil(all.total / 5) });
  });

  it("refuses every operation to anyone but an admin, and writes nothing", async () => {
    const d = deps();
    const admin = await person(d, "admin");
    const group = await createSynonymGroup(d, admin, { lang: "en", terms: ["bulb", "light bulb"] });
    const before = await feed(d);
    for (const role of ["buyer", "supplier", "moderator"] as const) {
      const who = await person(d, role);
      const calls = [
        listSynonymGroups(d.db, who, { page: 1, size: 10 }),
        getSynonymGroup(d.db, who, group.id),
        createSynonymGroup(d, who, { lang: "en", terms: ["cup", "mug"] }),
        updateSynonymGroup(d, who, group.id, 1, { lang: "en", terms: ["cup", "mug"] }),
        deleteSynonymGroup(d.db, who, group.id, 1),
      ];
      for (const call of calls) expect((await refusal(call)).code, role).toBe("not_allowed");
    }
    expect(await feed(d)).toEqual(before);
    expect((await getSynonymGroup(d.db, admin, group.id)).terms).toEqual(["bulb", "light bulb"]);
  });

  it("outlive emptying the demo data, forgetting the accounts that edited them", async () => {
    const d = deps();
    const { resetDatabase } = await import("#server/db/reset.ts");
    const admin = await person(d, "admin");
    const group = await createSynonymGroup(d, admin, { lang: "en", terms: ["pallet", "skid"] });
    await resetDatabase(d.db, d.dialect);
    const kept = await d.db
      .selectFrom("search_synonyms")
      .selectAll()
      .where("id", "=", group.id)
      .executeTakeFirst();
    expect(kept).toMatchObject({ created_by: null, updated_by: null, version: 1 });
    // The next group takes a new id, not one still in use.
    const next = await createSynonymGroup(d, await person(d, "admin"), {
      lang: "en",
      terms: ["crate", "box"],
    });
    expect(next.id).toBeGreaterThan(group.id);
  });
});
