import { Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The Prometheus series of one server process. Each process has its own registry; with several
 * worker processes the main process sums them up (server/ops/metrics-server.ts), so every series
 * says how it adds up across processes (`aggregator`).
 *
 * Labels are bounded: `route` is a route pattern (`/:name/pr/:productId`, `/api/cart/lines/{id}`
 * as Hono has it), never a raw path, and `other` for anything that matched no route; `method` is
 * one of the HTTP methods or `other`.
 */
export interface AppMetrics {
  readonly registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  observeSearch(kind: SearchKind, seconds: number): void;
  /** An event stream (GET /events) opened (+1) or closed (-1). */
  countEventStreams(delta: 1 | -1): void;
  /** Conversation events written to event streams. */
  countStreamedEvents(events: number): void;
  /** An anonymous visitor's page asked for: served from the page cache (`hit`) or rendered (`miss`). */
  countPageCache(outcome: "hit" | "miss"): void;
  /** The process's page cache, which the size gauges read. */
  watchPageCache(store: PageCacheSize): void;
}

/** What the page-cache gauges read: the process's store of pages. */
export interface PageCacheSize {
  readonly size: number;
  readonly usedBytes: number;
}

/** browse: a plain category or catalogue page; filter: with filters; text: a text search;
 * text_matches: a text's hits per category. */
export type SearchKind = "browse" | "filter" | "text" | "text_matches";

/** What the index-size gauges read: the process's search engine (none in a cluster's HTTP workers). */
export interface IndexSizeSource {
  size(): { documents: number; slots: number; bytes?: number } | undefined;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
// Pages render in milliseconds to a second; overload answers arrive at once.
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// The in-memory engine answers in microseconds to tens of milliseconds.
const SEARCH_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25];

export function createAppMetrics(index: IndexSizeSource): AppMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: "caravan_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "caravan_http_request_duration_seconds",
    help: "Time from receiving a request to its response, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const searchSeconds = new Histogram({
    name: "caravan_search_duration_seconds",
    help: "Time the in-memory search index takes to answer a query, by kind of query.",
    labelNames: ["kind"] as const,
    buckets: SEARCH_BUCKETS,
    registers: [registry],
  });
  // Every process indexes the same catalogue: the largest index stands for all (summing would
  // count each product once per process).
  new Gauge({
    name: "caravan_search_index_documents",
    help: "Products in the search index (the largest among the server processes).",
    aggregator: "max",
    registers: [registry],
    collect() {
      const size = index.size();
      if (size) this.set(size.documents);
    },
  });
  // Summed over the processes: how many copies of the index the machine holds (one, whatever
  // the number of HTTP workers: docs/decisions/037-one-search-index-per-machine.md).
  new Gauge({
    name: "caravan_search_indexes_in_memory",
    help: "Search indexes held in memory, summed over the server processes of this machine.",
    aggregator: "sum",
    registers: [registry],
    collect() {
      this.set(index.size() ? 1 : 0);
    },
  });
  new Gauge({
    name: "caravan_search_index_slots",
    help: "Slots the search index uses; a changed product leaves a dead one until the index is compacted.",
    aggregator: "max",
    registers: [registry],
    collect() {
      const size = index.size();
      if (size) this.set(size.slots);
    },
  });
  new Gauge({
    name: "caravan_search_index_bytes",
    help: "Bytes of the search index's arrays and (estimated) dictionaries, of the largest process.",
    aggregator: "max",
    registers: [registry],
    collect() {
      const bytes = index.size()?.bytes;
      if (bytes !== undefined) this.set(bytes);
    },
  });
  const eventStreams = new Gauge({
    name: "caravan_event_streams_open",
    help: "Event streams (GET /events) open now, summed over the server processes.",
    aggregator: "sum",
    registers: [registry],
  });
  const streamedEvents = new Counter({
    name: "caravan_event_stream_events_total",
    help: "Conversation events written to event streams (replayed or live).",
    registers: [registry],
  });
  const pageCacheRequests = new Counter({
    name: "caravan_page_cache_requests_total",
    help: "Anonymous visitors' cacheable pages, served from the page cache (hit) or rendered (miss).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  let pageStore: PageCacheSize | undefined;
  // Each process keeps pages of its own: the machine's memory for them is the sum.
  new Gauge({
    name: "caravan_page_cache_pages",
    help: "Pages kept by the page cache, summed over the server processes.",
    aggregator: "sum",
    registers: [registry],
    collect() {
      this.set(pageStore?.size ?? 0);
    },
  });
  new Gauge({
    name: "caravan_page_cache_bytes",
    help: "Bytes of pages kept by the page cache (bounded by PAGE_CACHE_MB per process), summed over the processes.",
    aggregator: "sum",
    registers: [registry],
    collect() {
      this.set(pageStore?.usedBytes ?? 0);
    },
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const m = METHODS.has(method) ? method : "other";
      requests.inc({ method: m, route, status: String(status) });
      requestSeconds.observe({ method: m, route }, seconds);
    },
    observeSearch(kind, seconds) {
      searchSeconds.observe({ kind }, seconds);
    },
    countEventStreams(delta) {
      eventStreams.inc(delta);
    },
    countStreamedEvents(events) {
      streamedEvents.inc(events);
    },
    countPageCache(outcome) {
      pageCacheRequests.inc({ outcome });
    },
    watchPageCache(store) {
      pageStore = store;
    },
  };
}
