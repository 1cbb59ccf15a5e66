import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * Global teardown: removes the data folders playwright.config.ts created for the test servers (not
 * one given in E2E_DATA_DIR, which stays for a look). Playwright tears down before it stops the
 * servers, so the folders go when the runner exits, once nothing writes to them any more.
 */
export default function removeDataDir() {
  // The two PostgreSQL instances' database, made for this run.
  if (process.env.E2E_PG_URL)
    process.once("exit", () => {
      spawnSync(process.execPath, ["tests/e2e/support/pg-database.ts", "drop"], { stdio: "inherit" });
    });
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || process.env.E2E_DATA_DIR_TEMPORARY !== "true") return;
  process.once("exit", () => {
    for (const path of [dir, `${dir}-company-mode`, `${dir}-postgres`])
      rmSync(path, { recursive: true, force: true });
  });
}
