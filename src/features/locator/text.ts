/** Tiny text helpers for the island (the site's t() would bring every string table along). */
import { fill } from '../../i18n/fill';
import type { LocatorLabelKey, LocatorLabels } from './labels';

/** A translator over the island's labels: `{name}` placeholders and plural choices filled by the site's one filler. */
export function translator(labels: LocatorLabels): (key: LocatorLabelKey, params?: Record<string, string | number>) => string {
  return (key, params) => fill(labels[key], params);
}

/** A filter's or group's label; the code itself when the tables have none (a code new in the CMS). */
export function codeLabel(labels: LocatorLabels, kind: 'filter' | 'group', code: string): string {
  const key = `locator.${kind}.${code}`;
  return Object.hasOwn(labels, key) ? ((labels as Readonly<Record<string, string>>)[key] ?? code) : code;
}
