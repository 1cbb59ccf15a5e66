import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPath } from "#core/rules/slug.ts";
import { connect, type DbHandle } from "#server/db/connect.ts";
import { systemClock } from "#server/lib/clock.ts";
import { insertSession } from "#server/modules/accounts/index.ts";
import { enqueueJob } from "#server/modules/jobs/index.ts";
import { LEADER_APPLICATION_NAME } from "#server/ops/leader-election.ts";
import { createPostgresTestDatabase } from "#tests/setup/postgres-test-database.ts";
import { productDraft } from "#tests/setup/product-fixtures.ts";
import { person, sessionToken } from "#tests/setup/realtime-fixtures.ts";
import { buildIfStale } from "#tests/setup/server-process.ts";
import {
  advisoryLockHolders,
  type Client,
  clientOf,
  leads,
  outboxRecipients,
  PASSWORD,
  registration,
  type SiteServer,
  searchOn,
  sessionTokenOf,
  startServers,
  stopServers,
  twoServerWorld,
} from "#tests/setup/two-servers-fixtures.ts";

/**
 * Two servers (separate processes, ports and data folders) on one PostgreSQL database behave as
 * one site: what is written through one is seen through the other, shared limits are shared, a
 * job runs once, and one server alone runs the maintenance until it dies and the other takes
 * over. The two processes serve every check (each start costs seconds), so the checks run in
 * order and the last one stops a server.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("two servers on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
  let handle: DbHandle | undefined;
  let world: Awaited<ReturnType<typeof twoServerWorld>>;
  let servers: SiteServer[] = [];
  const db = () => handle!.db;
  const clients = () => servers.map(({ server }) => clientOf(server)) as [Client, Client];
  let productId = 0;

  beforeAll(async () => {
    buildIfStale();
    database = await createPostgresTestDatabase(url!);
    handle = connect(database.url);
    world = await twoServerWorld(handle.db);
    // B runs two HTTP workers and their search process: what A writes reaches B's shared index.
    servers = await startServers(database.url, 2, [1, 2]);
  }, 240_000);

  afterAll(async () => {
    await stopServers(servers);
    await handle?.close();
    await database?.drop();
  }, 60_000);

  it("finds a product renamed through A in B's search within a second of the save", async () => {
    const [a, b] = clients();
    const editor = await sessionToken(db(), world.members.catalog_editor.id);
    const products = `/api/supplier/companies/${world.companyId}/products`;
    const draft = (name: string) =>
      productDraft(world.leafCode, world.optionCode, {
        texts: { en: { name, description: "<p>Cast iron</p>" } },
      });
    const created = await a("POST", products, { token: editor, json: draft("Basaltine lantern") });
    expect(created.status).toBe(201);
    productId = ((await created.json()) as { id: number }).id;
    const submitted = await a("POST", `${products}/${productId}/status`, {
      token: editor,
      json: { transition: "submit" },
    });
    expect(submitted.status).toBe(200);
    await expect.poll(() => searchOn(b, "basaltine"), { timeout: 5000 }).toEqual([productId]);

    const saved = await a("PUT", `${products}/${productId}`, {
      token: editor,
      json: draft("Quasselberg lantern"),
    });
    expect(saved.status).toBe(200);
    const acknowledged = performance.now();
    let found: number[] = [];
    while (!found.includes(productId) && performance.now() - acknowledged < 5000) {
      found = await searchOn(b, "quasselberg");
      if (!found.includes(productId)) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const elapsed = performance.now() - acknowledged;
    expect(found).toEqual([productId]);
    expect(elapsed).toBeLessThan(1000);
    expect(await searchOn(b, "basaltine")).toEqual([]);
  });

  it("shows a supplier's rename and a merchandising change made through A on B: signed in at once, anonymous within a second", async () => {
    const [a, b] = clients();
    // Whether B's page shows a text (a boolean: a failure need not print the whole page).
    const shows = async (path: string, what: string) => (await (await b("GET", path)).text()).includes(what);
    // B reads both before the changes, so what it keeps per process would be the old state.
    expect(await shows("/search-company/Anatolia", "Anatolia Textiles")).toBe(true);
    expect(await shows(world.otherListing, "sponsor-products-title")).toBe(false);

    const owner = await sessionToken(db(), world.members.owner.id);
    const renamed = await a("PUT", `/api/supplier/companies/${world.companyId}/profile/basics`, {
      token: owner,
      json: {
        displayName: "Karadeniz Looms",
        legalName: "Karadeniz Looms Ltd.",
        country: "TR",
        city: "Trabzon",
        address: "1 Liman Cd.",
        registeredYear: 2004,
        businessTypes: ["manufacturer"],
      },
    });
    expect(renamed.status).toBe(200);
    expect(await shows("/search-company/Karadeniz", "Karadeniz Looms")).toBe(true);
    expect(await shows("/search-company/Anatolia", "Anatolia Textiles")).toBe(false);

    const operator = await sessionToken(db(), world.operator.id);
    const added = await a("POST", "/admin/merchandising/products", {
      token: operator,
      form: { intent: "add", kind: "recommended", productId: String(productId) },
    });
    expect(added.status).toBe(200);
    const acknowledged = performance.now();
    // Signed in, B renders the listing for its visitor: the change shows on the next request.
    const viewer = await sessionToken(db(), world.members.viewer.id);
    const mine = await (await b("GET", world.otherListing, { token: viewer })).text();
    expect(mine.includes("sponsor-products-title")).toBe(true);
    expect(mine.includes("Quasselberg lantern")).toBe(true);
    // Anonymous, B may answer from its page cache until its next read of the change feed: within a second.
    let anonymous = "";
    while (performance.now() - acknowledged < 1000 && !anonymous.includes("sponsor-products-title"))
      anonymous = await (await b("GET", world.otherListing)).text();
    expect(anonymous.includes("sponsor-products-title")).toBe(true);
    expect(anonymous.includes("Quasselberg lantern")).toBe(true);
  });

  it("serves from B's page cache no page older than a price changed through A a second after the change", async () => {
    const [a, b] = clients();
    const editor = await sessionToken(db(), world.members.catalog_editor.id);
    const products = `/api/supplier/companies/${world.companyId}/products`;
    const page = productPath("Quasselberg lantern", productId);
    const priced = (price: string) =>
      productDraft(world.leafCode, world.optionCode, {
        texts: { en: { name: "Quasselberg lantern", description: "<p>Cast iron</p>" } },
        priceMax: price,
        priceTiers: [{ minQuantity: 100, price }],
      });
    // B keeps the page (its first answers may be renders while it confirms the feed).
    let kept = false;
    for (let i = 0; i < 40 && !kept; i++) {
      const response = await b("GET", page);
      await response.arrayBuffer();
      kept = response.headers.get("x-page-cache") === "hit";
      if (!kept) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(kept).toBe(true);
    const saved = await a("PUT", `${products}/${productId}`, { token: editor, json: priced("6.66") });
    expect(saved.status).toBe(200);
    const acknowledged = performance.now();
    const stale: number[] = [];
    let freshAfter = 0;
    while (performance.now() - acknowledged < 1500) {
      const asked = performance.now() - acknowledged;
      const fresh = (await (await b("GET", page)).text()).includes("6.66");
      if (asked > 1000) fresh ? freshAfter++ : stale.push(Math.round(asked));
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(stale, "B's stale answers, in ms after the change").toEqual([]);
    expect(freshAfter).toBeGreaterThan(0);
  });

  it("honours on B a session and the limits counted on A, and the other way round", async () => {
    const [a, b] = clients();
    const register = (client: Client, n: number) => client("POST", "/register", { form: registration(n) });
    const first = await register(a, 1);
    expect([302, 303]).toContain(first.status);
    const token = sessionTokenOf(first);
    const me = await b("GET", "/api/auth/me", { token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe("buyer1@two-servers.test");
    // Two registrations an hour from one address: one on A, one on B, and the third is refused.
    expect([302, 303]).toContain((await register(b, 2)).status);
    expect((await register(a, 3)).status).toBe(429);
    // Signing out on B ends the session on A.
    expect((await b("POST", "/api/auth/logout", { token })).status).toBe(200);
    expect((await a("GET", "/api/auth/me", { token })).status).toBe(401);

    // Five wrong passwords on A slow this client down on B: even the right one waits.
    for (let i = 0; i < 5; i++) {
      const wrong = await a("POST", "/api/auth/login", {
        json: { email: "buyer1@two-servers.test", password: `Wrong-password-${i}` },
      });
      expect(wrong.status).toBe(400);
    }
    const refused = await b("POST", "/api/auth/login", {
      json: { email: "buyer1@two-servers.test", password: PASSWORD },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("runs each queued job once, on one server or the other", async () => {
    const people = await Promise.all(Array.from({ length: 24 }, () => person(db())));
    const origin = `http://localhost:${servers[0]!.server.port}`;
    const jobIds = await Promise.all(
      people.map((p) =>
        enqueueJob(db(), systemClock, {
          queue: "accounts.confirm-email",
          payload: { userId: p.id, lang: "en", origin },
        }),
      ),
    );
    const jobs = () =>
      db().selectFrom("jobs").select(["state", "attempts"]).where("id", "in", jobIds).execute();
    await expect
      .poll(async () => (await jobs()).every((job) => job.state === "done"), { timeout: 20_000 })
      .toBe(true);
    expect((await jobs()).map((job) => job.attempts)).toEqual(jobIds.map(() => 1));
    const ids = people.map((p) => p.id);
    const emails = await db().selectFrom("users").select("email").where("id", "in", ids).execute();
    const recipients = await outboxRecipients(servers.map(({ dataDir }) => dataDir));
    for (const { email } of emails) expect(recipients.filter((to) => to.includes(email))).toHaveLength(1);
    // The confirmation e-mails of the two registrations above, once each too.
    for (const n of [1, 2])
      expect(recipients.filter((to) => to.includes(`buyer${n}@two-servers.test`))).toHaveLength(1);
  });

  it("runs the maintenance on one server, and on the other once the first dies", async () => {
    const flags = await Promise.all(servers.map(({ metricsPort }) => leads(metricsPort)));
    expect(flags.filter(Boolean)).toHaveLength(1);
    const leader = servers[flags.indexOf(true)]!;
    const follower = servers[flags.indexOf(false)]!;
    const holders = async () =>
      (await advisoryLockHolders(db())).filter((name) => name.startsWith(LEADER_APPLICATION_NAME));
    expect(await holders()).toEqual([expect.stringMatching(new RegExp(` ${leader.server.process.pid}$`))]);

    // An expired session, written after both servers started: only a purge removes it, and the
    // leader's next one is an hour away.
    await insertSession(db(), {
      id: "expired-on-two-servers",
      userId: world.members.viewer.id,
      expiresAt: "2020-01-01T00:00:00.000Z",
      ip: null,
      userAgent: null,
    });
    const expiredSession = async () =>
      (await db().selectFrom("sessions").select("id").where("id", "=", "expired-on-two-servers").execute())
        .length;
    expect(await expiredSession()).toBe(1);

    const died = new Promise((resolve) => leader.server.process.once("exit", resolve));
    leader.server.process.kill("SIGKILL");
    await died;
    await expect.poll(() => leads(follower.metricsPort), { timeout: 15_000, interval: 250 }).toBe(true);
    expect(await holders()).toEqual([expect.stringMatching(new RegExp(` ${follower.server.process.pid}$`))]);
    // The new leader runs the maintenance at once.
    await expect.poll(expiredSession, { timeout: 5000 }).toBe(0);
  });
});
