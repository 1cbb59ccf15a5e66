import type { Server as HttpServer } from "node:http";
import { type AddressInfo, createServer, type Server, type Socket } from "node:net";

/**
 * Spreads incoming connections over the HTTP workers by how many each holds open (least
 * connections), instead of node:cluster's round robin.
 *
 * Why: cluster's round robin hands a connection to whichever worker acknowledged its previous one
 * first, and a worker busy rendering acknowledges late, so a burst of keep-alive connections (a
 * reverse proxy's upstream pool, a load test) could land 7 on one worker and 3 on the other for
 * their whole life. On two cores that one worker then queued twice the requests and its pages
 * waited twice as long (docs/benchmarks.md, product page, fourth pass).
 *
 * The primary accepts each connection paused and passes its handle to the chosen worker over IPC
 * (as cluster itself does). It keeps its own copy of the handle until the worker says it has taken
 * the connection: a connection on its way to a worker that dies meanwhile (still queued in Node's
 * IPC, or sent but never read) is then dealt to another worker, not reset or left hanging. The
 * worker also reports when each connection closes.
 */
const CONNECTION = "caravan:connection";
const TAKEN = "caravan:connection-taken";
const CLOSED = "caravan:connection-closed";

interface Handoff {
  type: typeof CONNECTION | typeof TAKEN;
  id: number;
}

const isHandoff = (message: unknown, type: Handoff["type"]): message is Handoff =>
  typeof message === "object" && message !== null && (message as Handoff).type === type;

/** The worker with the fewest open connections; the earliest registered on a tie. */
export function leastBusy<W>(open: ReadonlyMap<W, number>): W | undefined {
  let best: W | undefined;
  let fewest = Number.POSITIVE_INFINITY;
  for (const [worker, count] of open) {
    if (count < fewest) {
      best = worker;
      fewest = count;
    }
  }
  return best;
}

/** What the balancer needs of a worker: a cluster worker, or any child process with IPC. */
export interface ConnectionWorker {
  send(
    message: Handoff,
    handle: Socket,
    options: { keepOpen: boolean },
    callback: (error: Error | null) => void,
  ): boolean;
  on(event: "message", listener: (message: unknown) => void): unknown;
  once(event: "exit" | "disconnect", listener: () => void): unknown;
}

export interface BalancerOptions {
  /**
   * Connections a worker may have waiting to be taken. A worker takes the connections passed to
   * it one at a time, each between two of its renders, so under load a crowd of new connections
   * queues here; past this many on every worker, `onBacklog` answers the connection instead
   * (server/http/backlog-answer.ts: 503 at once), and the queue never outgrows what the workers
   * take within a fraction of a second.
   */
  maxWaitingHandoffs?: number;
  onBacklog?: (socket: Socket) => void;
}

/** Primary side: listens on the port and deals connections to the workers added with `add`. */
export class ConnectionBalancer {
  private readonly open = new Map<ConnectionWorker, number>();
  // Connections sent to each worker and not yet taken, by handoff id: Node passes one handle at a
  // time and waits for the worker's acknowledgement before it sends the next, and the worker takes
  // each between two of its renders.
  private readonly waiting = new Map<ConnectionWorker, Map<number, Socket>>();
  private nextId = 0;
  private readonly server: Server;
  private readonly options: BalancerOptions;

  constructor(options: BalancerOptions = {}) {
    this.options = options;
    this.server = createServer({ pauseOnConnect: true }, (socket) => this.deal(socket));
  }

