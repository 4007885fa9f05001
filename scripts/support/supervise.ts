/**
 * Keeps a child of `npm start` running: when it stops and `npm start` did not stop it, the stop is
 * logged and the child started again, until it has stopped too often (restart-policy.ts), when
 * `giveUp` ends everything.
 */
import type { ChildProcess } from 'node:child_process';
import { defaultRestartPolicy, describeStop, restartVerdict, type RestartPolicy } from './restart-policy';
import { waitForHealth } from './children';

export interface Supervised {
  /** 'the site server' */
  name: string;
  /** the child already started (and healthy) */
  first: ChildProcess;
  /** starts it again, with the same environment */
  launch: () => ChildProcess;
  healthUrl: string;
  timeoutMs: number;
  /** true once `npm start` stops its children itself: their exits are then expected */
  stopping: () => boolean;
  giveUp: () => void;
  policy?: RestartPolicy;
  log?: (line: string) => void;
}

export function supervise({
  name,
  first,
  launch,
  healthUrl,
  timeoutMs,
  stopping,
  giveUp,
  policy = defaultRestartPolicy,
  log = console.error,
}: Supervised): void {
  const stops: number[] = [];
  const watch = (child: ChildProcess): void => {
    child.once('exit', (code, signal) => {
      if (stopping()) return;
      log(`[start] ${name} ${describeStop(code, signal)}`);
      if (restartVerdict(stops, Date.now(), policy) === 'give-up') {
        log(`[start] ${name} stopped ${policy.limit + 1} times within ${policy.windowMs / 1000} s: stopping everything`);
        giveUp();
        return;
      }
      stops.push(Date.now());
      log(`[start] starting ${name} again`);
      const next = launch();
      watch(next);
      waitForHealth(healthUrl, next, name, timeoutMs).then(
        () => log(`[start] ${name} is running again`),
        (error: unknown) => log(`[start] ${name}: ${error instanceof Error ? error.message : String(error)}`),
      );
    });
  };
  watch(first);
}
