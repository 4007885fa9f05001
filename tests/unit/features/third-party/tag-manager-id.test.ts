import { describe, expect, it } from 'vitest';
import { checkTagManagerId, suggestTagManagerId, TAG_MANAGER_ID } from '../../../../src/features/third-party/tag-manager-id';

describe('tag-manager id (spec 5)', () => {
  it('accepts GTM- or G- followed by uppercase letters or digits', () => {
    for (const id of ['GTM-AB12C', 'G-XYZ123', 'GTM-1']) expect(checkTagManagerId(id)).toEqual({ ok: true, id });
    for (const id of ['gtm-ab12c', 'GTM-ab12c', 'GTM_AB12C', 'GTMAB12C', 'G-', 'GA-123', 'GTM-AB 12', ' GTM-AB12', 'UA-1234-1']) {
      expect(TAG_MANAGER_ID.test(id), id).toBe(false);
    }
  });

  it('an invalid id is an error that suggests the corrected form', () => {
    const check = checkTagManagerId('gtm_ab12c');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.suggestion).toBe('GTM-AB12C');
    expect(check.error).toContain('did you mean "GTM-AB12C"');
  });

  it('suggestions', () => {
    expect(suggestTagManagerId('gtm-ab12c')).toBe('GTM-AB12C');
    expect(suggestTagManagerId('GTMAB12C')).toBe('GTM-AB12C');
    expect(suggestTagManagerId(' g_xyz ')).toBe('G-XYZ');
    expect(suggestTagManagerId('GTM-AB 12')).toBe('GTM-AB12');
    expect(suggestTagManagerId('AB12C')).toBe('GTM-AB12C');
    expect(suggestTagManagerId('gtm-')).toBeNull();
    expect(checkTagManagerId('GTM-')).toMatchObject({ ok: false, suggestion: null });
  });
});
