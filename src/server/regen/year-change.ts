/**
 * The footer's copyright year (spec 9: the current year) is in every pre-rendered page, so on
 * 1 January (in the footer's own zone, src/cms/footer.ts) every page of every locale is rendered
 * again: one layout change per locale, through the regeneration passes, the same as a layout edit.
 */
import { localeCodes } from '../../config/locales';
import type { WebhookChange } from '../../cms/webhook';
import { copyrightYear } from '../../cms/footer';

const DAY_MS = 86_400_000;
/** setTimeout's longest delay (about 24.8 days); a longer wait is made of several. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds from `now` until the copyright year next changes. */
export function msUntilYearChange(now: Date, timeZone = 'Europe/Helsinki'): number {
  const year = copyrightYear(now, timeZone);
  let low = now.getTime();
  let high = low + 367 * DAY_MS;
  // the first millisecond of the next year, by bisection over the footer's own year function
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (copyrightYear(new Date(mid), timeZone) > year) high = mid;
    else low = mid;
  }
  return high - now.getTime();
}

/** The changes that render every page again: a layout change per locale. */
export function yearChangeChanges(): WebhookChange[] {
  return localeCodes.map((locale) => ({ type: 'layout', action: 'updated', locale, tags: [] }));
}

/** Schedules the renders at every year change; `stop` cancels. */
export function scheduleYearChange(options: { enqueue: (changes: WebhookChange[]) => void; log: (m: string) => void; now?: () => Date }): { stop(): void } {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  const arm = () => {
    const wait = msUntilYearChange(now());
    timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return arm();
        options.log(`[regen] the year changed to ${copyrightYear(now())}: rendering every page again for the footer`);
        options.enqueue(yearChangeChanges());
        arm();
      },
      Math.min(wait + 1_000, MAX_TIMER_MS),
    );
    timer.unref();
  };
  arm();
  return {
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
