import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { KyselyPlugin, RootOperationNode } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { connect, type DbHandle } from "#server/db/connect.ts";
import { SYNCHRONOUS_FULL, SYNCHRONOUS_NORMAL } from "#server/db/durable-transaction.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { ManualClock } from "#server/lib/clock.ts";
import { createLogger } from "#server/lib/logger.ts";
import { findRoles, findUserByEmail } from "#server/modules/accounts/index.ts";
import { postComment } from "#server/modules/comments/index.ts";
import { createProductDeal, createStorefrontDeal } from "#server/modules/deals/index.ts";
import { contactAdministrators } from "#server/modules/help-center/index.ts";

/**
 * What a person is told was sent must be on disk when they are told: on SQLite each of these
 * writes runs at `synchronous = FULL`. The hook reads the connection's level at the moment each
 * INSERT runs (SQLite only: PostgreSQL's side is covered in durable-transaction.test.ts).
 */
describe("acknowledged writes are durable [sqlite file, WAL]", () => {
  let dir: string;
  let handle: DbHandle;
  /** The `PRAGMA synchronous` level each INSERT ran at, by table, in order. */
  let levels: Record<string, number[]>;

  const levelRecorder = (): KyselyPlugin => ({
    transformQuery({ node }: { node: RootOperationNode }) {
      if (node.kind === "InsertQueryNode") {
        const table = node.into?.table.identifier.name ?? "?";
        const level = Number(handle.sqlite!.prepare("pragma synchronous").get()!.synchronous);
        levels[table] = [...(levels[table] ?? []), level];
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  });

  const deps = () => ({
    db: handle.db.withPlugin(levelRecorder()),
    config: loadConfig({ DATA_DIR: dir, SITE_HOST: "localhost:3000", LOG_LEVEL: "silent" }),
    mailer: { send: async () => {} },
    log: createLogger("silent"),
    clock: new ManualClock(),
  });

  const buyer = async () => {
    const user = (await findUserByEmail(handle.db, "buyer@caravan.test"))!;
    return { id: user.id, roles: await findRoles(handle.db, user.id) };
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "caravan-durable-"));
    handle = connect(join(dir, "caravan.sqlite"));
    await migrateToLatest(handle.db);
    await seedDemoCatalogue(handle.db, handle.dialect, { products: 5, seed: 1 });
    levels = {};
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const connectionLevel = () => Number(handle.sqlite!.prepare("pragma synchronous").get()!.synchronous);

  it("a purchase request from the product page is stored at FULL", async () => {
    const user = await buyer();
    await createProductDeal(deps(), {
      buyerUserId: user.id,
      productId: 3,
      lang: "en",
      origin: "http://localhost:3000",
      request: {
        requestCompany: "Ada Trading",
        requestUserName: "Ada Buyer",
        requestUserMail: "ada@example.com",
        requestUserPhone: "+44 20 7946 0000",
        subject: "Quotation",
        message: "Please quote FOB Shanghai.",
        quantity: 200,
        unitType: "carton",
        requestDate: "2031-04-15",
      },
    });
    expect(levels.deals).toEqual([SYNCHRONOUS_FULL]);
    expect(connectionLevel()).toBe(SYNCHRONOUS_NORMAL);
  });

  it("a message to a supplier from the storefront is stored at FULL", async () => {
    const user = await buyer();
    const company = await handle.db.selectFrom("companies").select("id").limit(1).executeTakeFirstOrThrow();
    await createStorefrontDeal(deps(), {
      buyerUserId: user.id,
      sellerCompanyId: company.id,
      lang: "tr",
      origin: "http://tr.localhost:3000",
      message: {
        requestUserName: "Ada Buyer",
        requestCompany: "",
        requestUserPhone: "+44 20 7946 0000",
        requestUserMail: "ada@example.com",
        subject: "Samples",
        requestDetails: "Could you send samples?",
      },
    });
    expect(levels.deals).toEqual([SYNCHRONOUS_FULL]);
    expect(connectionLevel()).toBe(SYNCHRONOUS_NORMAL);
  });

  it("a comment is stored at FULL", async () => {
    await postComment(deps().db, await buyer(), { productId: 3, stars: 4, text: "Sturdy cartons, fast." });
    expect(levels.comments).toEqual([SYNCHRONOUS_FULL]);
    expect(connectionLevel()).toBe(SYNCHRONOUS_NORMAL);
  });

  it("a message to the administrators is stored at FULL", async () => {
    await contactAdministrators(
      deps(),
      { name: "Ada", email: "ada@example.com", subject: "Invoice", message: "Where is my invoice?" },
      { userId: null, ip: "203.0.113.9" },
    );
    expect(levels.help_contact_items).toEqual([SYNCHRONOUS_FULL]);
    expect(connectionLevel()).toBe(SYNCHRONOUS_NORMAL);
  });

  it("other writes (here the rate-limit counter a comment bumps first) stay at NORMAL", async () => {
    await postComment(deps().db, await buyer(), {
      productId: 3,
      stars: 5,
      text: "Second order, same quality.",
    });
    expect(levels.rate_limits).toEqual([SYNCHRONOUS_NORMAL]);
    expect(levels.comments).toEqual([SYNCHRONOUS_FULL]);
  });
});
