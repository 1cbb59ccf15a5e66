import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { Logger } from "../lib/logger.ts";
import { refusal, spreadRetryAfterSeconds } from "./refusal.ts";

export interface AdmissionOptions {
  /** Requests held at once: being served, or admitted and waiting for their turn. */
  limit: number;
  /** Seconds a refused client is asked to wait (Retry-After); spread over 1 to 3 s by default. */
  retryAfterSeconds?: () => number;
  /**
   * Paths always served, however busy the process: health and readiness checks, metrics, and the
   * event streams (GET /events), which stay open for hours at almost no cost: each held place
   * would be one fewer for pages, and a handful of open tabs would close the gate on everyone.
   */
  exemptPaths?: readonly string[];
  /**
   * Path prefixes always served: the built scripts and styles and the pictures (files from disk;
   * a new picture size is made off the main thread), without which an admitted page would not
   * work, and of which one page asks for many at once (a browser opens six connections).
   */
  exemptPrefixes?: readonly string[];
  log?: Logger;
}

const REPORT_EVERY_MS = 10_000;

/**
 * Bounds the requests one server process holds at once and answers the rest at once with 503 and
 * Retry-After, instead of letting every request wait (docs/benchmarks.md, overload).
 *
 * Why here, on node:http, before the app: a page renders synchronously from its first query to its
 * last byte (node:sqlite), so with many connections the queue is not inside the app at all but in
 * the sockets' unread requests, and each one waits for every render before it. The gate reads each
 * request as it arrives and either refuses it on the spot (a few microseconds: a prepared answer)
 * or admits it to a first-come queue that starts one request per event-loop turn. Between two
 * starts the loop reads the sockets again, so a refusal never waits behind more than one render,
 * and an admitted request waits for at most `limit` others.
 *
 * A request's place is given back when its response has gone out or its connection closed (a
 * client that gave up); one whose client left while it waited is dropped without being served.
 */
export class AdmissionGate {
  private held = 0;
  private readonly waiting: (() => boolean)[] = [];
  private pumping = false;
  private refusedSinceReport = 0;
  private reportTimer: NodeJS.Timeout | undefined;
  private readonly limit: number;
  private readonly retryAfter: () => number;
  private readonly exempt: ReadonlySet<string>;
  private readonly exemptPrefixes: readonly string[];
  private readonly log: Logger | undefined;

  constructor(options: AdmissionOptions) {
    this.limit = options.limit;
    this.retryAfter = options.retryAfterSeconds ?? spreadRetryAfterSeconds;
    this.exempt = new Set(
      options.exemptPaths ?? ["/healthz", "/readyz", "/metrics", "/favicon.svg", "/events"],
    );
    this.exemptPrefixes = options.exemptPrefixes ?? ["/assets/", "/media/"];
    this.log = options.log;
  }

  /** Requests admitted and not yet finished. */
  get inFlight(): number {
    return this.held;
  }

  /** `listener` behind the gate: the request listener to give node:http. */
  wrap(listener: RequestListener): RequestListener {
    return (request, response) => {
      const path = pathOf(request.url);
      if (this.exempt.has(path) || this.exemptPrefixes.some((prefix) => path.startsWith(prefix))) {
        serve(listener, request, response, this.log);
        return;
      }
      if (this.held >= this.limit) {
        this.refuse(request, response, path);
        return;
      }
      this.held++;
      let done = false;
      response.once("close", () => {
        done = true;
        this.held--;
      });
      this.waiting.push(() => {
        if (done) return false; // the client left while it waited
        serve(listener, request, response, this.log);
        return true;
      });
      this.pump();
    };
  }

  private pump() {
    if (this.pumping) return;
    this.pumping = true;
    setImmediate(this.startNext);
  }

  // One start per turn of the event loop; requests whose client has left do not use up the turn.
  private readonly startNext = () => {
    for (let start = this.waiting.shift(); start; start = this.waiting.shift()) if (start()) break;
    if (this.waiting.length > 0) setImmediate(this.startNext);
    else this.pumping = false;
  };

  private refuse(request: IncomingMessage, response: ServerResponse, path: string) {
    const answer = refusal("overloaded", { host: request.headers.host, path });
    response.writeHead(answer.status, {
      ...answer.headers,
      "Retry-After": String(this.retryAfter()),
      "Content-Length": Buffer.byteLength(answer.body),
    });
    response.end(request.method === "HEAD" ? undefined : answer.body);
    this.refusedSinceReport++;
    // One log line per 10 s of overload, not one per refusal (the refusals are the flood).
    this.reportTimer ??= setTimeout(() => {
      this.log?.warn(
        { refused: this.refusedSinceReport, limit: this.limit, seconds: REPORT_EVERY_MS / 1000 },
        "overloaded: refused requests with 503",
      );
      this.refusedSinceReport = 0;
      this.reportTimer = undefined;
    }, REPORT_EVERY_MS).unref();
  }
}

/** node:http's createServer with every request passing `gate` (@hono/node-server's `createServer` option). */
export function createServerBehind(gate: AdmissionGate): typeof createServer {
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, gate.wrap(listener))) as typeof createServer;
}

/** Runs the app's listener; a failure it does not answer itself ends the response (freeing its place). */
function serve(listener: RequestListener, request: IncomingMessage, response: ServerResponse, log?: Logger) {
  const fail = (error: unknown) => {
    log?.error({ err: error, path: request.url }, "request listener failed");
    if (response.headersSent) response.destroy();
    else response.writeHead(500).end();
  };
  try {
    const result = listener(request, response) as unknown;
    if (result instanceof Promise) result.catch(fail);
  } catch (error) {
    fail(error);
  }
}

function pathOf(url: string | undefined): string {
  if (!url) return "/";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}
