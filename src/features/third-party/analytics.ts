/**
 * The 'Error Message' analytics event of spec 8, pushed to the tag manager's data layer: from the
 * error page (the code plus text, status, message, and type 'struggle' on 404, else 'exception')
 * and from a failed form submission (status 500, code 'error', type 'exception').
 */
import { errorEventType } from '../../lib/error-page';

export interface ErrorMessageEvent {
  event: 'Error Message';
  code: string;
  text: string;
  status: number;
  message: string;
  type: 'struggle' | 'exception';
}

/** The event of an error page. */
export function errorPageEvent(status: number, text: string, message: string): ErrorMessageEvent {
  return { event: 'Error Message', code: String(status), text, status, message, type: errorEventType(status) };
}

/** The event of a failed form submission (spec 8). */
export function formErrorEvent(message: string): ErrorMessageEvent {
  return { event: 'Error Message', code: 'error', text: message, status: 500, message, type: 'exception' };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes an event to the data layer (the tag manager reads it once loaded; without one it stays local). */
export function pushEvent(event: ErrorMessageEvent, win: Window = window): void {
  win.dataLayer ??= [];
  win.dataLayer.push(event);
}
