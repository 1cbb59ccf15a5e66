import { defineConfig } from "vitest/config";

// Unit and integration tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "core/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
    ],
    setupFiles: ["tests/setup/zod-openapi.ts", "tests/setup/fail-on-console-error.ts"],
    globalSetup: ["tests/setup/postgres-notice.ts"],
    pool: "forks",
    // One test file per core, not Vitest's one fewer: most of a test's time is spent waiting for
    // PostgreSQL or a timer, so a single worker on two cores left the machine half idle.
    maxWorkers: "100%",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
