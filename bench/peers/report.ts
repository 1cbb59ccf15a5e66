/**
 * Times and checks of the peer benchmark by query class and system, printed as Markdown tables
 * (docs/benchmarks.md takes them as they are).
 */

type Check = { agreed: number; checked: number; differences: Map<string, number> };

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export class Tally {
  private readonly times = new Map<string, Map<string, number[]>>();
  private readonly checks = new Map<string, Map<string, Check>>();

  time(queryClass: string, system: string, millis: number): void {
    const bySystem = this.times.get(queryClass) ?? new Map<string, number[]>();
    this.times.set(queryClass, bySystem);
    bySystem.set(system, [...(bySystem.get(system) ?? []), millis]);
  }

  /** A peer's answer to one query against Caravan's; `differences` is empty when they agree. */
  check(queryClass: string, peer: string, differences: string[], label: string): void {
    const byPeer = this.checks.get(queryClass) ?? new Map<string, Check>();
    this.checks.set(queryClass, byPeer);
    const check = byPeer.get(peer) ?? { agreed: 0, checked: 0, differences: new Map() };
    byPeer.set(peer, check);
    check.checked++;
    if (!differences.length) check.agreed++;
    else {
      const key = `${label}: ${differences.join(", ")}`;
      check.differences.set(key, (check.differences.get(key) ?? 0) + 1);
    }
  }

  get allAgreed(): boolean {
    return [...this.checks.values()].every((byPeer) =>
      [...byPeer.values()].every((c) => c.agreed === c.checked),
    );
  }

  /** Milliseconds `system` has spent on `queryClass` so far. */
  spent(queryClass: string, system: string): number {
    let total = 0;
    for (const t of this.times.get(queryClass)?.get(system) ?? []) total += t;
    return total;
  }

  printTimes(caravan: string, peers: string[]): void {
    this.printHeader(caravan, peers);
    for (const queryClass of this.times.keys()) this.printRow(queryClass, caravan, peers);
  }

  printHeader(caravan: string, peers: string[]): void {
    const systems = [caravan, ...peers];
    console.log(
      `\n| query class | ${systems.map((s) => `${s} p50 / p95`).join(" | ")} | best peer | its p50 / p95 ÷ Caravan's |`,
    );
    console.log(`|---|${systems.map(() => "--:|").join("")}---|--:|`);
  }

  /**
   * One class's row. A system that answered fewer queries than Caravan (its time budget ran out)
   * shows how many it answered: its figures are over those, the first of the class.
   */
  printRow(queryClass: string, caravan: string, peers: string[]): void {
    const bySystem = this.times.get(queryClass);
    if (!bySystem) return;
    const systems = [caravan, ...peers];
    const answered = (system: string) => bySystem.get(system)?.length ?? 0;
    const at = (system: string, p: number) => percentile(bySystem.get(system) ?? [Number.NaN], p);
    const best = peers.reduce((a, b) => (at(b, 0.5) < at(a, 0.5) ? b : a));
    const ratio = (p: number) => {
      const r = at(best, p) / at(caravan, p);
      return `${r.toFixed(r < 10 ? 1 : 0)}×`;
    };
    const cells = systems.map(
      (s) =>
        `${ms(at(s, 0.5))} / ${ms(at(s, 0.95))}${answered(s) < answered(caravan) ? ` (${answered(s)} queries)` : ""}`,
    );
    console.log(`| ${queryClass} | ${cells.join(" | ")} | ${best} | ${ratio(0.5)} / ${ratio(0.95)} |`);
  }

  printChecks(): void {
    console.log(
      "\nChecks against Caravan's answers (total, every group's counts; the page where both order alike):",
    );
    for (const [queryClass, byPeer] of this.checks) {
      const summary = [...byPeer].map(([peer, c]) => `${peer} ${c.agreed}/${c.checked}`).join(", ");
      console.log(`  ${queryClass}: ${summary}`);
      for (const [peer, c] of byPeer)
        for (const [difference, times] of c.differences)
          console.log(`    ${peer} differs ×${times} — ${difference}`);
    }
  }
}
