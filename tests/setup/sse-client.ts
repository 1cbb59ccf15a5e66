import { request } from "node:http";

/** One server-sent event as a browser's EventSource would see it. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * A client of an event stream over node:http, for tests and benchmarks: the answer's status and
 * headers, every event and comment in arrival order, and a way to wait for a given event.
 */
export interface EventStreamClient {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  events: SseEvent[];
  comments: string[];
  /** Resolves with the first event (already received or to come) that matches, or rejects after `ms`. */
  next(match: (event: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  /** Resolves when the server has ended the stream or the connection closed. */
  ended: Promise<void>;
  close(): void;
  /** Called with each event as it arrives (benchmarks time deliveries with it). */
  onEvent?: (event: SseEvent) => void;
}

export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: "text/event-stream", ...headers }, agent: false });
    req.on("error", reject);
    req.on("response", (res) => {
      const waiters = new Set<{ match: (event: SseEvent) => boolean; resolve: (event: SseEvent) => void }>();
      let ended: () => void = () => {};
      const client: EventStreamClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        comments: [],
        ended: new Promise<void>((done) => {
          ended = done;
        }),
        next(match, ms = 5000) {
          const found = client.events.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((resolveEvent, rejectEvent) => {
            const waiter = {
              match,
              resolve: (event: SseEvent) => {
                clearTimeout(timer);
                waiters.delete(waiter);
                resolveEvent(event);
              },
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              rejectEvent(
                new Error(`no matching event within ${ms} ms; got ${JSON.stringify(client.events)}`),
              );
            }, ms);
            waiters.add(waiter);
          });
        },
        close() {
          req.destroy();
        },
      };
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = parseBlock(block, client.comments);
          if (!event) continue;
          client.events.push(event);
          client.onEvent?.(event);
          for (const waiter of [...waiters]) if (waiter.match(event)) waiter.resolve(event);
        }
      });
      res.on("end", () => ended());
      res.on("close", () => ended());
      resolve(client);
    });
    req.end();
  });
}

function parseBlock(block: string, comments: string[]): SseEvent | undefined {
  let id: string | undefined;
  let event = "message";
  const data: string[] = [];
  let fields = 0;
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) {
      comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(":");
    const name = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (name === "id") id = value;
    else if (name === "event") event = value;
    else if (name === "data") data.push(value);
    else continue;
    fields++;
  }
  return fields && data.length ? { id, event, data: data.join("\n") } : undefined;
}
