import { afterEach, describe, expect, it, vi } from 'vitest';
import { msUntilYearChange, scheduleYearChange } from '../../../../src/server/regen/year-change';
import type { WebhookChange } from '../../../../src/cms/webhook';

afterEach(() => vi.useRealTimers());

describe('the copyright year change', () => {
  it('is midnight of 1 January in the footer zone (Helsinki: 22:00 UTC in winter)', () => {
    expect(msUntilYearChange(new Date('2026-12-31T21:59:00Z'))).toBe(60_000);
    expect(msUntilYearChange(new Date('2026-12-31T22:00:00Z'))).toBeGreaterThan(364 * 86_400_000);
    expect(msUntilYearChange(new Date('2026-06-01T00:00:00Z'), 'UTC')).toBe(Date.parse('2027-01-01T00:00:00Z') - Date.parse('2026-06-01T00:00:00Z'));
  });

  it('renders every page of every locale again when the year changes, and again a year later', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T21:00:00Z') });
    const enqueued: WebhookChange[][] = [];
    const schedule = scheduleYearChange({ enqueue: (c) => enqueued.push(c), log: () => undefined });
    vi.advanceTimersByTime(59 * 60_000);
    expect(enqueued).toHaveLength(0);
    vi.advanceTimersByTime(2 * 60_000);
    expect(enqueued).toHaveLength(1);
    expect(enqueued[0]!.map((c) => `${c.type} ${c.locale}`).sort()).toEqual(['layout en-EU', 'layout fi-FI', 'layout no-NO', 'layout sv-SE']);
    vi.advanceTimersByTime(366 * 86_400_000);
    expect(enqueued).toHaveLength(2);
    schedule.stop();
  });
});
