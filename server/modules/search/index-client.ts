import { createConnection, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { AppError, type ErrorCode, ERROR_STATUS } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { IndexMethod, IndexStatus, SearchIndexAccess } from "./index-access.ts";
import { encodeFrame, type IndexResponse, readFrames } from "./index-protocol.ts";

/** What a question waits for at most: the heaviest searches take a tenth of a second. */
const DEFAULT_TIMEOUT_MS = 5000;
const READY_POLL_MS = 200;

/**
 * The search index is not reachable or not serving (the search process is starting, loading or
 * was restarted): the request is refused with 503 (`overloaded`, which says to try again), at
 * once rather than after a wait.
 */
export function indexUnavailable(why: string): AppError {
  return new AppError("overloaded", undefined, undefined, { cause: new Error(why) });
}

interface Waiting {
  /** The connection it was asked on: only that one breaking fails it. */
  socket: Socket;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The machine's search index in the search process, asked over its Unix socket (index-server.ts).
 * One connection per HTTP process, opened on the first question and again after it breaks;
 * answers are matched to questions by id, so many are in flight at once. When the connection
 * breaks every waiting question fails at once as unavailable; a question unanswered after
 * `timeoutMs` fails the same way.
 */
export class RemoteIndexAccess implements SearchIndexAccess {
  private socket: Socket | null = null;
  private connecting: Promise<Socket> | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private closed = false;
  private readonly path: string;
  private readonly timeoutMs: number;
  private readonly log: Logger | undefined;

  constructor(path: string, options: { timeoutMs?: number; log?: Logger } = {}) {
    this.path = path;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.log = options.log;
  }

  listing = (q: Parameters<SearchIndexAccess["listing"]>[0]) =>
    this.call("listing", [q]) as ReturnType<SearchIndexAccess["listing"]>;
  optionPage = (q: Parameters<SearchIndexAccess["optionPage"]>[0]) =>
    this.call("optionPage", [q]) as ReturnType<SearchIndexAccess["optionPage"]>;
  textMatchCounts = (text: string, language: string) =>
    this.call("textMatchCounts", [text, language]) as Promise<Record<string, number>>;
  originNames = (language: string) => this.call("originNames", [language]) as Promise<Record<string, string>>;
  originCounts = (language: string) =>
    this.call("originCounts", [language]) as ReturnType<SearchIndexAccess["originCounts"]>;
  page = (q: Parameters<SearchIndexAccess["page"]>[0]) =>
    this.call("page", [q]) as ReturnType<SearchIndexAccess["page"]>;
  status = () => this.call("status", []) as Promise<IndexStatus>;
  refresh = async () => void (await this.call("refresh", []));
  appliedSince = (instance: string, seq: number) =>
    this.call("appliedSince", [instance, seq]) as ReturnType<SearchIndexAccess["appliedSince"]>;

  /** Waits until the search process is up and its index serves (this process's start). */
  async ready(): Promise<void> {
    for (let waited = 0; ; waited += READY_POLL_MS) {
      const status = await this.status().catch(() => undefined);
      if (status?.ready) return;
      if (this.closed) throw indexUnavailable("closed");
      if (waited > 0 && waited % 30_000 === 0)
        this.log?.info({ socket: this.path, waitedSeconds: waited / 1000 }, "waiting for the search process");
      await sleep(READY_POLL_MS);
    }
  }

  close(): void {
    this.closed = true;
    this.socket?.destroy();
  }

  private async call(method: IndexMethod, args: unknown[]): Promise<unknown> {
    if (this.closed) throw indexUnavailable("closed");
    const socket = await this.connect();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(indexUnavailable(`no answer to ${method} within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiting.set(id, { socket, resolve, reject, timer });
      socket.write(encodeFrame({ id, method, args }));
    });
  }

  private connect(): Promise<Socket> {
    if (this.socket) return Promise.resolve(this.socket);
    this.connecting ??= new Promise<Socket>((resolve, reject) => {
      const socket = createConnection(this.path);
      socket.once("connect", () => {
        this.connecting = null;
        this.socket = socket;
        resolve(socket);
      });
      socket.on("error", (error) => {
        if (this.connecting) {
          this.connecting = null;
          reject(indexUnavailable(`cannot reach the search process: ${error.message}`));
        }
      });
      socket.on("close", () => this.dropped(socket));
      readFrames(socket, (message) => this.answered(message as IndexResponse));
    });
    return this.connecting;
  }

  /** The connection broke (the search process stopped or restarts): its waiting questions fail. */
  private dropped(socket: Socket): void {
    if (this.socket === socket) this.socket = null;
    for (const [id, waiting] of this.waiting) {
      if (waiting.socket !== socket) continue;
      this.waiting.delete(id);
      clearTimeout(waiting.timer);
      waiting.reject(indexUnavailable("the connection to the search process broke"));
    }
  }

  private answered(response: IndexResponse): void {
    const waiting = this.waiting.get(response.id);
    if (!waiting) return; // timed out already
    this.waiting.delete(response.id);
    clearTimeout(waiting.timer);
    if ("value" in response) {
      waiting.resolve(response.value);
      return;
    }
    const { message, code } = response.error;
    if (code === "unavailable") waiting.reject(indexUnavailable(message));
    else if (code && code in ERROR_STATUS) waiting.reject(new AppError(code as ErrorCode));
    else waiting.reject(new Error(`search process: ${message}`));
  }
}
