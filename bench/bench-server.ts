import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

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
  return spawn(process.execPath, ["server/main.ts"], {
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
