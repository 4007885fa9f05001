/**
 * The request mix of the load test: static pages, pages rendered on demand (each connection has
 * its own unbuilt pages, so first hits really render) and API calls through the content proxy.
 * Every answer is recorded by kind and time, so a check can say which kind failed and when.
 */
import type { RequestSpec } from 'autocannon';

export type MixKind = 'static' | 'onDemand' | 'api';

export interface MixPools {
  staticPaths: readonly string[];
  onDemandPaths: readonly string[];
  api: readonly { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }[];
}

export interface Answer {
  kind: MixKind;
  status: number;
  at: number;
  retryAfter: string | undefined;
}

/** Collects answers by kind. */
export class Recorder {
  readonly answers: Answer[] = [];
  record(kind: MixKind, status: number, headers: Record<string, string>): void {
    const retryAfter = Object.entries(headers).find(([k]) => k.toLowerCase() === 'retry-after')?.[1];
    this.answers.push({ kind, status, at: Date.now(), retryAfter: retryAfter === undefined ? undefined : String(retryAfter) });
  }
  /** status → count, per kind */
  counts(): Record<MixKind, Record<number, number>> {
    const out: Record<MixKind, Record<number, number>> = { static: {}, onDemand: {}, api: {} };
    for (const a of this.answers) out[a.kind][a.status] = (out[a.kind][a.status] ?? 0) + 1;
    return out;
  }
}

/**
 * The requests connection `i` of `connections` repeats: a static page, an API call and (when any
 * are left for it) one of its own unbuilt pages, in turn.
 */
export function rotation(i: number, connections: number, pools: MixPools, recorder: Recorder): RequestSpec[] {
  const own = pools.onDemandPaths.filter((_, k) => k % connections === i);
  const length = Math.max(pools.staticPaths.length, own.length, pools.api.length, 1);
  const out: RequestSpec[] = [];
  const onResponse = (kind: MixKind) => (status: number, _body: string, _ctx: Record<string, unknown>, headers: Record<string, string>) =>
    recorder.record(kind, status, headers);
  for (let k = 0; k < length; k++) {
    if (pools.staticPaths.length > 0)
      out.push({ method: 'GET', path: pools.staticPaths[(i + k) % pools.staticPaths.length]!, onResponse: onResponse('static') });
    if (own.length > 0) out.push({ method: 'GET', path: own[k % own.length]!, onResponse: onResponse('onDemand') });
    if (pools.api.length > 0) {
      const call = pools.api[(i + k) % pools.api.length]!;
      out.push({
        method: call.method,
        path: call.path,
        headers: { 'accept-encoding': 'gzip', ...call.headers },
        ...(call.body ? { body: call.body } : {}),
        onResponse: onResponse('api'),
      });
    }
  }
  return out;
}
