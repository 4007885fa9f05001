/**
 * The editor's login sessions (OWASP's session management rules): each login gets its own random
 * id (256 bits), which the cookie carries; a session ends after an idle while, after a working day
 * at most, and at logout, when the id is forgotten here, so a copied cookie stops working with it.
 * Sessions live in this process's memory: a restarted backend asks every editor to log in again.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface SessionOptions {
  /** a session nobody used for this long ends (ms) */
  idleMs?: number;
  /** a session ends this long after its login, used or not (ms) */
  maxMs?: number;
  /** most sessions kept; past it, the oldest login ends */
  max?: number;
  now?: () => number;
}

interface Session {
  startedAt: number;
  seenAt: number;
}

export const SESSION_IDLE_MS = 2 * 3600_000;
export const SESSION_MAX_MS = 12 * 3600_000;

export class Sessions {
  /** by the id's hash: the ids themselves are kept nowhere but in the editors' cookies */
  private readonly byHash = new Map<string, Session>();
  private readonly idleMs: number;
  readonly maxMs: number;
  private readonly max: number;
  private readonly now: () => number;

  constructor(options: SessionOptions = {}) {
    this.idleMs = options.idleMs ?? SESSION_IDLE_MS;
    this.maxMs = options.maxMs ?? SESSION_MAX_MS;
    this.max = options.max ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  /** Starts a session; returns its id, for the cookie. */
  start(): string {
    const id = randomBytes(32).toString('base64url');
    if (this.byHash.size >= this.max) {
      // a Map iterates in insertion order: the first is the oldest login
      const oldest = this.byHash.keys().next().value;
      if (oldest !== undefined) this.byHash.delete(oldest);
    }
    const now = this.now();
    this.byHash.set(hash(id), { startedAt: now, seenAt: now });
    return id;
  }

  /** Whether `id` names a live session; using it counts as activity. */
  use(id: string | undefined): boolean {
    if (!id) return false;
    const key = hash(id);
    const session = this.byHash.get(key);
    if (!session) return false;
    const now = this.now();
    if (now - session.seenAt > this.idleMs || now - session.startedAt > this.maxMs) {
      this.byHash.delete(key);
      return false;
    }
    session.seenAt = now;
    return true;
  }

  /** Ends a session (logout); unknown ids are ignored. */
  end(id: string | undefined): void {
    if (id) this.byHash.delete(hash(id));
  }
}

function hash(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}
