/**
 * The one way a zod failure is put into words: one 'path.to.field: message' per issue. It sits in
 * the lowest layer because every layer parses at its boundary and says what failed, the
 * environment (env.ts) first; it imports nothing but zod's types, so a browser bundle pays a few
 * bytes for it.
 */
import type { ZodError, ZodIssue } from 'zod';

export interface IssueWording {
  /** the path written for an issue about the value as a whole (default '(root)') */
  root?: string;
  /** at most this many issues (default: every one) */
  max?: number;
}

/** Each issue as 'dotted.path: message', the value itself named `root`. */
export function zodIssueLines(error: ZodError | readonly ZodIssue[], wording: IssueWording = {}): string[] {
  const issues = 'issues' in error ? error.issues : error;
  const root = wording.root ?? '(root)';
  return issues.slice(0, wording.max ?? issues.length).map((issue) => `${issue.path.join('.') || root}: ${issue.message}`);
}

/** The issues on one line, joined by '; ' ("limit: Expected number, received string; sort: Required"). */
export function describeZodError(error: ZodError | readonly ZodIssue[], wording: IssueWording = {}): string {
  return zodIssueLines(error, wording).join('; ');
}
