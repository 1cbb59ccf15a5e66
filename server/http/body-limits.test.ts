import type { IncomingMessage } from "node:http";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listen, rawRequest, writeChunked } from "#tests/setup/raw-http.ts";
import {
  DEFAULT_BODY_LIMIT,
  limitRequestBodies,
  MESSAGE_ROUTES,
  UPLOAD_BODY_LIMIT,
  UPLOAD_ROUTES,
} from "./body-limits.ts";

const MB = 1024 * 1024;

/**
 * The limits as server/app.ts installs them, on a real loopback server: routes that record what
 * reached them, and how many bytes the server had read from the connection when it answered.
 */
function edgeApp() {
  const seen: { path: string; bytes: number }[] = [];
  const bytesReadAtAnswer: number[] = [];
  const app = new Hono<{ Bindings: { incoming: IncomingMessage } }>();
  app.use(async (c, next) => {
    await next();
    bytesReadAtAnswer.push(c.env.incoming.socket.bytesRead);
  });
  app.use(limitRequestBodies());
  const readWhole = async (c: { req: { path: string; raw: Request } }) => {
    const body = await c.req.raw.arrayBuffer().catch(() => new ArrayBuffer(0));
    seen.push({ path: c.req.path, bytes: body.byteLength });
  };
  app.post("/login", async (c) => {
    await readWhole(c);
    return c.text("ok");
  });
  app.post("/api/auth/login", async (c) => {
    await readWhole(c);
    return c.json({ ok: true });
  });
  app.post("/admin/merchandising/banners/*", async (c) => {
    await readWhole(c);
    c.header("Set-Cookie", "route=answered");
    return c.text("saved");
  });
  return { app, seen, bytesReadAtAnswer };
}

describe("request body limits", () => {
  let edge: ReturnType<typeof edgeApp>;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeEach(async () => {
    edge = edgeApp();
    server = await listen(edge.app.fetch);
  });
  afterEach(() => server.close());

  const post = (path: string, headers: Record<string, string>, send?: Parameters<typeof rawRequest>[2]) =>
    rawRequest(server.port, { method: "POST", path, headers }, send);

  it("refuses a declared Content-Length over 1 MB at once, before the body is sent, and closes", async () => {
    // 300 MB announced, 64 KB sent: the answer comes without waiting for the rest.
    const answer = await post(
      "/login",
      { "content-type": "application/x-www-form-urlencoded", "content-length": String(300 * MB) },
      (socket) => socket.write(Buffer.alloc(64 * 1024, "a")),
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain("This request is too large to be accepted.");
    expect(edge.seen).toEqual([]);
  });

  it("cuts off a chunked body once it passes 1 MB, without the route seeing any of it", async () => {
    const answer = await post(
      "/login",
      { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
      (socket, answered) => writeChunked(socket, answered, 300 * MB),
    );
    expect(answer.status).toBe(413);
    expect(edge.seen).toEqual([]);
    // Read up to the limit and one chunk more, not the 300 MB that were on their way.
    expect(edge.bytesReadAtAnswer[0]).toBeLessThan(DEFAULT_BODY_LIMIT + 256 * 1024);
  });

  it("answers the API's error shape under /api, in the host's language", async () => {
    const declared = await post("/api/auth/login", {
      host: "tr.localhost:3000",
      "content-type": "application/json",
      "content-length": String(2 * MB),
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({
      error: { code: "payload_too_large", message: "Bu istek kabul edilemeyecek kadar büyük." },
    });
    const chunked = await post(
      "/api/auth/login",
      { "content-type": "application/json", "transfer-encoding": "chunked" },
      (socket, answered) => writeChunked(socket, answered, 4 * MB),
    );
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body).error.code).toBe("payload_too_large");
    expect(edge.seen).toEqual([]);
  });

  it("passes bodies within the limit whole, declared or chunked", async () => {
    const body = Buffer.alloc(DEFAULT_BODY_LIMIT, "a");
    const declared = await post(
      "/login",
      { "content-length": String(body.length), connection: "close" },
      (s) => s.write(body),
    );
    expect(declared.status).toBe(200);
    const chunked = await post(
      "/login",
      { "transfer-encoding": "chunked", connection: "close" },
      (socket, answered) => writeChunked(socket, answered, DEFAULT_BODY_LIMIT),
    );
    expect(chunked.status).toBe(200);
    expect(edge.seen).toEqual([
      { path: "/login", bytes: DEFAULT_BODY_LIMIT },
      { path: "/login", bytes: DEFAULT_BODY_LIMIT },
    ]);
  });

  it("lets uploads through to their route up to their own ceiling, streamed", async () => {
    const size = 6 * MB;
    const declared = await post(
      "/admin/merchandising/banners/new",
      { "content-length": String(size), connection: "close" },
      (socket) => socket.write(Buffer.alloc(size, "a")),
    );
    expect(declared.status).toBe(200);
    const chunked = await post(
      "/admin/merchandising/banners/new.data",
      { "transfer-encoding": "chunked", connection: "close" },
      (socket, answered) => writeChunked(socket, answered, size),
    );
    expect(chunked.status).toBe(200);
    expect(edge.seen.map((s) => s.bytes)).toEqual([size, size]);
    // The ordinary limit still holds on other routes.
    expect((await post("/login", { "content-length": String(size) })).status).toBe(413);
  });

  it("refuses an upload over its ceiling: declared at once, chunked when the count passes it", async () => {
    const declared = await post("/admin/merchandising/banners/new", {
      "content-length": String(UPLOAD_BODY_LIMIT + 1),
    });
    expect(declared.status).toBe(413);
    expect(edge.seen).toEqual([]);

    const chunked = await post(
      "/admin/merchandising/banners/new",
      { "transfer-encoding": "chunked" },
      (socket, answered) => writeChunked(socket, answered, 300 * MB),
    );
    expect(chunked.status).toBe(413);
    // The route ran on a cut-off body and answered; its answer (and cookie) never went out.
    expect(chunked.headers["set-cookie"]).toBeUndefined();
    expect(chunked.body).toContain("This request is too large to be accepted.");
    expect(edge.seen[0]!.bytes).toBeLessThanOrEqual(UPLOAD_BODY_LIMIT);
    expect(edge.bytesReadAtAnswer.at(-1)).toBeLessThan(UPLOAD_BODY_LIMIT + 256 * 1024);
  });
});

it("counts the onboarding's logo form among the uploads, and its other steps not", () => {
  const isUpload = (path: string) => UPLOAD_ROUTES.some((route) => route.test(path));
  expect(isUpload("/supplier/onboarding")).toBe(true);
  expect(isUpload("/supplier/onboarding/basics")).toBe(true);
  expect(isUpload("/supplier/onboarding/contact")).toBe(false);
  expect(isUpload("/supplier/onboarding/basics/x")).toBe(false);
});

it("takes a request for quotation with its five files, and nothing else under the buyer's profile", () => {
  const isMessage = (path: string) => MESSAGE_ROUTES.some((route) => route.test(path));
  expect(isMessage("/profile/purchase-request/detail")).toBe(true);
  expect(isMessage("/profile/purchase-request/detail/x")).toBe(false);
  expect(isMessage("/profile/rfqs/1")).toBe(false);
});
