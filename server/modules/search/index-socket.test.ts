import { mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ProductQuerySchema } from "#core/schemas/search.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import type { IndexStatus, SearchIndexAccess } from "./index-access.ts";
import { RemoteIndexAccess } from "./index-client.ts";
import { encodeFrame, readFrames } from "./index-protocol.ts";
import { type IndexServer, serveIndex } from "./index-server.ts";
import { localIndexAccess } from "./local-index-access.ts";
import { NO_SELECTION } from "./query-plan.ts";

/**
 * The search process's socket (index-server.ts) and its client (index-client.ts): the same answers
 * as in process, errors carried across, and never a hang — a broken connection, a search process
 * that is down or restarting, or one that does not answer in time all fail the question at once
 * (or at the timeout) as 503, and the client reconnects by itself.
 */
const status = (ready: boolean): IndexStatus => ({ ready, documents: 3, slots: 3, cursor: 7, pid: 1 });

/** An index whose every question is answered by `answer` (the protocol tests need no engine). */
function fakeAccess(answer: (method: string, args: unknown[]) => Promise<unknown>): SearchIndexAccess {
  const ask =
    (method: string) =>
    (...args: unknown[]) =>
      answer(method, args);
  return {
    listing: ask("listing"),
    optionPage: ask("optionPage"),
    textMatchCounts: ask("textMatchCounts"),
    originNames: ask("originNames"),
    originCounts: ask("originCounts"),
    page: ask("page"),
    status: async () => status(true),
    ready: async () => {},
    refresh: ask("refresh"),
  } as SearchIndexAccess;
}

const unavailable = (error: unknown) =>
  isAppError(error) && error.code === "overloaded" && error.status === 503;

