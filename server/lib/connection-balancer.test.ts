import { type ChildProcess, fork } from "node:child_process";
import { Agent, get } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { ConnectionBalancer, leastBusy } from "./connection-balancer.ts";

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

  async function start(workers: number) {
    balancer = new ConnectionBalancer();
    for (let i = 0; i < workers; i++) {
      const child = fork(WORKER, { stdio: "ignore" });
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
});
