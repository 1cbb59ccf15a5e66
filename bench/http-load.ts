import { Agent, get, type OutgoingHttpHeaders } from "node:http";

/** One request a load run sends: a path and the headers beside the usual ones. */
export interface LoadRequest {
  path: string;
  headers?: OutgoingHttpHeaders;
  /** What kind of page it is (`product`, `listing`), kept with its sample. */
  kind?: string;
}

/** What came back for each request, in the order they finished. */
export interface LoadResult {
  seconds: number;
  /** Latencies in ms with the `x-page-cache` answer (hit, miss or none) and the status. */
  samples: { ms: number; cache: string; status: number; signedIn: boolean; kind?: string }[];
}

/**
 * Sends requests over `concurrency` keep-alive connections for `seconds` (each connection takes
 * the next request from `next`), as a browser asks for a page: gzip accepted, the body read whole.
 */
export async function runLoad(
  port: number,
  next: () => LoadRequest,
  { concurrency, seconds }: { concurrency: number; seconds: number },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const samples: LoadResult["samples"] = [];
  const ends = performance.now() + seconds * 1000;
  const one = ({ path, headers }: LoadRequest) =>
    new Promise<{ status: number; cache: string }>((resolve, reject) => {
      const request = get(
        {
          host: "127.0.0.1",
          port,
          path,
          agent,
          headers: {
            host: `localhost:${port}`,
            accept: "text/html",
            "accept-encoding": "gzip, deflate, br",
            ...headers,
          },
        },
        (res) =>
          res
            .resume()
            .on("end", () =>
              resolve({ status: res.statusCode ?? 0, cache: String(res.headers["x-page-cache"] ?? "none") }),
            ),
      );
      request.on("error", reject);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < ends) {
        const request = next();
        const t = performance.now();
        const { status, cache } = await one(request);
        samples.push({
          ms: performance.now() - t,
          cache,
          status,
          signedIn: Boolean(request.headers?.cookie),
          kind: request.kind,
        });
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { seconds: elapsed, samples };
}

/** The value below which `share` of the sorted values lie. */
export function percentile(sorted: readonly number[], share: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}