describe("the search process's socket", () => {
  let dir: string;
  let path: string;
  const servers: IndexServer[] = [];
  const clients: RemoteIndexAccess[] = [];
  const serve = async (access: SearchIndexAccess, serving = () => true) => {
    const server = await serveIndex(access, { path, serving });
    servers.push(server);
    return server;
  };
  const client = (timeoutMs = 2000) => {
    const c = new RemoteIndexAccess(path, { timeoutMs });
    clients.push(c);
    return c;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "caravan-socket-"));
    path = join(dir, "search.sock");
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    for (const s of servers.splice(0)) await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("carries answers, many in flight at once, each to its own question", async () => {
    await serve(
      fakeAccess(async (_method, [q]) => ({ total: (q as { offset: number }).offset, productIds: [1] })),
    );
    const remote = client();
    const pages = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        remote.page({ selected: NO_SELECTION, variationOptions: [], offset: i, limit: 1 }),
      ),
    );
    expect(pages.map((p) => p.total)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(await remote.status()).toEqual(status(true));
  });

  it("carries a failure as a failure: a refusal keeps its code, a fault its message", async () => {
    await serve(
      fakeAccess(async (method) => {
        if (method === "originNames") throw new AppError("not_found");
        throw new Error("index exploded");
      }),
    );
    const remote = client();
    await expect(remote.originNames("en")).rejects.toMatchObject({ code: "not_found", status: 404 });
    await expect(remote.originCounts("en")).rejects.toThrow(/index exploded/);
    // The connection is still good afterwards.
    expect((await remote.status()).ready).toBe(true);
  });

  it("refuses a question that is not one of the index's, and a frame that is not JSON", async () => {
    await serve(fakeAccess(async () => "never"));
    const socket = createConnection(path);
    const answers: unknown[] = [];
    readFrames(socket, (message) => answers.push(message));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(encodeFrame({ id: 1, method: "close" as never, args: [] }));
    await expect
      .poll(() => answers)
      .toEqual([{ id: 1, error: { message: "not a search index question: close" } }]);
    // A frame whose bytes arrive one at a time is read whole.
    const frame = encodeFrame({ id: 2, method: "status", args: [] });
    for (const byte of frame) socket.write(Buffer.from([byte]));
    await expect.poll(() => answers.length).toBe(2);
    expect(answers[1]).toEqual({ id: 2, value: status(true) });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write(Buffer.concat([Buffer.from([0, 0, 0, 3]), Buffer.from("{{{")]));
    await closed;
    socket.destroy();
  });

  it("answers 503 at once while the index loads, and serves once it does", async () => {
    let loaded = false;
    await serve(
      fakeAccess(async () => ({ total: 1, productIds: [9] })),
      () => loaded,
    );
    const remote = client();
    const started = performance.now();
    const refused = await remote
      .page({ selected: NO_SELECTION, variationOptions: [], offset: 0, limit: 1 })
      .catch((e) => e);
    expect(unavailable(refused)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
    loaded = true;
    expect(
      (await remote.page({ selected: NO_SELECTION, variationOptions: [], offset: 0, limit: 1 })).productIds,
    ).toEqual([9]);
  });

  it("gives up on a question unanswered in time, with 503, and goes on answering others", async () => {
    await serve(
      fakeAccess((method) => (method === "refresh" ? new Promise(() => {}) : Promise.resolve({ ok: 1 }))),
    );
    const remote = client(300);
    const started = performance.now();
    const late = await remote.refresh().catch((e) => e);
    expect(unavailable(late)).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await remote.originNames("en")).toEqual({ ok: 1 });
  });

  it("fails waiting questions at once when the search process dies, and reconnects to its successor", async () => {
    let release: (() => void) | undefined;
    const first = await serve(
      fakeAccess(() => new Promise((resolve) => (release = () => resolve({ from: "first" })))),
    );
    const remote = client(10_000);
    const waiting = remote.originNames("en").catch((e) => e);
    await expect.poll(() => release).toBeDefined();
    const started = performance.now();
    await first.close(); // as a SIGKILL would: the socket closes under the question
    servers.splice(servers.indexOf(first), 1);
    expect(unavailable(await waiting)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);

    // Down: refused at once, not after the timeout.
    const down = performance.now();
    expect(unavailable(await remote.originNames("en").catch((e) => e))).toBe(true);
    expect(performance.now() - down).toBeLessThan(1000);

    // Its successor listens on the same path: the next question reaches it.
    await serve(fakeAccess(async () => ({ from: "second" })));
    expect(await remote.originNames("en")).toEqual({ from: "second" });
  });

  it("ready() waits for a search process that starts later and loads", async () => {
    const remote = client();
    let ready = false;
    const waited = remote.ready().then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ready).toBe(false);
    let loaded = false;
    await serveIndex(
      { ...fakeAccess(async () => null), status: async () => status(loaded) },
      { path, serving: () => loaded },
    ).then((s) => servers.push(s));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ready).toBe(false);
    loaded = true;
    await waited;
    expect(ready).toBe(true);
  });
});

describeEachDatabase("the search index through the socket", (deps) => {
  it("answers what the same index answers in process", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 40, seed: 5 });
    const local = localIndexAccess(d.search, d.db);
    await local.ready();
    const dir = mkdtempSync(join(tmpdir(), "caravan-socket-"));
    const path = join(dir, "search.sock");
    const server = await serveIndex(local, { path, serving: () => d.search.loaded });
    const remote = new RemoteIndexAccess(path);
    try {
      const listing = ProductQuerySchema.parse({ language: "en", productCount: 20 });
      const text = ProductQuerySchema.parse({ language: "tr", searchStr: "steel", productCount: 20 });
      const options = { ...listing, aggregationField: "companies" as const, optionPage: 0, size: 5 };
      const page = { selected: NO_SELECTION, variationOptions: [], offset: 0, limit: 5 };
      for (const ask of [
        (a: SearchIndexAccess) => a.listing(listing),
        (a: SearchIndexAccess) => a.listing(text),
        (a: SearchIndexAccess) => a.optionPage(options),
        (a: SearchIndexAccess) => a.textMatchCounts("steel", "en"),
        (a: SearchIndexAccess) => a.originNames("de"),
        (a: SearchIndexAccess) => a.originCounts("fr"),
        (a: SearchIndexAccess) => a.page(page),
        (a: SearchIndexAccess) => a.status(),
      ])
        expect(await ask(remote)).toEqual(await ask(local));
      expect((await remote.listing(listing)).total).toBeGreaterThan(0);
    } finally {
      remote.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
