import { type ChildProcess, fork } from "node:child_process";
import { rmSync } from "node:fs";
import { createConnection, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { deserialize, serialize } from "node:v8";
import { isMainThread, parentPort, Worker } from "node:worker_threads";

/**
 * What it costs an HTTP process to ask another process (or thread) for a listing's answer instead
 * of computing it over an index of its own (docs/decisions/037-one-search-index-per-machine.md):
 * the round trip of a typical answer — a page of 48 ids, the total and the first page of every
 * filter group (7 groups of 20 options and 12 variation groups of 10: 260 code/name/count entries,
 * about 14 KB as JSON) — over
 *   in-process:   an awaited call returning the object (today);
 *   cluster IPC:  child_process.fork with serialization "advanced" (what node:cluster workers use);
 *   UDS v8:       a Unix domain socket, frames of a 4-byte length and v8.serialize;
 *   UDS JSON:     the same socket with JSON frames;
 *   thread:       worker_threads postMessage (a search thread inside one process).
 * Each: sequential round trips (latency), then 8 in flight at once (throughput), short runs.
 *   node bench/search-ipc.ts [--rounds 3000]
 */
const { values } = parseArgs({
  options: { rounds: { type: "string", default: "3000" }, role: { type: "string" } },
});
const ROUNDS = Number(values.rounds);

function listingAnswer() {
  const option = (group: string, i: number) => ({
    code: `${group}-${i}`,
    name: `${group} option name ${i} ${"x".repeat(i % 12)}`,
    count: 1000 - i * 7,
  });
  const page = (group: string, size: number) => ({
    selected: [],
    options: Array.from({ length: size }, (_, i) => option(group, i)),
    hasMore: true,
  });
  const groups = [
    "placeOfOrigins",
    "companies",
    "brands",
    "companyCertifications",
    "productCertifications",
    "packagings",
    "businessTypes",
  ];
  return {
    total: 48_213,
    productIds: Array.from({ length: 48 }, (_, i) => 100_000 + i * 37),
    aggregations: {
      ...Object.fromEntries(groups.map((g) => [g, page(g, 20)])),
      additionalFilters: Array.from({ length: 12 }, (_, g) => ({
        code: `vg-${g}`,
        name: `Variation group ${g}`,
        subOptions: page(`vg${g}`, 10).options,
      })),
    },
  };
}
const ANSWER = listingAnswer();
const QUERY = {
  method: "listing",
  args: [{ categoryCode: "002", language: "en", pageIndex: 0, productCount: 48 }],
};

// ---- framing over a stream socket: 4-byte big-endian length, then the payload ----
type Codec = { encode: (value: unknown) => Buffer; decode: (bytes: Buffer) => unknown };
const V8: Codec = { encode: (v) => serialize(v), decode: (b) => deserialize(b) };
const JSONC: Codec = {
  encode: (v) => Buffer.from(JSON.stringify(v)),
  decode: (b) => JSON.parse(b.toString("utf8")),
};
function frame(payload: Buffer): Buffer {
  const head = Buffer.allocUnsafe(4);
  head.writeUInt32BE(payload.length);
  return Buffer.concat([head, payload]);
}
function onFrames(socket: Socket, handle: (payload: Buffer) => void) {
  let pending = Buffer.alloc(0);
  socket.on("data", (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 4) {
      const length = pending.readUInt32BE(0);
      if (pending.length < 4 + length) break;
      handle(pending.subarray(4, 4 + length));
      pending = pending.subarray(4 + length);
    }
  });
}

// ---- the answering side ----
if (values.role === "ipc") {
  process.on("message", (m: { id: number }) => process.send!({ id: m.id, value: ANSWER }));
} else if (values.role?.startsWith("uds")) {
  const codec = values.role === "uds-json" ? JSONC : V8;
  const path = process.env.BENCH_SOCKET!;
  createServer((socket) =>
    onFrames(socket, (payload) => {
      const { id } = codec.decode(payload) as { id: number };
      socket.write(frame(codec.encode({ id, value: ANSWER })));
    }),
  ).listen(path, () => process.send!("listening"));
} else if (!isMainThread) {
  parentPort!.on("message", (m: { id: number }) => parentPort!.postMessage({ id: m.id, value: ANSWER }));
} else {
  await main();
}

