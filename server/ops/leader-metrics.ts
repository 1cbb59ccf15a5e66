import { Gauge, type Registry } from "prom-client";

let leading: (() => boolean) | undefined;

/** Set by the main process once it stands for leader (server/leader-tasks.ts); read on every scrape. */
export function setLeaderSource(next: (() => boolean) | undefined): void {
  leading = next;
}

/** The leader gauge, in the registry of the main process, which is the one that stands. */
export function registerLeaderGauge(registry: Registry): void {
  new Gauge({
    name: "caravan_maintenance_leader",
    help: "1 when this server runs the maintenance and keeps the recurring jobs queued (one server of the site does), else 0.",
    registers: [registry],
    collect() {
      this.set(leading?.() ? 1 : 0);
    },
  });
}
