/**
 * What the model-based test of regeneration drew (`npm run test:model -- --stats`): for each pull
 * (the changes one feed pull hands to the regenerator), which kinds of change it mixed. The counts
 * show that every kind of change met every other within one pull (docs/architecture.md "How it is
 * tested").
 */
import { opKinds, pageKinds, type OpTarget } from './regen-model';

type Counts = Map<string, number>;

const bump = (counts: Counts, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** For each label, the pulls it appeared in; for each pair, the pulls that had both (the same label twice: at least two of it). */
class PairCounts {
  readonly pulls: Counts = new Map();
  readonly pairs: Counts = new Map();
  constructor(readonly labels: readonly string[]) {}

  record(labels: string[]): void {
    const times = new Map<string, number>();
    for (const label of labels) times.set(label, (times.get(label) ?? 0) + 1);
    const present = [...times.keys()];
    for (const a of present) bump(this.pulls, a);
    for (const [i, a] of present.entries()) for (const b of present.slice(i + 1)) bump(this.pairs, pairKey(a, b));
    for (const [label, n] of times) if (n > 1) bump(this.pairs, pairKey(label, label));
  }

  /** The pairs that never met in one pull. */
  missing(): string[] {
    return this.labels.flatMap((a, i) =>
      this.labels
        .slice(i)
        .filter((b) => !this.pairs.get(pairKey(a, b)))
        .map((b) => `${a}+${b}`),
    );
  }

  table(title: string): string {
    const width = Math.max(...this.labels.map((l) => l.length), 6) + 1;
    const cell = (s: string | number) => String(s).padStart(width);
    const head = `${title.padEnd(width)}${cell('pulls')}${this.labels.map(cell).join('')}`;
    const rows = this.labels.map(
      (a) => `${a.padEnd(width)}${cell(this.pulls.get(a) ?? 0)}${this.labels.map((b) => cell(this.pairs.get(pairKey(a, b)) ?? 0)).join('')}`,
    );
    return [head, ...rows].join('\n');
  }
}

export class PullStats {
  pulls = 0;
  mixed = 0;
  sameEntry = 0;
  renameOfTouched = 0;
  readonly ops = new PairCounts(opKinds);
  readonly pages = new PairCounts(pageKinds);

  /** One pull: the operations it delivered that changed the CMS, in order. */
  record(pull: OpTarget[]): void {
    if (pull.length === 0) return;
    this.pulls += 1;
    if (new Set(pull.map((t) => t.op)).size > 1) this.mixed += 1;
    this.ops.record(pull.map((t) => t.op));
    this.pages.record(pull.flatMap((t) => (t.page ? [t.page] : [])));
    const entries = pull.flatMap((t) => (t.entry ? [t.entry] : []));
    if (new Set(entries).size < entries.length) this.sameEntry += 1;
    const touched = (t: OpTarget) => pull.some((o) => o !== t && (o.op === 'layout' || (o.entry !== undefined && o.entry === t.entry)));
    if (pull.some((t) => t.op === 'rename' && touched(t))) this.renameOfTouched += 1;
  }

  report(): string {
    const missing = [...this.ops.missing(), ...this.pages.missing()];
    return [
      `[model] ${this.pulls} pulls, ${this.mixed} with more than one kind of change; ${this.sameEntry} with two changes to one entry; ` +
        `${this.renameOfTouched} with a rename of a page another change of the pull touches (an edit, a layout change...)`,
      'Pulls with each kind of change (first column), and with both kinds of each pair (the diagonal: two of that kind):',
      this.ops.table('operation'),
      'The same by the kind of the page a change touches (a layout change touches none):',
      this.pages.table('page'),
      missing.length > 0 ? `[model] never in one pull: ${missing.join(', ')}` : '[model] every pair of kinds met in one pull',
    ].join('\n');
  }
}