type Ask = (id: number) => Promise<unknown>;

async function measure(name: string, ask: Ask) {
  for (let i = 0; i < 300; i++) await ask(-i); // warm up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const answer = (await ask(i)) as { value: { productIds: number[] } };
    if (answer.value.productIds.length !== 48) throw new Error("wrong answer");
    times.push((performance.now() - started) * 1000);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  // Throughput: 8 requests in flight, as 8 concurrent requests of one HTTP process would be.
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < ROUNDS) await ask(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const clientCpuUs = (cpu.user + cpu.system) / ROUNDS;
  console.log(
    `${name.padEnd(14)} p50 ${at(0.5).toFixed(0).padStart(5)} µs  p95 ${at(0.95).toFixed(0).padStart(5)} µs  ` +
      `p99 ${at(0.99).toFixed(0).padStart(5)} µs  8 in flight: ${(ROUNDS / seconds).toFixed(0).padStart(6)}/s, ` +
      `asker's CPU ${clientCpuUs.toFixed(0)} µs a request`,
  );
}

/** Request/response over anything that delivers `{ id, value }` messages. */
function correlate(send: (message: { id: number }) => void) {
  const waiting = new Map<number, (value: unknown) => void>();
  return {
    ask: (id: number) =>
      new Promise<unknown>((resolve) => {
        waiting.set(id, resolve);
        send({ id, ...QUERY });
      }),
    answer: (message: { id: number }) => {
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    },
  };
}

async function main() {
  const self = new URL(import.meta.url).pathname;
  const bytesV8 = serialize(ANSWER).length;
  const bytesJson = JSON.stringify(ANSWER).length;
  console.log(`answer: ${bytesV8} bytes as v8.serialize, ${bytesJson} as JSON; ${ROUNDS} round trips each\n`);
  for (const [name, codec] of [
    ["v8", V8],
    ["JSON", JSONC],
  ] as const) {
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i++) codec.decode(codec.encode(ANSWER));
    console.log(`encode+decode ${name}: ${(((performance.now() - started) * 1000) / ROUNDS).toFixed(0)} µs`);
  }
  console.log("");

  await measure("in-process", async (id) => ({ id, value: ANSWER }));

  const children: ChildProcess[] = [];
  try {
    const ipcChild = fork(self, ["--role", "ipc"], { serialization: "advanced" });
    children.push(ipcChild);
    const ipc = correlate((m) => ipcChild.send(m));
    ipcChild.on("message", (m) => ipc.answer(m as { id: number }));
    await measure("cluster IPC", ipc.ask);

    for (const role of ["uds-v8", "uds-json"] as const) {
      const codec = role === "uds-json" ? JSONC : V8;
      const path = join(tmpdir(), `caravan-bench-${process.pid}-${role}.sock`);
      rmSync(path, { force: true });
      const child = fork(self, ["--role", role], { env: { ...process.env, BENCH_SOCKET: path } });
      children.push(child);
      await new Promise((resolve) => child.once("message", resolve));
      const socket = createConnection(path);
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.setNoDelay(true);
      const uds = correlate((m) => socket.write(frame(codec.encode(m))));
      onFrames(socket, (payload) => uds.answer(codec.decode(payload) as { id: number }));
      await measure(role === "uds-v8" ? "UDS v8" : "UDS JSON", uds.ask);
      socket.destroy();
      rmSync(path, { force: true });
    }

    const worker = new Worker(self);
    const thread = correlate((m) => worker.postMessage(m));
    worker.on("message", (m) => thread.answer(m as { id: number }));
    await measure("thread", thread.ask);
    await worker.terminate();
  } finally {
    for (const child of children) child.kill();
  }
}
