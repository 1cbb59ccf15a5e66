import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { Hono } from "hono";
import { loadConfig } from "#server/config.ts";
import { securityHeaders } from "#server/http/security-headers.ts";

/**
 * What the security headers cost a request: the same trivial handler with and without the
 * middleware (nonce, Content-Security-Policy and 14 other headers), in alternating rounds so
 * that the machine's load falls on both alike. The product page costs about 4 ms of server CPU
 * (docs/benchmarks.md); this is the part of it the headers add.
 *   node bench/security-headers.ts [requests per round, default 20000]
 */
const perRound = Number(process.argv[2] ?? 20_000);
const ROUNDS = 7;
const config = loadConfig({ LOG_LEVEL: "silent" });
const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");

const plain = new Hono();
plain.get("/", (c) => c.text("ok"));
const secured = new Hono();
secured.use(securityHeaders(config, { inlineStyles: [css], development: false }));
secured.get("/", (c) => c.text("ok"));

/** CPU time (user and system) a request, which other processes on the machine change less than wall time. */
async function microsecondsPerRequest(app: Hono): Promise<number> {
  const started = process.cpuUsage();
  for (let i = 0; i < perRound; i++) await app.request("/");
  const { user, system } = process.cpuUsage(started);
  return (user + system) / perRound;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
await microsecondsPerRequest(plain); // warm-up of both paths
await microsecondsPerRequest(secured);
const without: number[] = [];
const withHeaders: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  without.push(await microsecondsPerRequest(plain));
  withHeaders.push(await microsecondsPerRequest(secured));
}
const added = median(withHeaders) - median(without);
console.log(`requests: ${ROUNDS} rounds of ${perRound} each way; load average ${loadavg()[0]!.toFixed(1)}`);
console.log(`without the headers: ${median(without).toFixed(1)} µs a request of CPU (median of rounds)`);
console.log(`with the headers:    ${median(withHeaders).toFixed(1)} µs a request`);
console.log(
  `added: ${added.toFixed(1)} µs a request (${((added / 4000) * 100).toFixed(2)} % of a 4 ms product page)`,
);
