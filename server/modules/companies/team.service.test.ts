import { expect, it } from "vitest";
import type { Db } from "#server/db/connect.ts";
import type { Role } from "#server/db/schema/account-tables.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { can, changeMemberRole, removeMember, requireCan } from "./team.service.ts";
import type { TeamRole } from "./team-permissions.ts";

let serial = 0;
async function user(db: Db, roles: Role[] = ["supplier"]): Promise<Actor> {
  serial += 1;
  const row = await db
    .insertInto("users")
    .values({ email: `u${serial}@team.test`, password_hash: "x", first_name: "T", last_name: `${serial}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (roles.length)
    await db
      .insertInto("user_roles")
      .values(roles.map((role) => ({ user_id: row.id, role })))
      .execute();
  return { id: row.id, roles };
}

async function member(db: Db, companyId: number, role: TeamRole): Promise<Actor> {
  const actor = await user(db);
  await db.insertInto("company_members").values({ company_id: companyId, user_id: actor.id, role }).execute();
  return actor;
}

async function roleOf(db: Db, companyId: number, userId: number) {
  const row = await db
    .selectFrom("company_members")
    .select("role")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role;
}

async function owners(db: Db, companyId: number) {
  const rows = await db
    .selectFrom("company_members")
    .select("user_id")
    .where("company_id", "=", companyId)
    .where("role", "=", "owner")
    .execute();
  return rows.map((r) => r.user_id);
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, status, messageKey } = error as AppError;
  return { code, status, messageKey };
}

/** The demo catalogue with no company members (the demo seeds its supplier as an owner). */
async function seed(deps: () => { db: Db; dialect: "sqlite" | "postgres" }) {
  const { db, dialect } = deps();
  await seedDemoCatalogue(db, dialect, { products: 5, seed: 1 });
  await db.deleteFrom("company_members").execute();
  return db;
}

describeEachDatabase("company team permissions", (deps) => {
  it("makes an existing member an owner, as the migration does for the demo's suppliers", async () => {
    const db = await seed(deps);
    const supplier = await user(db);
    await db.insertInto("company_members").values({ company_id: 1, user_id: supplier.id }).execute();
    expect(await roleOf(db, 1, supplier.id)).toBe("owner");
    await expect(
      db
        .insertInto("company_members")
        .values({ company_id: 2, user_id: supplier.id, role: "boss" as TeamRole })
        .execute(),
    ).rejects.toThrow();
  });

  it("answers `can` from the member's role in that company only; staff and strangers get false", async () => {
    const db = await seed(deps);
    const editor = await member(db, 1, "catalog_editor");
    const stranger = await user(db);
    const moderator = await user(db, ["moderator", "buyer"]);
    const admin = await user(db, ["admin", "buyer"]);

    expect(await can(db, editor, "products.edit", 1)).toBe(true);
    expect(await can(db, editor, "orders.view", 1)).toBe(false);
    expect(await can(db, editor, "products.edit", 2)).toBe(false);
    expect(await can(db, stranger, "company.view", 1)).toBe(false);
    for (const staff of [moderator, admin]) expect(await can(db, staff, "company.view", 1)).toBe(false);

    expect(await requireCan(db, editor, "products.publish", 1)).toBe("catalog_editor");
    expect(await refusal(requireCan(db, editor, "team.invite", 1))).toMatchObject({
      code: "not_allowed",
      status: 403,
    });
    expect(await refusal(requireCan(db, editor, "products.view", 2))).toMatchObject({
      code: "not_found",
      status: 404,
    });
    expect(await refusal(requireCan(db, stranger, "company.view", 1))).toMatchObject({ status: 404 });
    expect(await refusal(requireCan(db, admin, "company.view", 1))).toMatchObject({ status: 404 });
  });

  it("changes a role and removes a member when the actor may, and writes both to the audit log", async () => {
    const db = await seed(deps);
    const owner = await member(db, 1, "owner");
    const admin = await member(db, 1, "admin");
    const sales = await member(db, 1, "sales");
    const viewer = await member(db, 1, "viewer");

    await changeMemberRole(db, admin, 1, sales.id, "finance");
    expect(await roleOf(db, 1, sales.id)).toBe("finance");
    await changeMemberRole(db, owner, 1, viewer.id, "owner");
    expect(await owners(db, 1)).toEqual(expect.arrayContaining([owner.id, viewer.id]));
    await removeMember(db, admin, 1, sales.id);
    expect(await roleOf(db, 1, sales.id)).toBeUndefined();

    const audit = await db
      .selectFrom("audit_log")
      .select(["user_id", "action", "entity", "entity_id", "details"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ user_id: admin.id, action: "team.change_role", entity_id: `1:${sales.id}` }),
      expect.objectContaining({ user_id: owner.id, action: "team.change_role", entity_id: `1:${viewer.id}` }),
      expect.objectContaining({
        user_id: admin.id,
        action: "team.remove_member",
        entity_id: `1:${sales.id}`,
      }),
    ]);
    expect(JSON.parse(audit[0]!.details)).toEqual({
      companyId: 1,
      userId: sales.id,
      from: "sales",
      to: "finance",
    });
  });

  it("refuses a member without the right role (403), and owners' changes to anyone but an owner", async () => {
    const db = await seed(deps);
    const owner = await member(db, 1, "owner");
    const admin = await member(db, 1, "admin");
    const sales = await member(db, 1, "sales");
    const viewer = await member(db, 1, "viewer");

    expect(await refusal(changeMemberRole(db, sales, 1, viewer.id, "sales"))).toMatchObject({
      code: "not_allowed",
      status: 403,
    });
    expect(await refusal(removeMember(db, viewer, 1, sales.id))).toMatchObject({ status: 403 });
    for (const attempt of [
      () => changeMemberRole(db, admin, 1, viewer.id, "owner"),
      () => changeMemberRole(db, admin, 1, owner.id, "viewer"),
      () => removeMember(db, admin, 1, owner.id),
    ])
      expect(await refusal(attempt())).toMatchObject({ status: 403, messageKey: "errors.ownersOnly" });
    expect(await roleOf(db, 1, viewer.id)).toBe("viewer");
    expect(await owners(db, 1)).toEqual([owner.id]);
    expect(await db.selectFrom("audit_log").select("id").execute()).toEqual([]);
  });

  it("keeps the last owner (409) and reveals nothing about another company (404)", async () => {
    const db = await seed(deps);
    const owner = await member(db, 1, "owner");
    const admin = await member(db, 1, "admin");
    const otherOwner = await member(db, 2, "owner");
    const otherViewer = await member(db, 2, "viewer");

    for (const attempt of [
      () => changeMemberRole(db, owner, 1, owner.id, "admin"),
      () => removeMember(db, owner, 1, owner.id),
    ])
      expect(await refusal(attempt())).toMatchObject({
        code: "conflict",
        status: 409,
        messageKey: "errors.lastOwner",
      });
    expect(await owners(db, 1)).toEqual([owner.id]);

    for (const attempt of [
      () => changeMemberRole(db, owner, 2, otherViewer.id, "sales"),
      () => removeMember(db, admin, 2, otherViewer.id),
      () => changeMemberRole(db, owner, 1, otherViewer.id, "sales"),
      () => removeMember(db, owner, 1, otherOwner.id),
      () => changeMemberRole(db, owner, 999_999, otherViewer.id, "sales"),
    ])
      expect(await refusal(attempt())).toMatchObject({ code: "not_found", status: 404 });
    expect(await roleOf(db, 2, otherViewer.id)).toBe("viewer");
    expect(await refusal(changeMemberRole(db, owner, 1, admin.id, "boss" as TeamRole))).toMatchObject({
      status: 400,
    });
  });

  it("leaves one owner when the last two step down at the same time", async () => {
    const db = await seed(deps);
    const first = await member(db, 1, "owner");
    const second = await member(db, 1, "owner");

    const results = await Promise.allSettled([
      changeMemberRole(db, first, 1, first.id, "admin"),
      changeMemberRole(db, second, 1, second.id, "admin"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "conflict" });
    expect(await owners(db, 1)).toHaveLength(1);

    const [remaining] = await owners(db, 1);
    const other = remaining === first.id ? second : first;
    await changeMemberRole(db, { id: remaining!, roles: ["supplier"] }, 1, other.id, "owner");
    const removals = await Promise.allSettled([
      removeMember(db, first, 1, first.id),
      removeMember(db, second, 1, second.id),
    ]);
    expect(removals.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await owners(db, 1)).toHaveLength(1);
  });
});
