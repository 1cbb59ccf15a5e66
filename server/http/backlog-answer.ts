import type { Socket } from "node:net";
import { refusal, spreadRetryAfterSeconds } from "./refusal.ts";

const HEAD_LIMIT = 16 * 1024;
const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * Answers, from the primary process, a connection that no worker can take right now (every
 * worker already has connections waiting to be taken: server/lib/connection-balancer.ts). It
 * reads the request's head and answers as the admission gate does: 503 with Retry-After, the API's
 * error shape under /api, a small page elsewhere, in the host's language; then closes.
 *
 * Health and readiness checks are never refused for load: an orchestrator would restart a
 * process that is only busy. The primary answers them itself with `healthy()` (the database
 * answers; the workers it deals to have built their search index before they were added).
 */
export function answerWhileBacklogged(
  socket: Socket,
  healthy: () => Promise<boolean>,
  retryAfterSeconds: () => number = spreadRetryAfterSeconds,
) {
  let head = "";
  const reply = (status: string, headers: Record<string, string>, body: string) => {
    const lines = Object.entries({
      ...headers,
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.end(
      Buffer.concat([Buffer.from(`HTTP/1.1 ${status}\r\n${lines}\r\n`, "latin1"), Buffer.from(body)]),
    );
  };
  const onData = (chunk: Buffer) => {
    head += chunk.toString("latin1");
    const end = head.indexOf("\r\n\r\n");
    if (end === -1) {
      if (head.length > HEAD_LIMIT) socket.destroy();
      return;
    }
    socket.off("data", onData);
    const [method = "GET", target = "/"] = head.slice(0, head.indexOf("\r\n")).split(" ");
    const path = target.split("?")[0] ?? "/";
    if (HEALTH_PATHS.has(path)) {
      void healthy()
        .catch(() => false)
        .then((ok) =>
          reply(
            ok ? "200 OK" : "503 Service Unavailable",
            { "Content-Type": "application/json" },
            JSON.stringify({ status: ok ? "ok" : "unavailable" }),
          ),
        );
      return;
    }
    const host = /\r\nhost:[ \t]*([^\r\n]*)/i.exec(head.slice(0, end))?.[1]?.trim();
    const answer = refusal("overloaded", { host, path });
    reply(
      "503 Service Unavailable",
      { ...answer.headers, "Retry-After": String(retryAfterSeconds()) },
      method === "HEAD" ? "" : answer.body,
    );
  };
  socket.setTimeout(5000, () => socket.destroy());
  socket.on("error", () => socket.destroy());
  socket.on("data", onData);
  socket.resume();
}
