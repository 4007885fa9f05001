/**
 * The browser policy (package.json "browserslist", README "Browsers"): the build targets its oldest
 * browsers, and `npm run lint` refuses CSS and browser APIs outside it unless they come with a fallback.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { policyTargets } from '../../../src/integrations/browser-targets';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: resolve(root, 'scripts/lint/eslint.config.js') });

async function problems(text: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: resolve(root, file) });
  return (result?.messages ?? []).map((m) => `${m.line}:${m.ruleId ?? ''}`);
}

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

describe('the lint check of the policy', () => {
  // loading ESLint's plugins and parsers once is the slow part (and slower still on a busy machine)
  beforeAll(() => problems('', 'src/styles/probe.css'), 120_000);

  it('refuses CSS outside Baseline "widely available", in a stylesheet and in an .astro <style>', async () => {
    expect(await problems('.a::details-content { display: contents; }\n', 'src/styles/probe.css')).toEqual(['1:css/use-baseline']);
    const astro = '---\n---\n<div class="a">x</div>\n<style>\n  .a { color: red; }\n  .a::details-content { display: contents; }\n</style>\n';
    // the message points at the line of the .astro file, not of the style block
    expect(await problems(astro, 'src/components/Probe.astro')).toEqual(['6:css/use-baseline']);
  });

  it('lets the same feature through inside an @supports that tests for it (the fallback)', async () => {
    const css = '.a { display: block; }\n@supports selector(::details-content) {\n  .a::details-content { display: contents; }\n}\n';
    expect(await problems(css, 'src/styles/probe.css')).toEqual([]);
  });

  it('refuses a browser API that a browser of the policy lacks, unless it is feature-detected', async () => {
    expect(await problems('export const apps = () => navigator.getInstalledRelatedApps();\n', 'src/scripts/probe.js')).toEqual(['1:compat/compat']);
    expect(await problems('export const go = (f) => document.startViewTransition?.(f) ?? f();\n', 'src/scripts/probe.js')).toEqual([]);
  });
});
