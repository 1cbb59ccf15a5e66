import { expect, it } from "vitest";
import { COMPANY_CATEGORIES_MAX } from "#core/rules/category-choice.ts";
import { AppError } from "#server/lib/errors.ts";
import { listSupplierRfqs } from "#server/modules/rfqs/index.ts";
import { describeEachDatabaseShared, type RfqWorld, rfqWorld, START } from "#tests/setup/rfq-fixtures.ts";
import type { TestDeps } from "#tests/setup/test-db.ts";
import {
  COMPANY_CATEGORY_ERRORS,
  readCompanyCategories,
  saveCompanyCategories,
  suggestCompanyCategories,
} from "./index.ts";

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const stored = async (d: TestDeps, companyId: number) =>
  (
    await d.db
      .selectFrom("company_categories")
      .select("category_code")
      .where("company_id", "=", companyId)
      .orderBy("category_code")
      .execute()
  ).map((r) => r.category_code);

const audits = (d: TestDeps, companyId: number) =>
  d.db
    .selectFrom("audit_log")
    .select(["action", "user_id", "details"])
    .where("entity", "=", "company")
    .where("entity_id", "=", String(companyId))
    .where("action", "=", "company.edit_categories")
    .execute();

/** `count` more subcategories of the world's root (codes root300, root301, …). */
async function moreCategories(d: TestDeps, w: RfqWorld, count: number) {
  const codes = Array.from({ length: count }, (_, i) => `${w.codes.root}${300 + i}`);
  for (const code of codes)
    await d.db
      .insertInto("categories")
      .values({ code, parent_code: w.codes.root, level: 2, icon: null, header_image_url: null })
      .execute();
  return codes;
}

async function product(d: TestDeps, companyId: number, categoryCode: string, published: boolean) {
  await d.db
    .insertInto("products")
    .values({
      company_id: companyId,
      category_code: categoryCode,
      place_of_origin: "TR",
      is_published: published,
      status: published ? "published" : "draft",
    })
    .execute();
}

