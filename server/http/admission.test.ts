import { EventEmitter } from "node:events";
import {
  request as httpRequest,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdmissionGate, createServerBehind } from "./admission.ts";

/** A loopback server whose requests wait until the test answers them. */
async function gatedServer(limit: number, respond?: RequestListener) {
  const gate = new AdmissionGate({ limit });
  const pending: ServerResponse[] = [];
  const served: string[] = [];
  const listener: RequestListener = (request, response) => {
    served.push(request.url ?? "");
    if (respond) return respond(request, response);
    pending.push(response);
  };
  const server = createServerBehind(gate)({}, listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string; abort: () => void }>(
      (resolve, reject) => {
        const req = httpRequest({ port, host: "127.0.0.1", path, agent: false, headers }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body, abort: () => {} }),
          );
        });
        req.on("error", reject);
        req.end();
      },
    );
  /** A request whose answer the test never waits for; `abort` closes its connection. */
  const open = (path: string) => {
    const req = httpRequest({ port, host: "127.0.0.1", path, agent: false });
    req.on("error", () => {});
    req.end();
    return () => req.destroy();
  };
  const answerAll = () => {
    for (const response of pending.splice(0)) response.end("ok");
  };
  const close = () =>
    new Promise<void>((resolve) => {
      answerAll();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { gate, get, open, served, pending, answerAll, close };
}

const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000, interval: 5 });

describe("admission gate", () => {
  let current: Awaited<ReturnType<typeof gatedServer>> | undefined;
  const serving = async (server: Promise<Awaited<ReturnType<typeof gatedServer>>>) => {
    current = await server;
    return current;
  };
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  it("holds at most `limit` requests and answers the rest at once with 503, Retry-After and the error shape", async () => {
    const s = await serving(gatedServer(2));
    s.open("/first");
    s.open("/second");
    await until(() => s.pending.length === 2);
    expect(s.gate.inFlight).toBe(2);

    const page = await s.get("/food/ca/015", { host: "de.localhost:3000" });
    expect(page.status).toBe(503);
    expect(page.headers["retry-after"]).toMatch(/^[123]$/);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("Der Marktplatz ist gerade sehr ausgelastet.");
    const api = await s.get("/api/products/text-matches?searchStr=x");
    expect(api.status).toBe(503);
    expect(api.headers["retry-after"]).toMatch(/^[123]$/);
    expect(JSON.parse(api.body)).toEqual({
      error: {
        code: "overloaded",
        message: "The marketplace is very busy right now. Please try again in a moment.",
      },
    });
    expect(s.served).toEqual(["/first", "/second"]);

    // Once answered, their places are free again.
    s.answerAll();
    await until(() => s.gate.inFlight === 0);
    const third = s.get("/third");
    await until(() => s.pending.length === 1);
    s.answerAll();
    expect((await third).status).toBe(200);
  });

  it("spreads a crowd it refuses at once over 1 to 3 seconds of Retry-After", async () => {
    const s = await serving(gatedServer(1));
    s.open("/held");
    await until(() => s.pending.length === 1);
    const refused = await Promise.all(Array.from({ length: 30 }, () => s.get("/crowd")));
    const waits = new Set(refused.map((answer) => String(answer.headers["retry-after"])));
    expect(refused.every((answer) => answer.status === 503)).toBe(true);
    // 30 draws of three values are all the same once in 10^14.
    expect(waits.size).toBeGreaterThan(1);
    expect([...waits].every((wait) => /^[123]$/.test(wait))).toBe(true);
    s.answerAll();
  });

  it("always serves health and readiness checks and the built assets, however busy", async () => {
    const busy: ServerResponse[] = [];
    const s = await serving(
      gatedServer(1, (request, response) => {
        if (request.url === "/busy") busy.push(response);
        else response.end("up");
      }),
    );
    s.open("/busy");
    await until(() => s.gate.inFlight === 1);
    expect((await s.get("/healthz")).status).toBe(200);
    expect((await s.get("/readyz")).status).toBe(200);
    expect((await s.get("/healthz?verbose=1")).status).toBe(200);
    // The scripts and styles of a page that was admitted.
    expect((await s.get("/assets/root-abc123.js")).status).toBe(200);
    expect((await s.get("/media/demo/product/020-1_200x200.jpg")).status).toBe(200);
    expect((await s.get("/anything")).status).toBe(503);
  });

  it("gives a place back when the app fails: a thrown error, a rejected promise, a 500", async () => {
    const s = await serving(
      gatedServer(1, (request, response) => {
        if (request.url === "/throws") throw new Error("boom");
        if (request.url === "/rejects") return Promise.reject(new Error("boom")) as never;
        response.writeHead(request.url === "/fails" ? 500 : 200).end();
      }),
    );
    expect((await s.get("/throws")).status).toBe(500);
    expect((await s.get("/rejects")).status).toBe(500);
    expect((await s.get("/fails")).status).toBe(500);
    await until(() => s.gate.inFlight === 0);
    expect((await s.get("/fine")).status).toBe(200);
  });

  it("gives a place back when the client gives up while being served", async () => {
    const s = await serving(gatedServer(1));
    const abort = s.open("/slow");
    await until(() => s.gate.inFlight === 1);
    abort();
    await until(() => s.gate.inFlight === 0);
    const next = s.get("/next");
    await until(() => s.pending.length === 2);
    s.answerAll();
    expect((await next).status).toBe(200);
  });
});

describe("admission queue", () => {
  const fakeRequest = (url: string) => ({ url, method: "GET", headers: {} }) as IncomingMessage;
  const fakeResponse = () => {
    const response = new EventEmitter() as EventEmitter & { writeHead: () => unknown; end: () => unknown };
    response.writeHead = () => response;
    response.end = () => response.emit("close");
    return response as unknown as ServerResponse;
  };

  it("starts one admitted request per event-loop turn, first come first served", async () => {
    const started: string[] = [];
    const handle = new AdmissionGate({ limit: 10 }).wrap((request) => void started.push(request.url!));
    for (const url of ["/a", "/b", "/c"]) handle(fakeRequest(url), fakeResponse());
    expect(started).toEqual([]); // none in the turn that read them: the loop reads the sockets first
    await nextTurn();
    expect(started).toEqual(["/a"]);
    await nextTurn();
    expect(started).toEqual(["/a", "/b"]);
    await nextTurn();
    expect(started).toEqual(["/a", "/b", "/c"]);
  });

  it("drops a request whose client left while it waited, and frees its place", async () => {
    const started: string[] = [];
    const gate = new AdmissionGate({ limit: 10 });
    const handle = gate.wrap((request) => void started.push(request.url!));
    const left = fakeResponse();
    handle(fakeRequest("/a"), fakeResponse());
    handle(fakeRequest("/gone"), left);
    handle(fakeRequest("/c"), fakeResponse());
    left.emit("close");
    expect(gate.inFlight).toBe(2);
    await nextTurn();
    await nextTurn();
    await sleep(5);
    expect(started).toEqual(["/a", "/c"]);
  });
});
