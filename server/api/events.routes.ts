import type { Context } from "hono";
import { readSessionToken, sessionUser } from "#server/modules/accounts/index.ts";
import type { ConversationEvent, OpenedStream } from "#server/modules/realtime/index.ts";
import type { AppDeps } from "../deps.ts";

/** A comment line every 25 s keeps proxies and browsers from closing a quiet stream. */
export const PING_MS = 25_000;
/** Writes a client has not read; beyond this the stream is closed and the browser reconnects. */
const MAX_UNREAD_WRITES = 1000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;
const RETRY_SPREAD_MS = 7000;

const NO_STORE = { "Cache-Control": "no-store" };
const encoder = new TextEncoder();

/**
 * GET /events: the conversation events of the signed-in user as server-sent events, one endpoint
 * per user. A browser that reconnects sends the last id it received (Last-Event-ID, or
 * ?lastEventId= on a first connection), and the missed events are sent first. Anonymous visitors
 * get 401. Never cached or buffered by a proxy (X-Accel-Buffering), never compressed (the
 * compress middleware leaves text/event-stream alone).
 *
 * The body is one ReadableStream written to directly, and one timer pings every stream: a
 * process holds thousands of idle streams, and each layer or timer per stream costs memory
 * (docs/benchmarks.md, real-time delivery).
 */
export function eventStream(deps: AppDeps, options: { pingMs?: number } = {}) {
  const pingMs = options.pingMs ?? PING_MS;
  const live = new Set<(text: string) => void>();
  let pinger: NodeJS.Timeout | undefined;

  return async (c: Context) => {
    const sessionToken = readSessionToken(c.req.header("cookie") ?? null);
    const user = await sessionUser(deps, sessionToken);
    if (!user) return c.text("Unauthorized", 401, NO_STORE);
    if (!deps.realtime.mayOpen(user.id))
      return c.text("Too Many Requests", 429, { ...NO_STORE, "Retry-After": "30" });
    const lastEventId = eventIdOf(c.req.header("last-event-id") ?? c.req.query("lastEventId"));

    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    let opened: OpenedStream | undefined;
    let finished = false;
    // Ends the stream: the client left (cancel, abort), it stopped reading, or the process closes it.
    const end = () => {
      if (finished) return;
      finished = true;
      live.delete(write);
      if (live.size === 0) {
        clearInterval(pinger);
        pinger = undefined;
      }
      opened?.close();
      try {
        controller?.close();
      } catch {
        // already cancelled by the client
      }
    };
    const write = (text: string) => {
      if (finished || !controller) return;
      if ((controller.desiredSize ?? 0) < -MAX_UNREAD_WRITES) return end();
      controller.enqueue(encoder.encode(text));
    };
    opened = await deps.realtime.openStream({ ...user, sessionToken }, lastEventId, () => end());
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
      cancel: end,
    });
    c.req.raw.signal.addEventListener("abort", end, { once: true });
    if (c.req.raw.signal.aborted) end();
    if (finished) {
      // The client left, or the process began closing, while the stream was being opened.
      opened.close();
    } else {
      // Sent at once: the answer's head goes out with it, and the browser learns its retry delay.
      // Spread over a few seconds, so the browsers of a process that stops do not all come back at once.
      write(`retry: ${RETRY_MS + Math.floor(Math.random() * RETRY_SPREAD_MS)}\n\n`);
      opened.start((event) => write(formatEvent(event)));
      live.add(write);
      pinger ??= setInterval(() => {
        for (const ping of live) ping(": ping\n\n");
      }, pingMs).unref();
    }
    return c.body(body, 200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    });
  };
}

/** One event as the stream sends it: its id (the Last-Event-ID of a reconnection), kind and data. */
export function formatEvent(event: ConversationEvent): string {
  const data = JSON.stringify({
    conversationId: event.conversationId,
    messageId: event.messageId,
    side: event.side,
  });
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${data}\n\n`;
}

/** A positive event id, or undefined for anything else (the stream then starts live, without replay). */
function eventIdOf(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : undefined;
}
