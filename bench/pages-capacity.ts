import { loadavg } from "node:os";
import { type LoadRequest, type LoadResult, percentile, runLoad } from "./http-load.ts";

/** The p99 a page may take for the server to count as keeping up. */
const P99_LIMIT_MS = 100;

/**
 * The capacity of one app machine for the deployment guide: the mix at each number of
 * connections in `steps`, for `seconds` each, with the requests a second and the p99 of product
 * pages and of listings. The capacity is the most requests a second at which both stay under
 * 100 ms at p99.
 */
export async function measureCapacity(
  port: number,
  next: () => LoadRequest,
  steps: readonly number[],
  seconds: number,
): Promise<void> {
  console.log(`\nCapacity: the mix, warm, ${seconds} s at each number of connections.`);
  console.log(
    "| connections | requests/s | hit rate (anonymous) | p50 ms | p99 ms | product pages p99 ms | listings p99 ms | not 200 | load average |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  let capacity: { connections: number; rate: number } | undefined;
  for (const connections of steps) {
    const run = await runLoad(port, next, { concurrency: connections, seconds });
    const rate = run.samples.length / run.seconds;
    const p99 = (filter: (s: LoadResult["samples"][number]) => boolean) =>
      percentile(
        run.samples
          .filter(filter)
          .map((s) => s.ms)
          .sort((a, b) => a - b),
        0.99,
      );
    const all = run.samples.map((s) => s.ms).sort((a, b) => a - b);
    const products = p99((s) => s.kind === "product");
    const listings = p99((s) => s.kind === "listing");
    const anonymous = run.samples.filter((s) => !s.signedIn);
    const hitRate = anonymous.filter((s) => s.cache === "hit").length / anonymous.length;
    const failed = run.samples.filter((s) => s.status !== 200).length;
    console.log(
      `| ${connections} | ${rate.toFixed(0)} | ${(hitRate * 100).toFixed(1)} % | ${percentile(all, 0.5).toFixed(1)} | ${percentile(all, 0.99).toFixed(1)} | ${products.toFixed(1)} | ${listings.toFixed(1)} | ${failed} | ${loadavg()[0]!.toFixed(1)} |`,
    );
    if (products < P99_LIMIT_MS && listings < P99_LIMIT_MS && failed === 0 && rate > (capacity?.rate ?? 0))
      capacity = { connections, rate };
  }
  console.log(
    capacity
      ? `Capacity at p99 < ${P99_LIMIT_MS} ms: ${capacity.rate.toFixed(0)} requests/s (${capacity.connections} connections).`
      : `No step kept p99 under ${P99_LIMIT_MS} ms.`,
  );
}
