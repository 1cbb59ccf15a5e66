import { existsSync, readdirSync } from "node:fs";
import { join as joinPath } from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import type { Lang } from "#core/i18n/languages.ts";
import type { Db } from "#server/db/connect.ts";
import type { Role, TeamRole } from "#server/db/schema/account-tables.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { postRfq, type RfqUpload, takeRfqPlace } from "#server/modules/rfqs/index.ts";
import { createTestDeps, type TestDeps } from "./test-db.ts";

/**
 * A world for the request for quotation tests: a small category tree of its own (so worlds in one
 * database do not see each other's requests), a supplier company selling in part of it with a
 * member of each team role (each reading another language), a company selling elsewhere, a company
 * not active yet, buyers, and the operator. `post` posts a request as a buyer; `quote` stands in for
 * the quotes module (a thread, and the place it takes).
 */

/** The languages the world's people read. */
export const MEMBER_LANGS: Record<TeamRole, Lang> = {
  owner: "de",
  admin: "en",
  sales: "tr",
  finance: "ar",
  catalog_editor: "ja",
  viewer: "ru",
};
export const BUYER_LANG: Lang = "fr";
export const START = Date.parse("2026-12-01T09:00:00Z");
export const DAY = 24 * 3_600_000;

let serial = 0;
let worlds = 0;

