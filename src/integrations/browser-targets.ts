/**
 * The build's browser targets come from the browser policy (package.json "browserslist"; README,
 * "Browsers"; design.md, Browsers): esbuild lowers the islands' and page scripts' JavaScript and the
 * stylesheets' CSS to what the oldest browser of the policy understands, and no further. The server
 * bundle keeps Astro's own (Node) target; only its CSS, which the pages link, takes the policy's.
 */
import type { AstroIntegration } from 'astro';
import browserslistToEsbuild from 'browserslist-to-esbuild';

/** esbuild's targets for the policy: the oldest version of each browser it names. */
export const policyTargets = (): string[] => browserslistToEsbuild();

export function browserTargets(): AstroIntegration {
  return {
    name: 'browser-targets',
    hooks: {
      'astro:build:setup': ({ vite, target }) => {
        const targets = policyTargets();
        vite.build ??= {};
        vite.build.cssTarget = targets;
        if (target === 'client') vite.build.target = targets;
      },
    },
  };
}
