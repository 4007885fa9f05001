/** Single requests the load test checks one by one, and the pass/fail lines it prints. */

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export function check(name: string, ok: boolean, detail: string): Check {
  return { name, ok, detail };
}

export interface Probe {
  status: number;
  retryAfter: string | null;
  body: string;
  type: string;
}

/** GET (or POST) one URL; a network failure is status 0. */
export async function probe(url: string, init: RequestInit = {}): Promise<Probe> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text(), type: res.headers.get('content-type') ?? '' };
  } catch (error) {
    return { status: 0, retryAfter: null, body: error instanceof Error ? error.message : String(error), type: '' };
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `ready` holds or the time is up; resolves with the time it held, or null. */
export async function waitFor(ready: () => Promise<boolean>, timeoutMs: number, everyMs = 200): Promise<number | null> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await ready()) return Date.now();
    await sleep(everyMs);
  }
  return null;
}

/** Status → count, as "200×1234, 503×12". */
export function describeCounts(counts: Record<number, number>): string {
  const parts = Object.entries(counts).map(([s, n]) => `${s}×${n}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}
