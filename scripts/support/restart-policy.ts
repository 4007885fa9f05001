/**
 * What `npm start` does when a process it started stops on its own (the site server, the embedded
 * backend): start it again, unless it has already stopped `limit` times within `windowMs`, when a
 * restart would only loop, and `npm start` stops as a whole, loudly.
 */
export interface RestartPolicy {
  limit: number;
  windowMs: number;
}

export const defaultRestartPolicy: RestartPolicy = { limit: 3, windowMs: 60_000 };

/** 'restart' or 'give-up', given the times (ms) of this process's earlier stops and now. */
export function restartVerdict(stops: readonly number[], now: number, policy: RestartPolicy = defaultRestartPolicy): 'restart' | 'give-up' {
  const recent = stops.filter((at) => now - at < policy.windowMs).length;
  return recent < policy.limit ? 'restart' : 'give-up';
}

/** "exited with 1", "was killed (SIGKILL)". */
export function describeStop(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `was killed (${signal})` : `exited with ${code ?? 'no code'}`;
}
