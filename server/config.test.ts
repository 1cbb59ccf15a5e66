import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      siteHost: "localhost:3000",
      companySubdomainMode: false,
      seedProducts: 5000,
    });
    expect(config.databaseUrl).toMatch(/data\/caravan\.sqlite$/);
  });
  it("chooses PostgreSQL from DATABASE_URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/caravan" }).databaseUrl).toBe(
      "postgres://u@127.0.0.1:5432/caravan",
    );
  });
  it("explains a bad value in one line naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/^Configuration error: PORT .*\(got 'eighty'\)$/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SITE_HOST: "http://x/y" })).toThrow(/SITE_HOST/);
  });
  it("lets registrations per address and hour be raised, 10 unless set", () => {
    expect(loadConfig({}).registrationsPerHour).toBe(10);
    expect(loadConfig({ REGISTRATIONS_PER_HOUR: "250" }).registrationsPerHour).toBe(250);
    expect(() => loadConfig({ REGISTRATIONS_PER_HOUR: "0" })).toThrow(/REGISTRATIONS_PER_HOUR/);
  });
  it("runs the demo unless DEMO=false, and serves metrics only when METRICS_PORT is set", () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DEMO: "false" }).demo).toBe(false);
    expect(() => loadConfig({ DEMO: "maybe" })).toThrow(/^Configuration error: DEMO /);
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: "9464" }).metrics).toEqual({
      port: 9464,
      bindAddress: "127.0.0.1",
      token: undefined,
    });
    const token = "a-long-enough-token-123";
    expect(
      loadConfig({ METRICS_PORT: "9464", METRICS_BIND_ADDRESS: "0.0.0.0", METRICS_TOKEN: token }).metrics,
    ).toEqual({ port: 9464, bindAddress: "0.0.0.0", token });
    expect(() => loadConfig({ METRICS_PORT: "9464", METRICS_TOKEN: "short-secret" })).toThrow(
      "Configuration error: METRICS_TOKEN must be at least 16 characters (got a value that is not shown)",
    );
  });
  it("keeps search index snapshots in DATA_DIR/search unless SEARCH_SNAPSHOTS=false", () => {
    expect(loadConfig({ DATA_DIR: "/srv/caravan" }).searchSnapshots).toEqual({
      dir: "/srv/caravan/search",
      afterChanges: 10_000,
      afterMs: 30 * 60_000,
    });
    expect(
      loadConfig({ SEARCH_SNAPSHOT_AFTER_CHANGES: "500", SEARCH_SNAPSHOT_AFTER_MINUTES: "5" })
        .searchSnapshots,
    ).toMatchObject({ afterChanges: 500, afterMs: 300_000 });
    expect(loadConfig({ SEARCH_SNAPSHOTS: "false" }).searchSnapshots).toBeUndefined();
    expect(() => loadConfig({ SEARCH_SNAPSHOT_AFTER_MINUTES: "0" })).toThrow(/SEARCH_SNAPSHOT_AFTER_MINUTES/);
  });
  it("lets a large search use a second thread unless SEARCH_SCAN_THREADS=1", () => {
    expect(loadConfig({}).searchScanThreads).toBe(2);
    expect(loadConfig({ SEARCH_SCAN_THREADS: "1" }).searchScanThreads).toBe(1);
    expect(() => loadConfig({ SEARCH_SCAN_THREADS: "4" })).toThrow(/SEARCH_SCAN_THREADS/);
  });
  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
  });
});
