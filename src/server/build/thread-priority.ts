/**
 * Lowers the calling thread's priority. Linux keeps a nice value per thread, and Node's
 * `os.setPriority` without a pid sets the calling thread's: called in a worker thread it makes that
 * worker nicer and leaves the process's other threads (the server's own among them) as they were.
 * Where the system does not allow it, nothing changes. Answers the thread's niceness afterwards.
 */
import { getPriority, setPriority } from 'node:os';

export function niceThread(nice: number): number {
  try {
    if (nice > getPriority()) setPriority(nice);
  } catch {
    // not allowed here: the thread keeps its priority
  }
  return getPriority();
}
