import type { Random } from "#server/demo/random.ts";

/**
 * Picks indexes 0…n-1 with Zipf's law (the k-th most popular drawn in proportion to 1/k^s), as
 * visits spread over a shop's pages: a few pages draw most of them, most pages are seldom seen.
 */
export function zipfPicker(n: number, s: number, random: Random): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** s;
    cumulative[k] = sum;
  }
  return () => {
    const target = random.next() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}
