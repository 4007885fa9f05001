/**
 * The tag-manager id rule (spec 5): 'GTM-' or 'G-' followed by uppercase letters or digits.
 * A wrong id is an error that suggests the corrected form ('gtm_ab12c' → 'GTM-AB12C').
 */

export const TAG_MANAGER_ID = /^(?:GTM|G)-[A-Z0-9]+$/;

export type TagManagerIdCheck = { ok: true; id: string } | { ok: false; error: string; suggestion: string | null };

/** The corrected form of an id, or null when nothing id-like is left. */
export function suggestTagManagerId(raw: string): string | null {
  const s = raw.trim().toUpperCase().replace(/\s+/g, '');
  let prefix = 'GTM';
  let rest = s;
  const gtm = /^GTM(.*)$/.exec(s);
  const g = /^G(.*)$/.exec(s);
  if (gtm) rest = gtm[1]!;
  else if (g) [prefix, rest] = ['G', g[1]!];
  rest = rest.replace(/[^A-Z0-9]/g, '');
  return rest === '' ? null : `${prefix}-${rest}`;
}

export function checkTagManagerId(raw: string): TagManagerIdCheck {
  if (TAG_MANAGER_ID.test(raw)) return { ok: true, id: raw };
  const suggestion = suggestTagManagerId(raw);
  const hint = suggestion && suggestion !== raw ? `; did you mean "${suggestion}"?` : '';
  return {
    ok: false,
    error: `Invalid tag manager id "${raw.slice(0, 60)}": expected "GTM-" or "G-" followed by uppercase letters or digits${hint}`,
    suggestion,
  };
}
