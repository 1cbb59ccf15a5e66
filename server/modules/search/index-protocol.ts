import type { Socket } from "node:net";
import type { ErrorCode } from "#server/lib/errors.ts";
import type { IndexMethod } from "./index-access.ts";

/**
 * The search process's socket protocol: frames of a 4-byte big-endian length and a JSON message.
 * JSON, not v8.serialize: for a listing's answer it was both smaller and faster to encode and
 * decode (bench/search-ipc.ts, docs/decisions/037-one-search-index-per-machine.md).
 */
export interface IndexRequest {
  id: number;
  method: IndexMethod;
  args: unknown[];
}

export type IndexResponse =
  | { id: number; value: unknown }
  | { id: number; error: { message: string; code?: ErrorCode | "unavailable" } };

/** A frame longer than this is a broken peer, not an answer: the connection is dropped. */
export const MAX_FRAME = 64 * 1024 * 1024;

export function encodeFrame(message: IndexRequest | IndexResponse): Buffer {
  const body = Buffer.from(JSON.stringify(message));
  const frame = Buffer.allocUnsafe(4 + body.length);
  frame.writeUInt32BE(body.length, 0);
  body.copy(frame, 4);
  return frame;
}

/**
 * Calls `onMessage` with each whole message read from the socket, however the stream cut them;
 * a frame over MAX_FRAME or one that is not JSON destroys the socket.
 */
export function readFrames(socket: Socket, onMessage: (message: unknown) => void): void {
  let pending: Buffer = Buffer.alloc(0);
  socket.on("data", (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 4) {
      const length = pending.readUInt32BE(0);
      if (length > MAX_FRAME) {
        socket.destroy(new Error(`search socket: a frame of ${length} bytes`));
        return;
      }
      if (pending.length < 4 + length) break;
      let message: unknown;
      try {
        message = JSON.parse(pending.toString("utf8", 4, 4 + length));
      } catch (error) {
        socket.destroy(error as Error);
        return;
      }
      pending = pending.subarray(4 + length);
      onMessage(message);
    }
  });
}
