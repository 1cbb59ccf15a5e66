/**
 * A small seeded pseudo-random generator (sfc32). The demo catalogue must be the same for the
 * same seed on every machine, and product k must be derivable without generating 0..k-1, so
 * each product gets its own generator from (seed, k).
 */
export class Random {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(...seeds: number[]) {
    // Mix the seeds into four 32-bit words (splitmix32-style), then warm up.
    let h = 0x9e3779b9;
    const next = () => {
      h = (h + 0x9e3779b9) | 0;
      let z = h;
      for (const s of seeds) z = Math.imul(z ^ (s | 0) ^ Math.floor(s / 2 ** 32), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.#a = next();
    this.#b = next();
    this.#c = next();
    this.#d = next();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length)
      out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    return out;
  }

  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let r = this.next() * total;
    for (const item of items) {
      r -= weight(item);
      if (r < 0) return item;
    }
    return items[items.length - 1]!;
  }

  /** A price-like number rounded to 2 decimals, log-uniform so cheap and dear both occur. */
  logBetween(min: number, max: number): number {
    const value = Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
    return Math.round(value * 100) / 100;
  }
}
