import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { chromium } from "@playwright/test";

/** Helpers for benchmarks that measure the production server from outside, over loopback. */

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `node server/main.ts` (the production build) on `port`, with the given environment on top. */
export function startServer(port: number, env: Record<string, string>): ChildProcess {
  // BENCH_SERVER_FLAGS passes Node flags to the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // with SERVER_WORKERS=1 (Node refuses profiling flags in NODE_OPTIONS).
  const flags = process.env.BENCH_SERVER_FLAGS?.split(" ").filter(Boolean) ?? [];
  return spawn(process.execPath, [...flags, "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_HOST: `localhost:${port}`,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** Resolves once GET /healthz answers 200 (the search index is built before the server listens). */
export async function waitForHealth(origin: string, server: ChildProcess, minutes = 5) {
  for (let i = 0; i < minutes * 120; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet (migrating, building the index)
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not become healthy in ${minutes} minutes`);
}

/** Stops the server and waits for it to go (it writes its queued views on the way out). */
export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}

export const LIGHTHOUSE = "lighthouse@13.5.0";
export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseReport {
  categories: Record<(typeof LIGHTHOUSE_CATEGORIES)[number], { score: number }>;
  audits: Record<string, { details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

/**
 * One Lighthouse run (mobile preset) against `url`, fetched by npx so it is no install-time
 * dependency (as in bench/lighthouse.ts).
 */
export function lighthouse(url: string, workDir: string): LighthouseReport {
  const out = join(workDir, "report.json");
  execFileSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--only-categories=${LIGHTHOUSE_CATEGORIES.join(",")}`,
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    },
  );
  return JSON.parse(readFileSync(out, "utf8")) as LighthouseReport;
}

/** The middle value (the upper one of an even count). */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * CPU time (user + system) a process and its live child processes (cluster workers) have used,
 * from /proc (Linux); NaN elsewhere.
 */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of the line, counted in clock ticks (100 a second).
    let ms = (Number(fields[11]) + Number(fields[12])) * 10;
    for (const tid of readdirSync(`/proc/${pid}/task`))
      for (const child of readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8")
        .split(" ")
        .filter(Boolean))
        ms += cpuMs(Number(child));
    return ms;
  } catch {
    return Number.NaN;
  }
}

/**
 * The scripts Chromium fetches for a product page until the network is idle, with their sizes
 * on the wire. The HTML's modulepreload hints are stripped (server/lib/strip-module-preloads.ts),
 * so reading the HTML would miss the modules the entry imports: count what is really loaded.
 */
export async function clientScripts(url: string) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        response.finished().then(async () => ({
          url: new URL(response.url()).pathname,
          bytes: (await response.request().sizes()).responseBodySize,
          encoding: (await response.headerValue("content-encoding")) ?? "none",
        })),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const scripts = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
    return { scripts, total: scripts.reduce((sum, s) => sum + s.bytes, 0) };
  } finally {
    await browser.close();
  }
}
