import { defineConfig } from "vitest/config";

const INCLUDE = [
  "app/**/*.test.{ts,tsx}",
  "core/**/*.test.ts",
  "server/**/*.test.ts",
  "tests/integration/**/*.test.ts",
  "tests/architecture/**/*.test.ts",
];
// Test files that replace a module with vi.mock need a module registry of their own.
const MOCKING = ["server/ops/create-admin-refused.test.ts"];

// Unit and integration tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  test: {
    setupFiles: ["tests/setup/zod-openapi.ts", "tests/setup/fail-on-console-error.ts"],
    globalSetup: ["tests/setup/postgres-run.ts"],
    pool: "forks",
    // One test file per core, not Vitest's one fewer: most of a test's time is spent waiting for
    // PostgreSQL or a timer, so a single worker on two cores left the machine half idle.
    maxWorkers: "100%",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // A worker runs one test file after another in one module registry instead of a new
        // process per file: the app, its build and the migrated SQLite template load once per
        // worker (measured: the whole run 587 s → 458 s on this machine).
        test: { name: "shared", include: INCLUDE, exclude: MOCKING, isolate: false },
      },
      { extends: true, test: { name: "isolated", include: MOCKING, isolate: true } },
    ],
  },
});
