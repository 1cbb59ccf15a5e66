import { rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import type { Logger } from "#server/lib/logger.ts";
import { isAppError } from "#server/lib/errors.ts";
import { INDEX_METHODS, type SearchIndexAccess } from "./index-access.ts";
import { encodeFrame, type IndexRequest, type IndexResponse, readFrames } from "./index-protocol.ts";

const METHODS = new Set<string>(INDEX_METHODS);

export interface IndexServer {
  close(): Promise<void>;
}

/**
 * Serves an index to the HTTP processes of this machine on a Unix socket (the search process,
 * server/search-process.ts). Questions are answered as they come, each by the same code an
 * in-process caller runs; until the index serves, everything but `status` is refused at once as
 * unavailable, so an HTTP process answers 503 instead of waiting for a load.
 */
export async function serveIndex(
  access: SearchIndexAccess,
  options: { path: string; serving: () => boolean; log?: Logger },
): Promise<IndexServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A client that went away mid-answer: nothing to do but forget it.
    socket.on("error", () => socket.destroy());
    readFrames(socket, (message) => void answer(socket, message as IndexRequest));
  });
  const answer = async (socket: Socket, request: IndexRequest) => {
    const reply = (response: IndexResponse) => {
      if (!socket.destroyed) socket.write(encodeFrame(response));
    };
    const { id, method, args } = request;
    if (typeof id !== "number" || !METHODS.has(method) || !Array.isArray(args))
      return reply({ id, error: { message: `not a search index question: ${String(method)}` } });
    if (method !== "status" && !options.serving())
      return reply({ id, error: { message: "the search index is loading", code: "unavailable" } });
    try {
      const call = access[method] as (...a: unknown[]) => Promise<unknown>;
      const value = await call(...args);
      reply({ id, value: value ?? null });
    } catch (error) {
      options.log?.error({ err: error, method }, "search index question failed");
      reply({
        id,
        error: { message: (error as Error).message, ...(isAppError(error) ? { code: error.code } : {}) },
      });
    }
  };
  // The socket's folder is this machine's cluster's own; a file left there by a process that
  // died is no one's.
  rmSync(options.path, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.path, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