describeEachDatabaseShared("a company's categories", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set(START);
    return { d, w: await rfqWorld(d) };
  };

  it("shows every member the tree in their language with the company's choice; others learn nothing", async () => {
    const { d, w } = await setup();
    const view = await readCompanyCategories(d, w.members.viewer, w.companyId, "fr");
    const root = view.tree.find((node) => node.code === w.codes.root);
    expect(root?.name).toBe("Marchandises");
    expect(root?.children.map((c) => [c.code, c.name])).toEqual([
      [w.codes.home, "Textiles de maison"],
      [w.codes.pumps, "Pompes"],
    ]);
    expect(root?.children[0]?.children.map((c) => c.name)).toEqual(["Serviettes", "Literie"]);
    expect(view.chosen).toEqual([w.codes.home]);
    expect(view.editable).toBe(true);

    expect((await refusal(readCompanyCategories(d, w.pumpsOwner, w.companyId, "en"))).code).toBe("not_found");
    expect((await refusal(readCompanyCategories(d, w.operator, w.companyId, "en"))).code).toBe("not_found");
  });

  it("stores the choice with a parent standing for its children, stamps the company and audits the change", async () => {
    const { d, w } = await setup();
    d.clock.set(START + 60_000);
    const saved = await saveCompanyCategories(d, w.members.admin, w.companyId, [
      w.codes.towels,
      w.codes.pumps,
      w.codes.home,
      w.codes.pumps,
      "",
    ]);
    expect(saved).toEqual([w.codes.home, w.codes.pumps]);
    expect(await stored(d, w.companyId)).toEqual([w.codes.home, w.codes.pumps]);
    const company = await d.db
      .selectFrom("companies")
      .select("updated_at")
      .where("id", "=", w.companyId)
      .executeTakeFirstOrThrow();
    expect(new Date(company.updated_at).getTime()).toBe(START + 60_000);
    const [entry] = await audits(d, w.companyId);
    expect(entry?.user_id).toBe(w.members.admin.id);
    expect(JSON.parse(String(entry?.details))).toEqual({
      before: [w.codes.home],
      after: [w.codes.home, w.codes.pumps],
    });

    // The root takes in everything under it; none at all is allowed too.
    expect(
      await saveCompanyCategories(d, w.members.owner, w.companyId, [w.codes.bedding, w.codes.root]),
    ).toEqual([w.codes.root]);
    expect(await saveCompanyCategories(d, w.members.owner, w.companyId, [])).toEqual([]);
    expect(await stored(d, w.companyId)).toEqual([]);
    expect(await audits(d, w.companyId)).toHaveLength(3);
  });

  it("refuses a save made on a page read before a teammate's save, changing nothing", async () => {
    const { d, w } = await setup();
    // Two members open the page on the stored choice (home textiles); the admin saves first.
    const read = (await readCompanyCategories(d, w.members.owner, w.companyId, "en")).chosen.join(" ");
    expect(
      await saveCompanyCategories(d, w.members.admin, w.companyId, [w.codes.pumps], { shown: read }),
    ).toEqual([w.codes.pumps]);
    const late = await refusal(
      saveCompanyCategories(d, w.members.owner, w.companyId, [w.codes.root], { shown: read }),
    );
    expect(late.code).toBe("conflict");
    expect(late.message).toBe(COMPANY_CATEGORY_ERRORS.changedMeanwhile);
    expect(await stored(d, w.companyId)).toEqual([w.codes.pumps]);
    expect(await audits(d, w.companyId)).toHaveLength(1);

    // Read again, the owner's save goes through; a child shown under its chosen parent, and the
    // order the codes came in, do not count as a change.
    const again = (await readCompanyCategories(d, w.members.owner, w.companyId, "en")).chosen;
    expect(
      await saveCompanyCategories(d, w.members.owner, w.companyId, [w.codes.root], {
        shown: ` ${again.join(" ")} `,
      }),
    ).toEqual([w.codes.root]);
    expect(
      await saveCompanyCategories(d, w.members.owner, w.companyId, [w.codes.home], {
        shown: `${w.codes.towels}  ${w.codes.root}`,
      }),
    ).toEqual([w.codes.home]);
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);
  });

  it("refuses members whose role may not edit the profile, and people of other companies, changing nothing", async () => {
    const { d, w } = await setup();
    for (const role of ["sales", "viewer", "catalog_editor", "finance"] as const) {
      const error = await refusal(saveCompanyCategories(d, w.members[role], w.companyId, [w.codes.pumps]));
      expect(error.code, role).toBe("not_allowed");
      expect((await refusal(suggestCompanyCategories(d, w.members[role], w.companyId, []))).code).toBe(
        "not_allowed",
      );
    }
    for (const stranger of [w.pumpsOwner, w.operator, w.buyer])
      expect((await refusal(saveCompanyCategories(d, stranger, w.companyId, [w.codes.pumps]))).code).toBe(
        "not_found",
      );
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);
    expect(await audits(d, w.companyId)).toEqual([]);
  });

  it("refuses an unknown category with the field's message and changes nothing", async () => {
    const { d, w } = await setup();
    const unknown = [
      [w.codes.pumps, `${w.codes.root}999`],
      [w.codes.pumps, "'; drop table companies; --"],
      [`${w.codes.towels}100`],
      [w.codes.pumps, "ab"],
      [w.codes.pumps, 7],
      [{ code: w.codes.pumps }],
      `${w.codes.root}\u0000`,
    ];
    for (const input of unknown) {
      const error = await refusal(saveCompanyCategories(d, w.members.owner, w.companyId, input));
      expect(error.code, String(input)).toBe("invalid_data");
      expect(error.fields).toEqual({ categories: COMPANY_CATEGORY_ERRORS.unknown });
    }
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);
    expect(await audits(d, w.companyId)).toEqual([]);
  });

  it(`takes at most ${COMPANY_CATEGORIES_MAX} categories, counted once a parent has taken in its children`, async () => {
    const { d, w } = await setup();
    const codes = await moreCategories(d, w, COMPANY_CATEGORIES_MAX + 1);
    const error = await refusal(saveCompanyCategories(d, w.members.owner, w.companyId, codes));
    expect(error.code).toBe("invalid_data");
    expect(error.fields).toEqual({ categories: COMPANY_CATEGORY_ERRORS.tooMany });
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);

    const most = codes.slice(0, COMPANY_CATEGORIES_MAX);
    expect(await saveCompanyCategories(d, w.members.owner, w.companyId, most)).toHaveLength(
      COMPANY_CATEGORIES_MAX,
    );
    // Their root among them: one category, the root.
    expect(await saveCompanyCategories(d, w.members.owner, w.companyId, [...codes, w.codes.root])).toEqual([
      w.codes.root,
    ]);
  });

  it("lets the team change the categories only while the company may be edited", async () => {
    const { d, w } = await setup();
    expect(await saveCompanyCategories(d, w.draftOwner, w.draftCompanyId, [w.codes.pumps])).toEqual([
      w.codes.pumps,
    ]);
    for (const status of ["pending_review", "suspended", "closed"] as const) {
      await d.db.updateTable("companies").set({ status }).where("id", "=", w.companyId).execute();
      const error = await refusal(saveCompanyCategories(d, w.members.owner, w.companyId, [w.codes.pumps]));
      expect(error).toMatchObject({ code: "conflict", messageKey: "errors.companyProfile.notEditable" });
      expect((await refusal(suggestCompanyCategories(d, w.members.owner, w.companyId, []))).code).toBe(
        "conflict",
      );
      expect((await readCompanyCategories(d, w.members.owner, w.companyId, "en")).editable).toBe(false);
    }
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);
    expect(await audits(d, w.companyId)).toEqual([]);
  });

  it("suggests the second level of the company's published products without storing anything", async () => {
    const { d, w } = await setup();
    const [valves] = await moreCategories(d, w, 1);
    await product(d, w.companyId, w.codes.towels, true);
    await product(d, w.companyId, w.codes.bedding, true);
    await product(d, w.companyId, w.codes.pumps, true);
    await product(d, w.companyId, valves!, false);
    await product(d, w.pumpsCompanyId, valves!, true);

    expect(await suggestCompanyCategories(d, w.members.admin, w.companyId, [])).toEqual({
      chosen: [w.codes.home, w.codes.pumps],
      added: [w.codes.home, w.codes.pumps],
    });
    // What is ticked already is kept; what it covers is not added again.
    expect(
      await suggestCompanyCategories(d, w.members.admin, w.companyId, [w.codes.towels, valves!]),
    ).toEqual({
      chosen: [w.codes.home, w.codes.pumps, valves],
      added: [w.codes.home, w.codes.pumps],
    });
    expect(await suggestCompanyCategories(d, w.members.admin, w.companyId, [w.codes.root])).toEqual({
      chosen: [w.codes.root],
      added: [],
    });
    expect(
      (await refusal(suggestCompanyCategories(d, w.members.admin, w.companyId, [`${w.codes.root}999`])))
        .fields,
    ).toEqual({ categories: COMPANY_CATEGORY_ERRORS.unknown });
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);
    expect(await audits(d, w.companyId)).toEqual([]);
  });

  it("brings the company the requests for quotation under the categories it chose", async () => {
    const { d, w } = await setup();
    const towels = await w.post({ title: "Bath towels" });
    const pumps = await w.post({ title: "Water pumps", categoryCode: w.codes.pumps });
    const seen = async () =>
      (await listSupplierRfqs(d, w.members.viewer, w.companyId, {}, "en")).items.map((i) => i.id);

    await saveCompanyCategories(d, w.members.owner, w.companyId, []);
    expect(await seen()).toEqual([]);
    await saveCompanyCategories(d, w.members.owner, w.companyId, [w.codes.pumps]);
    expect(await seen()).toEqual([pumps]);
    // The root, two levels above the towels' leaf, brings both.
    await saveCompanyCategories(d, w.members.owner, w.companyId, [w.codes.root]);
    expect((await seen()).sort()).toEqual([towels, pumps].sort());
  });
});
