import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { withLingeringClose } from "#server/http/lingering-close.ts";

/** Test helpers: a Hono app on a real loopback port, and a client that controls every byte it sends. */

/** `fetch` served as in production: node:http whose connections close by a lingering close. */
export async function listen(fetch: Parameters<typeof createAdaptorServer>[0]["fetch"]) {
  const server = createAdaptorServer({ fetch, createServer: withLingeringClose(createServer) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        (server as unknown as { closeAllConnections(): void }).closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the answer's head. */
  ms: number;
}

/**
 * Sends the request head, then lets `sendBody` write the body as it likes (all at once, slowly,
 * never), and resolves with the answer once its head and whole body have come, or the server
 * closed the connection. A server that stops reading and closes makes writes fail: ignored here.
 */
export function rawRequest(
  port: number,
  head: { method: string; path: string; headers: Record<string, string> },
  sendBody: (socket: Socket, answered: () => boolean) => void = () => {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const started = performance.now();
    let received = Buffer.alloc(0);
    let headAt = 0;
    let settled = false;
    const parsed = () => {
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return undefined;
      const [statusLine, ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      return { status: Number(statusLine!.split(" ")[1]), headers, bodyStart: end + 4 };
    };
    const finish = () => {
      if (settled) return;
      const answer = parsed();
      if (!answer) return;
      const body = received.subarray(answer.bodyStart);
      const length = answer.headers["content-length"];
      if (length !== undefined && body.length < Number(length) && !socket.destroyed) return;
      settled = true;
      socket.destroy();
      resolve({
        status: answer.status,
        headers: answer.headers,
        body: body.toString("utf8"),
        ms: headAt - started,
      });
    };
    socket.on("data", (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (!headAt && parsed()) headAt = performance.now();
      finish();
    });
    socket.on("error", () => {}); // the server closed while the body was still being written
    socket.on("close", () => {
      finish();
      if (!settled) reject(new Error(`connection closed without an answer: ${received.toString("latin1")}`));
    });
    const headers = Object.entries({ host: "localhost:3000", ...head.headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`${head.method} ${head.path} HTTP/1.1\r\n${headers}\r\n`);
    sendBody(socket, () => headAt > 0);
  });
}

/** Writes `total` bytes as HTTP chunks of `size`, waiting for the socket to drain, until answered. */
export function writeChunked(socket: Socket, answered: () => boolean, total: number, size = 64 * 1024) {
  const chunk = Buffer.alloc(size, "a");
  let sent = 0;
  const next = () => {
    while (sent < total && !answered() && !socket.destroyed) {
      sent += size;
      socket.write(`${size.toString(16)}\r\n`);
      socket.write(chunk);
      if (!socket.write("\r\n")) {
        socket.once("drain", next);
        return;
      }
    }
    if (sent >= total && !socket.destroyed) socket.write("0\r\n\r\n");
  };
  next();
}
