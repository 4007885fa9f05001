/**
 * "Open now / closes at" on a station page, computed in the browser at view time from the hours
 * embedded in the page (the static HTML can be days old). Uses the station's own time zone.
 */
import { openState } from '../lib/opening-hours/open-now';

export function showOpenNow(): void {
  const target = document.querySelector<HTMLElement>('[data-open-now]');
  const data = document.getElementById('station-hours-data');
  if (!target || !data?.textContent) return;
  try {
    const { tz, days } = JSON.parse(data.textContent) as { tz: string; days: Parameters<typeof openState>[0] };
    const state = openState(days, new Date(), tz);
    const d = target.dataset;
    let text: string;
    if (state.open && state.allDay) text = d.labelOpen24h ?? '';
    else if (state.open) text = `${d.labelOpen}${state.closesAt ? ` · ${(d.labelCloses ?? '').replace('{time}', state.closesAt)}` : ''}`;
    else text = `${d.labelClosed}${state.opensAt ? ` · ${(d.labelOpens ?? '').replace('{time}', state.opensAt)}` : ''}`;
    target.textContent = text;
    target.hidden = false;
  } catch {
    // malformed data: leave the status hidden; today's hours are still in the page
  }
}
