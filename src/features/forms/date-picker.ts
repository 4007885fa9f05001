/**
 * The date field's picker (spec 2.4), after the WAI-ARIA date picker dialog pattern: a modal
 * <dialog> (the page behind is inert, Escape closes) with a month grid. Arrow keys move by day and
 * week, Home/End to the week's start and end, Page Up/Down by month (with Shift by year), Enter or
 * Space chooses; the chosen date goes into the field as the locale types it (dd.mm.yyyy,
 * dd/mm/yyyy in en-EU, yyyy-mm-dd in Swedish) and focus returns to the button.
 */
import { wrapTab } from '../ui/focus';
import type { ClientFormConfig } from './client-config';
import { addDays, addMonths, dateOf, isoWeekday, splitDate } from '../../lib/calendar';
import { monthGrid, parseDateInput, toDisplay } from './dates';

/** Today on the visitor's own clock ('yyyy-MM-dd'). */
function today(): string {
  const d = new Date();
  return dateOf(d.getFullYear(), d.getMonth() + 1, d.getDate());
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

export function openDatePicker(input: HTMLInputElement, opener: HTMLButtonElement, config: Pick<ClientFormConfig, 'locale' | 'intl' | 'strings'>): void {
  const { strings } = config;
  const selected = parseDateInput(input.value, config.locale);
  let focused = selected ?? today();
  const asDate = (d: string) => new Date(`${d}T00:00:00Z`);
  const monthName = new Intl.DateTimeFormat(config.intl, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(config.intl, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(config.intl, { weekday: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(config.intl, { weekday: 'long', timeZone: 'UTC' });

  const dialog = el('dialog', { class: 'date-picker', 'aria-modal': 'true' });
  const titleId = `${input.id}-picker-title`;
  dialog.setAttribute('aria-labelledby', titleId);
  const head = el('div', { class: 'date-picker__head' });
  const prev = el('button', { type: 'button', class: 'date-picker__nav', 'aria-label': strings.previousMonth }, '‹');
  const title = el('h2', { id: titleId, 'aria-live': 'polite' });
  const next = el('button', { type: 'button', class: 'date-picker__nav', 'aria-label': strings.nextMonth }, '›');
  head.append(prev, title, next);
  const help = el('p', { class: 'date-picker__help', id: `${input.id}-picker-help` }, strings.datePickerHelp);
  const table = el('table', { role: 'grid', 'aria-labelledby': titleId, 'aria-describedby': help.id });
  const foot = el('div', { class: 'date-picker__foot' });
  const close = el('button', { type: 'button', class: 'date-picker__close' }, strings.close);
  foot.append(close);
  dialog.append(head, table, help, foot);

  const headRow = el('tr');
  for (let i = 0; i < 7; i++) {
    const day = addDays('2024-01-01', i); // 1 Jan 2024 was a Monday
    const th = el('th', { scope: 'col', abbr: longDay.format(asDate(day)) }, shortDay.format(asDate(day)));
    headRow.append(th);
  }
  const thead = el('thead');
  thead.append(headRow);
  const tbody = el('tbody');
  table.append(thead, tbody);

  function render(moveFocus: boolean): void {
    title.textContent = monthName.format(asDate(focused));
    tbody.replaceChildren();
    const now = today();
    const [year, month] = splitDate(focused);
    for (const week of monthGrid(year, month)) {
      const row = el('tr');
      for (const day of week) {
        const cell = el('td');
        if (day) {
          cell.textContent = String(splitDate(day)[2]);
          cell.setAttribute('aria-label', dayName.format(asDate(day)));
          cell.dataset.date = toDisplay(day, config.locale);
          cell.tabIndex = day === focused ? 0 : -1;
          if (day === selected) cell.setAttribute('aria-selected', 'true');
          if (day === now) {
            cell.classList.add('is-today');
            cell.setAttribute('aria-current', 'date');
          }
          cell.addEventListener('click', () => choose(day));
        }
        row.append(cell);
      }
      tbody.append(row);
    }
    if (moveFocus) tbody.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }

  function move(to: string): void {
    focused = to;
    render(true);
  }

  let finished = false;
  function finish(): void {
    if (finished) return;
    finished = true;
    if (dialog.open) dialog.close();
    dialog.remove();
    opener.focus();
  }

  function choose(day: string): void {
    input.value = toDisplay(day, config.locale);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    finish();
  }

  tbody.addEventListener('keydown', (event) => {
    const keys: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, 1 - isoWeekday(focused)),
      End: () => addDays(focused, 7 - isoWeekday(focused)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const step = keys[event.key];
    if (step) {
      event.preventDefault();
      move(step());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
    }
  });
  prev.addEventListener('click', () => {
    focused = addMonths(focused, -1);
    render(false);
  });
  next.addEventListener('click', () => {
    focused = addMonths(focused, 1);
    render(false);
  });
  close.addEventListener('click', finish);
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Tab' && wrapTab(dialog, event.shiftKey, document.activeElement)) event.preventDefault();
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    finish();
  });
  // a browser may close a modal on Escape without a cancel event (repeated Escape presses without
  // a user activation between them): clean up the same way
  dialog.addEventListener('close', finish);

  document.body.append(dialog);
  render(false);
  dialog.showModal();
  tbody.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
}
