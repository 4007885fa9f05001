/** Reading the site's Prometheus metrics in tests (docs/operations.md "Operating the site"). */

/** The value of one sample of a metrics text (0 when it is absent): the sample with exactly these labels among its own. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const set = /\{([^}]*)\}/.exec(line)?.[1]?.split(',') ?? [];
    if (wanted.every((w) => set.includes(w)) && (wanted.length > 0 || set.length === 0)) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

/** Where a site process serves its metrics, from its startup line ("Metrics at …"). */
export function metricsUrlOf(output: string): string {
  const found = /Metrics at (http:\/\/\S+)/.exec(output);
  if (!found) throw new Error(`the site printed no metrics URL:\n${output.slice(0, 2_000)}`);
  return found[1]!;
}

/** The metrics URL of a site process that has just said it is ready (the line may follow in the next chunk). */
export async function waitForMetricsUrl(output: () => string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!/Metrics at /.test(output()) && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 20));
  return metricsUrlOf(output());
}
