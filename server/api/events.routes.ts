import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { readSessionToken, sessionUser } from "#server/modules/accounts/index.ts";
import type { ConversationEvent } from "#server/modules/realtime/index.ts";
import type { AppDeps } from "../deps.ts";

/** A comment line every 25 s keeps proxies and browsers from closing a quiet stream. */
export const PING_MS = 25_000;
/** Writes a client has not read; beyond this the stream is closed and the browser reconnects. */
const MAX_UNREAD_WRITES = 1000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET /events: the conversation events of the signed-in user as server-sent events, one endpoint
 * per user. A browser that reconnects sends the last id it received (Last-Event-ID, or
 * ?lastEventId= on a first connection), and the missed events are sent first. Anonymous visitors
 * get 401. Never cached or buffered by a proxy (X-Accel-Buffering), never compressed (the
 * compress middleware leaves text/event-stream alone).
 */
export function eventStream(deps: AppDeps, options: { pingMs?: number } = {}) {
  const pingMs = options.pingMs ?? PING_MS;
  return async (c: Context) => {
    const user = await sessionUser(deps, readSessionToken(c.req.header("cookie") ?? null));
    if (!user) return c.text("Unauthorized", 401, NO_STORE);
    if (!deps.realtime.mayOpen(user.id))
      return c.text("Too Many Requests", 429, { ...NO_STORE, "Retry-After": "30" });
    const lastEventId = eventIdOf(c.req.header("last-event-id") ?? c.req.query("lastEventId"));

    let end = () => {};
    const opened = await deps.realtime.openStream(user, lastEventId, () => end());
    const response = streamSSE(c, async (stream) => {
      const ended = new Promise<void>((resolve) => {
        end = resolve;
        stream.onAbort(resolve);
        c.req.raw.signal.addEventListener("abort", () => resolve());
        if (stream.aborted || c.req.raw.signal.aborted) resolve();
      });
      let unread = 0;
      const write = (text: string) => {
        if (unread >= MAX_UNREAD_WRITES) return end();
        unread++;
        void stream.write(text).finally(() => unread--);
      };
      try {
        // Sent at once: the answer's head goes out with it, and the browser learns its retry delay.
        write(`retry: ${RETRY_MS}\n\n`);
        opened.start((event) => write(formatEvent(event)));
        const ping = setInterval(() => write(": ping\n\n"), pingMs);
        try {
          await ended;
        } finally {
          clearInterval(ping);
        }
      } finally {
        opened.close();
      }
    });
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Accel-Buffering", "no");
    return response;
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
