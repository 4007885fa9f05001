/**
 * Registers the islands' hydration directive, `client:hydrate` (src/scripts/hydrate-directive.ts):
 * Astro's load, idle and visible moments, with spec 4's reload when an island's chunk fails to load.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { HYDRATE_DIRECTIVE } from '../scripts/hydrate-directive';

export function hydrateDirective(): AstroIntegration {
  return {
    name: 'hydrate-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: HYDRATE_DIRECTIVE, entrypoint: fileURLToPath(new URL('../scripts/hydrate-directive.ts', import.meta.url)) });
      },
    },
  };
}