async function person(
  db: Db,
  options: {
    roles?: Role[];
    lang?: Lang;
    confirmed?: boolean;
    name?: string;
    phone?: string;
    companyName?: string;
  } = {},
): Promise<Actor> {
  serial += 1;
  const row = await db
    .insertInto("users")
    .values({
      email: `p${serial}@rfq.test`,
      password_hash: "x",
      first_name: options.name ?? "Pat",
      last_name: `Person${serial}`,
      phone: options.phone ?? null,
      company_name: options.companyName ?? null,
      preferred_lang: options.lang ?? "en",
      email_confirmed_at: options.confirmed === false ? null : "2026-11-01T00:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const roles = options.roles ?? ["buyer"];
  if (roles.length)
    await db
      .insertInto("user_roles")
      .values(roles.map((role) => ({ user_id: row.id, role })))
      .execute();
  return { id: row.id, roles };
}

async function company(db: Db, name: string, categories: string[], status: "active" | "draft" = "active") {
  const row = await db
    .insertInto("companies")
    .values({ name, country: "TR", status })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const code of categories)
    await db.insertInto("company_categories").values({ company_id: row.id, category_code: code }).execute();
  return row.id;
}

async function join(db: Db, companyId: number, actor: Actor, role: TeamRole) {
  await db.insertInto("company_members").values({ company_id: companyId, user_id: actor.id, role }).execute();
}

/** A request as the form sends it, in the world's towels category. */
/** How many files the private store holds (a request's attachments go there). */
export function privateFileCount(d: TestDeps): number {
  const dir = joinPath(d.config.dataDir, "private");
  return existsSync(dir) ? readdirSync(dir).length : 0;
}

export const requestInput = (categoryCode: string, overrides: Record<string, unknown> = {}) => ({
  title: "Cotton bath towels, 500 gsm",
  categoryCode,
  description: "White, hemmed, 70×140 cm, packed by ten.",
  quantity: "5000",
  unit: "piece",
  targetPrice: "2.40",
  currency: "EUR",
  destinationCountry: "FR",
  destinationPort: "Le Havre",
  incoterm: "CIF",
  neededBy: "",
  certificates: "OEKO-TEX",
  openDays: "14",
  maxQuotes: "3",
  buyerCompany: "Maison Linge",
  buyerCountry: "FR",
  ...overrides,
});

export async function rfqWorld(d: TestDeps) {
  // Three digits of its own per world: a root category no other world in the database shares.
  worlds += 1;
  if (worlds > 899) throw new Error("out of root category codes for test worlds");
  const root = String(100 + worlds);
  const codes = {
    root,
    home: `${root}100`,
    towels: `${root}100100`,
    bedding: `${root}100200`,
    pumps: `${root}200`,
  };
  const tree: [string, string | null, number, string, string][] = [
    [codes.root, null, 1, "Test goods", "Marchandises"],
    [codes.home, codes.root, 2, "Home textiles", "Textiles de maison"],
    [codes.towels, codes.home, 3, "Towels", "Serviettes"],
    [codes.bedding, codes.home, 3, "Bedding", "Literie"],
    [codes.pumps, codes.root, 2, "Pumps", "Pompes"],
  ];
  for (const [code, parent, level, en, fr] of tree) {
    await d.db
      .insertInto("categories")
      .values({ code, parent_code: parent, level, icon: null, header_image_url: null })
      .execute();
    await d.db
      .insertInto("category_names")
      .values([
        { category_code: code, lang: "en", name: en },
        { category_code: code, lang: "fr", name: fr },
      ])
      .execute();
  }

  const companyId = await company(d.db, `Anatolia Textiles ${root}`, [codes.home]);
  const members = {} as Record<TeamRole, Actor>;
  for (const role of Object.keys(MEMBER_LANGS) as TeamRole[]) {
    members[role] = await person(d.db, { roles: ["supplier"], lang: MEMBER_LANGS[role] });
    await join(d.db, companyId, members[role], role);
  }
  const pumpsCompanyId = await company(d.db, `Pump Works ${root}`, [codes.pumps]);
  const pumpsOwner = await person(d.db, { roles: ["supplier"], lang: "en" });
  await join(d.db, pumpsCompanyId, pumpsOwner, "owner");
  const draftCompanyId = await company(d.db, `Draft Linen ${root}`, [codes.home], "draft");
  const draftOwner = await person(d.db, { roles: ["supplier"], lang: "en" });
  await join(d.db, draftCompanyId, draftOwner, "owner");

  const buyer = await person(d.db, {
    lang: BUYER_LANG,
    name: "Camille",
    phone: "+33 1 23 45 67 89",
    companyName: "Maison Linge",
  });
  const otherBuyer = await person(d.db, { lang: "en", name: "Olga" });
  const unconfirmed = await person(d.db, { confirmed: false });
  const operator = await person(d.db, { roles: ["admin"] });

  /** Posts a request as the buyer (or `as`), written in French unless told. */
  const post = (
    overrides: Record<string, unknown> = {},
    options: { files?: RfqUpload[]; as?: Actor; lang?: Lang } = {},
  ) =>
    postRfq(
      d,
      options.as ?? buyer,
      requestInput(codes.towels, overrides),
      options.files ?? [],
      options.lang ?? BUYER_LANG,
    );

  /** What the quotes module does when a company quotes: its thread, and one place taken. */
  const quote = async (rfqId: number, byCompanyId = companyId, revealed = false) => {
    const rfq = await read(rfqId);
    const at = new Date(d.clock.now()).toISOString();
    const taken = await takeRfqPlace(d.db, rfqId, at);
    const row = await d.db
      .insertInto("quotes")
      .values({
        company_id: byCompanyId,
        buyer_user_id: rfq.buyer_user_id,
        rfq_id: rfqId,
        is_buyer_revealed: revealed,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { quoteId: row.id, taken };
  };

  const read = (id: number) =>
    d.db.selectFrom("rfqs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const texts = (id: number) =>
    d.db.selectFrom("rfq_texts").selectAll().where("rfq_id", "=", id).orderBy("lang").execute();

  return {
    codes,
    companyId,
    members,
    pumpsCompanyId,
    pumpsOwner,
    draftCompanyId,
    draftOwner,
    buyer,
    otherBuyer,
    unconfirmed,
    operator,
    post,
    quote,
    read,
    texts,
  };
}
export type RfqWorld = Awaited<ReturnType<typeof rfqWorld>>;

/**
 * Runs a suite once per database on ONE database for all its tests (made before the first, dropped
 * after the last): for tests that each build a world of their own and read only it, which saves
 * making a database per test. Tests that move the clock or run jobs over every request use
 * describeEachDatabase instead.
 */
export function describeEachDatabaseShared(title: string, body: (deps: () => TestDeps) => void) {
  const databases = [
    { name: "sqlite", url: ":memory:" },
    ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", url: process.env.TEST_DATABASE_URL }] : []),
  ];
  describe.each(databases)(`${title} [$name]`, ({ url }) => {
    let current: TestDeps | undefined;
    beforeAll(async () => {
      current = await createTestDeps(url);
    });
    afterAll(async () => {
      await current?.close();
      current = undefined;
    });
    body(() => {
      if (!current) throw new Error("test database not ready");
      return current;
    });
  });
}