  /** Resolves with the port it listens on; rejects when it cannot (the port is taken, say). */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, host, () => resolve((this.server.address() as AddressInfo).port));
    });
  }

  /**
   * A worker that is ready to serve. It leaves the pool when its IPC channel closes or it exits
   * (whichever comes first), and the connections it had not taken yet go to the others.
   */
  add(worker: ConnectionWorker) {
    const waiting = new Map<number, Socket>();
    this.open.set(worker, 0);
    this.waiting.set(worker, waiting);
    worker.on("message", (message) => {
      const count = this.open.get(worker);
      if (message === CLOSED && count !== undefined) this.open.set(worker, Math.max(0, count - 1));
      if (!isHandoff(message, TAKEN)) return;
      // The worker holds the connection now; the primary closes its own copy of the descriptor,
      // which leaves the connection open.
      waiting.get(message.id)?.destroy();
      waiting.delete(message.id);
    });
    worker.once("disconnect", () => this.leave(worker));
    worker.once("exit", () => this.leave(worker));
  }

  /** How many workers are in the pool. */
  workerCount(): number {
    return this.open.size;
  }

  /** Open connections per worker, in the order the workers were added. */
  connectionCounts(): number[] {
    return [...this.open.values()];
  }

  /** Connections on their way to each worker and not yet taken, in the order the workers were added. */
  waitingHandoffs(): number[] {
    return [...this.open.keys()].map((worker) => this.waiting.get(worker)?.size ?? 0);
  }

  close() {
    this.server.close();
  }

  private leave(worker: ConnectionWorker) {
    const stranded = [...(this.waiting.get(worker)?.values() ?? [])];
    this.open.delete(worker);
    this.waiting.delete(worker);
    for (const socket of stranded) this.deal(socket);
  }

  private deal(socket: Socket) {
    if (socket.destroyed) return;
    const { maxWaitingHandoffs = Number.POSITIVE_INFINITY, onBacklog } = this.options;
    const taking = new Map(
      [...this.open].filter(([w]) => (this.waiting.get(w)?.size ?? 0) < maxWaitingHandoffs),
    );
    const worker = leastBusy(taking);
    const waiting = worker && this.waiting.get(worker);
    if (!worker || !waiting) {
      // Every worker has enough waiting, or none is serving (all are restarting): answered here,
      // 503 with Retry-After.
      if (onBacklog) onBacklog(socket);
      else socket.destroy();
      return;
    }
    const id = this.nextId++;
    this.open.set(worker, (this.open.get(worker) ?? 0) + 1);
    waiting.set(id, socket);
    const failed = (error: Error | null) => {
      // An error means the worker's channel has closed: it is dying, and leaving the pool deals
      // this connection, which it never got, to another worker.
      if (error) this.leave(worker);
    };
    try {
      worker.send({ type: CONNECTION, id }, socket, { keepOpen: true }, failed);
    } catch (error) {
      failed(error as Error); // a channel already closed may throw instead of calling back
    }
  }
}

/**
 * Worker side: serves the connections the primary passes with `server`, which does not listen
 * itself. `stop` resolves once every connection has closed.
 */
export function serveConnectionsFromPrimary(server: HttpServer) {
  const sockets = new Set<Socket>();
  const onMessage = (message: unknown, socket: unknown) => {
    if (!isHandoff(message, CONNECTION) || !socket) return;
    // Said before the first byte is read: a connection the primary deals again was never read here.
    process.send?.({ type: TAKEN, id: message.id });
    const connection = socket as Socket;
    sockets.add(connection);
    connection.once("close", () => {
      sockets.delete(connection);
      process.send?.(CLOSED);
    });
    server.emit("connection", connection);
    connection.resume();
  };
  process.on("message", onMessage);
  // Node's HTTP server starts tracking its connections (idle closing, and the header and request
  // timeouts that stop slow clients) on "listening", which a server fed this way never emits.
  server.emit("listening");
  return {
    /** Takes no more connections, closes idle ones, and waits for the rest to finish. */
    stop(): Promise<void> {
      process.off("message", onMessage);
      server.close();
      return new Promise((resolve) => {
        const check = () => {
          server.closeIdleConnections(); // keep-alive connections whose last response is out
          if (sockets.size === 0) resolve();
          else setTimeout(check, 50).unref();
        };
        check();
      });
    },
  };
}
