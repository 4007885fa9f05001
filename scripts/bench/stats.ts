/** Small statistics for latency samples the bench and the load test collect themselves. */

/** The p-th percentile (0–100) of samples, nearest-rank; 0 for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)]!;
}

/** a ÷ b rounded to `places` (two unless told), or null when either is missing or b is 0. */
export function ratio(a: number | null | undefined, b: number | null | undefined, places = 2): number | null {
  if (a === null || a === undefined || b === null || b === undefined || b === 0) return null;
  const scale = 10 ** places;
  return Math.round((a / b) * scale) / scale;
}
