/**
 * The browser policy (package.json "browserslist", README "Browsers"): the build targets its oldest
 * browsers.
 */
import { describe, expect, it } from 'vitest';
import { policyTargets } from '../../src/integrations/browser-targets';

describe('the build targets', () => {
  const targets = policyTargets();
  const version = (browser: string) => Number(targets.find((t) => t.startsWith(browser))?.slice(browser.length));

  it('reach down to the oldest browsers the README names: Firefox ESR 140 and Safari/iOS 18.0', () => {
    expect(version('firefox')).toBeLessThanOrEqual(140);
    expect(version('safari')).toBeLessThanOrEqual(18);
    expect(version('ios')).toBeLessThanOrEqual(18);
    expect(version('chrome')).toBeGreaterThan(0);
  });
});
