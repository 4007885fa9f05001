/**
 * The islands' hydration directive, `client:hydrate="load" | "idle" | "visible"`: Astro's own three
 * moments (at once; when the browser is idle; when the island nears the viewport), plus spec 4's
 * chunk reload. Astro's island catches a failed import of its component or renderer and only logs
 * it, which left the widget dead; here such a failure reloads the page, at most once per path
 * within 10 seconds (./chunk-reload.ts). Astro bundles this file into the page beside the first
 * island that uses it (src/integrations/hydrate-directive.ts).
 */
import type { ClientDirective } from 'astro';
import { reloadAfterChunkError } from './chunk-reload';

/** The directive's name: `client:hydrate` in a component, `client="hydrate"` on its island. */
export const HYDRATE_DIRECTIVE = 'hydrate';

/** The moments an island can hydrate at; the directive's value. */
export type HydrateMoment = 'load' | 'idle' | 'visible';

/**
 * Astro's `ClientDirective`, which may also return a promise: the island awaits what a directive
 * returns and logs its failure (its own `load` directive is an async function).
 */
/** The longest an idle island waits for the browser to be idle before it hydrates anyway. */
const IDLE_WAIT_MS = 2000;

export default function hydrate(...[load, options, el]: Parameters<ClientDirective>): Promise<void> | undefined {
  const run = async () => {
    let start: () => Promise<void>;
    try {
      start = await load();
    } catch (error) {
      // the island's own chunk tells whether the page's build is still served
      void reloadAfterChunkError(el.getAttribute('component-url') ?? location.href);
      throw error;
    }
    await start();
  };
  // Astro's island logs a failure of what the directive returns; for the later moments nothing
  // waits, so their failure is logged here instead of escaping as an unhandled rejection
  const later = () => void run().catch((error: unknown) => console.error(`[island] ${options.name} could not hydrate:`, error));
  const moment = options.value as HydrateMoment;
  if (moment === 'idle') {
    // at most IDLE_WAIT_MS: on a busy phone the browser may not be idle for long, and an island
    // (the checkout's form) must not wait for it indefinitely
    if ('requestIdleCallback' in window) requestIdleCallback(later, { timeout: IDLE_WAIT_MS });
    else setTimeout(later, 200);
    return;
  }
  if (moment === 'visible') {
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      later();
    });
    // the island's element is `display: contents`: its children are what has a box
    for (const child of el.children) seen.observe(child);
    return;
  }
  return run();
}
