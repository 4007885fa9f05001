/**
 * What a form post of the editor's page did, kept for the page it redirects to (Post/Redirect/Get:
 * every post answers 303, so a reload or Back never sends a form again). The address carries only
 * the notice's random id, never its words; a notice lives in memory for a while, for its login
 * session only, and an unknown or expired id shows no notice.
 */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Problem } from '../edit-refused';

/** The values of an entry's draft form, as typed. */
export interface DraftValues {
  title: string;
  description: string;
  slug: string;
  noIndex: boolean;
}

export type Notice =
  | { kind: 'draft-saved'; rewrittenTo?: string }
  | { kind: 'draft-empty' }
  | { kind: 'discarded' }
  | { kind: 'nothing-discarded' }
  | { kind: 'nothing-to-publish' }
  | { kind: 'layout-unchanged' }
  /** a change went out: the page follows it to the site (follow.ts) */
  | { kind: 'published'; publication: string; rewrittenTo?: string }
  | { kind: 'deleted'; title: string; path: string; publication: string }
  /** refused: the problems at their fields, and what was typed (for the form to show again) */
  | { kind: 'refused'; problems: readonly Problem[]; values?: Readonly<Record<string, string | boolean>> }
  /** another editor saved the entry since this form was read: both versions, to choose from */
  | { kind: 'conflict'; mine: DraftValues; theirs: DraftValues };

interface Kept {
  notice: Notice;
  /** the login session it belongs to ('' for a Bearer login) */
  session: string;
}

export class Notices {
  private readonly kept = new LRUCache<string, Kept>({ max: 2_000, ttl: 30 * 60_000 });

  /** Keeps a notice; returns its id for the address of the page that shows it. */
  put(notice: Notice, session: string): string {
    const id = randomBytes(9).toString('base64url');
    this.kept.set(id, { notice, session });
    return id;
  }

  /** The notice of an id, for the session that made it; undefined otherwise. */
  get(id: string | null, session: string): Notice | undefined {
    if (!id) return undefined;
    const kept = this.kept.get(id);
    return kept && kept.session === session ? kept.notice : undefined;
  }
}
