import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/**
 * Real server processes for tests that need more than one (`node server/main.ts` on the production
 * build): a free port, a start that waits for /healthz, and a stop that always ends the process.
 */
const root = new URL("../..", import.meta.url).pathname;

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

/**
 * Builds the production bundle when there is none or when a source file is newer than it: a
 * stale build would test yesterday's server. Takes about a minute when it builds.
 */
export function buildIfStale(): void {
  const built = join(root, "build/server/index.js");
  let builtAt = 0;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    // no build yet
  }
  const newest = Math.max(...["app", "core", "server"].map((dir) => newestMtime(join(root, dir))));
  if (builtAt > newest) return;
  const result = spawnSync(
    process.execPath,
    [join(root, "node_modules/@react-router/dev/bin.cjs"), "build"],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

export interface ServerProcess {
  origin: string;
  port: number;
  process: ChildProcess;
  /** What the process printed (for the message of a failed start). */
  output(): string;
}

/** Starts `node server/main.ts` with `env` on top of a quiet single-process setup; resolves once healthy. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_HOST: `localhost:${port}`,
      LOG_LEVEL: "warn",
      SERVER_WORKERS: "1",
      DEMO: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const server = { origin: `http://127.0.0.1:${port}`, port, process: child, output: () => output };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output}`);
    const health = await fetch(`${server.origin}/healthz`).catch(() => undefined);
    if (health?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopServerProcess(server);
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${output}`);
}

/** SIGTERM, and SIGKILL when it has not exited within `graceMs`. */
export async function stopServerProcess(server: ServerProcess | undefined, graceMs = 8000): Promise<void> {
  const child = server?.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}
