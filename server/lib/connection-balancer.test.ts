import { type ChildProcess, fork } from "node:child_process";
import { EventEmitter } from "node:events";
import { Agent, get } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { answerWhileBacklogged } from "../http/backlog-answer.ts";
import { type BalancerOptions, ConnectionBalancer, leastBusy } from "./connection-balancer.ts";

const WORKER = new URL("./fixtures/balanced-worker.ts", import.meta.url).pathname;

describe("leastBusy", () => {
  it("picks the worker with the fewest open connections, the earliest on a tie", () => {
    expect(
      leastBusy(
        new Map([
          ["a", 2],
          ["b", 1],
          ["c", 1],
        ]),
      ),
    ).toBe("b");
    expect(
      leastBusy(
        new Map([
          ["a", 0],
          ["b", 0],
        ]),
      ),
    ).toBe("a");
    expect(leastBusy(new Map())).toBeUndefined();
  });
});

describe("ConnectionBalancer", () => {
  const children: ChildProcess[] = [];
  let balancer: ConnectionBalancer | undefined;
  afterEach(() => {
    balancer?.close();
    for (const child of children.splice(0)) child.kill();
  });

  /** Starts the balancer with real workers; a worker whose argument is "die" exits on its first connection. */
  async function start(workers: number | string[], options?: BalancerOptions) {
    balancer = new ConnectionBalancer(options);
    const args = typeof workers === "number" ? Array.from({ length: workers }, () => "") : workers;
    for (const arg of args) {
      const child = fork(WORKER, arg ? [arg] : [], { stdio: "ignore" });
      children.push(child);
      await new Promise<void>((resolve) => child.once("message", () => resolve()));
      balancer.add(child);
    }
    return balancer.listen(0, "127.0.0.1");
  }

  /** One request on its own keep-alive connection; answers the serving worker's pid. */
  function ask(port: number, agent: Agent, path = "/") {
    return new Promise<string>((resolve, reject) => {
      get({ host: "127.0.0.1", port, agent, path }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk)).on("end", () => resolve(body));
      }).on("error", reject);
    });
  }

  const countBy = (pids: string[]) => [
    ...pids.reduce((m, pid) => m.set(pid, (m.get(pid) ?? 0) + 1), new Map<string, number>()).values(),
  ];

  it("deals a burst of keep-alive connections evenly, and a new one to the worker holding fewest", async () => {
    const port = await start(2);
    const agents = Array.from({ length: 10 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const pids = await Promise.all(agents.map((agent) => ask(port, agent)));
    expect(countBy(pids).sort()).toEqual([5, 5]);
    // Each connection stays with its worker.
    expect(await Promise.all(agents.map((agent) => ask(port, agent)))).toEqual(pids);

    // Three of one worker's connections close; the next two connections go to that worker.
    const first = pids[0]!;
    const closing = agents.filter((_, i) => pids[i] === first).slice(0, 3);
    for (const agent of closing) agent.destroy();
    // The worker reports the closes over IPC.
    while (Math.min(...balancer!.connectionCounts()) > 2) await new Promise((r) => setTimeout(r, 10));
    expect(balancer!.connectionCounts().sort()).toEqual([2, 5]);
    const fresh = [
      new Agent({ keepAlive: true, maxSockets: 1 }),
      new Agent({ keepAlive: true, maxSockets: 1 }),
    ];
    expect(await Promise.all(fresh.map((agent) => ask(port, agent)))).toEqual([first, first]);
    for (const agent of [...agents, ...fresh]) agent.destroy();
  });

  it("stops a worker only once the request it is serving has been answered and its connections closed", async () => {
    const port = await start(1);
    const child = children[0]!;
    const events: string[] = [];
    child.on("message", (message) => {
      if (message === "stopped") events.push("stopped");
    });
    const slowStarted = new Promise((resolve) =>
      child.on("message", (m) => m === "slow-started" && resolve(m)),
    );
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = ask(port, agent, "/slow").then((body) => {
      events.push("answered");
      return body;
    });
    await slowStarted;
    child.send("stop");
    expect(await answer).toBe(String(child.pid));
    // The keep-alive connection, idle once answered, is closed by the worker; then it has stopped.
    while (!events.includes("stopped")) await new Promise((r) => setTimeout(r, 10));
    expect(events).toEqual(["answered", "stopped"]);
    agent.destroy();
  });

  it("answers new connections itself with 503 while every worker has some waiting; health checks pass", async () => {
    const port = await start(1, {
      maxWaitingHandoffs: 1,
      onBacklog: (socket) => answerWhileBacklogged(socket, async () => true),
    });
    const child = children[0]!;
    const blockStarted = new Promise((resolve) =>
      child.on("message", (m) => m === "block-started" && resolve(m)),
    );
    const blocker = new Agent({ keepAlive: true, maxSockets: 1 });
    const blocked = ask(port, blocker, "/block");
    await blockStarted;
    const started = performance.now();
    const once = (path: string) =>
      new Promise<{ status: number; body: string; ms: number; retryAfter: unknown }>((resolve, reject) => {
        get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              body,
              ms: performance.now() - started,
              retryAfter: response.headers["retry-after"],
            }),
          );
        }).on("error", reject);
      });
    // The worker is blocked: one connection is on its way to it, one waits behind; the others are
    // answered by the primary at once.
    const answers = await Promise.all([once("/a"), once("/b"), once("/api/c"), once("/d"), once("/healthz")]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const answer of refused) {
      expect(answer.ms).toBeLessThan(700);
      expect(answer.retryAfter).toMatch(/^[123]$/);
    }
    expect(
      answers.filter((a) => a.status === 200 && a.body === String(child.pid)).length,
    ).toBeGreaterThanOrEqual(1);
    expect(answers.length - refused.length).toBe(answers.filter((a) => a.status === 200).length);
    const health = answers[4]!;
    expect(health).toMatchObject({ status: 200, body: JSON.stringify({ status: "ok" }) });
    expect(health.ms).toBeLessThan(700);
    expect(await blocked).toBe(String(child.pid));
    // Once the worker has taken what waited, new connections reach it again.
    await expect.poll(() => balancer!.waitingHandoffs()).toEqual([0]);
    expect((await once("/e")).status).toBe(200);
    expect((await once("/f")).status).toBe(200);
    blocker.destroy();
  });

  /** One request on a connection of its own; answers the body, or the error's code. */
  const askOnce = (port: number) =>
    new Promise<string>((resolve) => {
      get({ host: "127.0.0.1", port, agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk)).on("end", () => resolve(body));
      }).on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });

  it("deals the connections a dying worker had not taken to another worker: none is reset or left hanging", async () => {
    const port = await start(["die", ""]);
    const [dying, serving] = children;
    const exited = new Promise((resolve) => dying!.once("exit", resolve));
    // Least connections deals every other one to the dying worker; it exits on the first, with
    // the next still queued in the primary or sent and never read.
    const answers = await Promise.all(Array.from({ length: 6 }, () => askOnce(port)));
    expect(answers).toEqual(Array(6).fill(String(serving!.pid)));
    await exited;
    expect(balancer!.connectionCounts()).toHaveLength(1);
    expect(await askOnce(port)).toBe(String(serving!.pid));
  });

  it("deals a connection again when sending it to a worker fails (its channel closed), and drops that worker", async () => {
    balancer = new ConnectionBalancer();
    // A worker whose IPC channel has closed, not yet known to be dead: every send fails.
    const closed = Object.assign(new EventEmitter(), {
      send: (
        _message: unknown,
        _handle: unknown,
        _options: unknown,
        callback: (error: Error | null) => void,
      ) => {
        process.nextTick(
          callback,
          Object.assign(new Error("Channel closed"), { code: "ERR_IPC_CHANNEL_CLOSED" }),
        );
        return false;
      },
    });
    balancer.add(closed);
    const child = fork(WORKER, [], { stdio: "ignore" });
    children.push(child);
    await new Promise<void>((resolve) => child.once("message", () => resolve()));
    balancer.add(child);
    const port = await balancer.listen(0, "127.0.0.1");
    expect(await askOnce(port)).toBe(String(child.pid));
    expect(balancer.connectionCounts()).toHaveLength(1);
  });

  it("answers 503 itself while no worker is serving, rather than dropping the connection", async () => {
    balancer = new ConnectionBalancer({
      onBacklog: (socket) => answerWhileBacklogged(socket, async () => false),
    });
    const port = await balancer.listen(0, "127.0.0.1");
    const status = await new Promise<number>((resolve, reject) =>
      get({ host: "127.0.0.1", port, agent: false, path: "/api/x" }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      }).on("error", reject),
    );
    expect(status).toBe(503);
  });
});
