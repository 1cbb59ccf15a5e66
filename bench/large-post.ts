import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePort, startServer, stopServer, waitForHealth } from "./bench-server.ts";

/**
 * What an anonymous oversized POST costs a server process (issue: a 300 MB POST was read whole
 * and left a worker 890 MB larger). After `npm run build`, starts one server process on
 * loopback (SERVER_WORKERS=1, so the process measured is the one serving), sends --mb MB to
 * /login as a form, once with Content-Length and once chunked, and prints the process's resident
 * memory before, right after each, and 5 s later, with the status and how much of the body the
 * server took before it answered.
 *   npm run build && npm run bench:large-post [-- --mb 300]
 */
const { values } = parseArgs({ options: { mb: { type: "string", default: "300" } } });
const bytes = Number(values.mb) * 1024 * 1024;

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "caravan-bench-post-"));
const server = startServer(port, {
  DATA_DIR: dataDir,
  BIND_ADDRESS: "127.0.0.1",
  SERVER_WORKERS: "1",
  SEED_PRODUCTS: "500",
});
try {
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  await new Promise((r) => setTimeout(r, 2000));
  console.log(`server process resident memory at rest: ${rss(server.pid!)} MB`);
  for (const chunked of [false, true]) {
    const answer = await post(chunked);
    const after = rss(server.pid!);
    await new Promise((r) => setTimeout(r, 5000));
    console.log(
      `${values.mb} MB ${chunked ? "chunked" : "with Content-Length"}: ${answer.status} after ${answer.ms.toFixed(0)} ms, ${(answer.sent / 1024 / 1024).toFixed(1)} MB sent before the server answered or closed; resident memory ${after} MB right after, ${rss(server.pid!)} MB 5 s later`,
    );
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
  return Math.round(Number(line?.[1]) / 1024);
}

/** Streams `bytes` of form data to /login as fast as the server takes them; resolves on its answer. */
function post(chunked: boolean): Promise<{ status: number; ms: number; sent: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const started = performance.now();
    const piece = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let status = 0;
    let answeredAt = 0;
    socket.on("data", (data) => {
      if (status) return;
      status = Number(data.toString("latin1").split(" ")[1]);
      answeredAt = performance.now();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve({ status, ms: (answeredAt || performance.now()) - started, sent }));
    socket.write(
      `POST /login HTTP/1.1\r\nhost: localhost:${port}\r\norigin: http://localhost:${port}\r\n` +
        "content-type: application/x-www-form-urlencoded\r\nconnection: close\r\n" +
        (chunked ? "transfer-encoding: chunked\r\n\r\n" : `content-length: ${bytes}\r\n\r\n`),
    );
    const write = () => {
      while (sent < bytes && !status && !socket.destroyed) {
        sent += piece.length;
        if (chunked) socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        if (!socket.write(chunked ? "\r\n" : "")) return void socket.once("drain", write);
      }
      if (sent >= bytes && !socket.destroyed) socket.end(chunked ? "0\r\n\r\n" : "");
    };
    write();
  });
}
