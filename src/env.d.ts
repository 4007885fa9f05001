/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /**
     * The site's configuration, set on every render by the site's renderer (src/server/renderer.ts)
     * from the configuration its entry point parsed once.
     */
    config: import('./config/config').Config;
    /** set by the site's renderer (src/server/renderer.ts): adds what the page needs from the output folder */
    enrich?: import('./cms/page-data').Enrich;
    /** set by the site's renderer on each render: what to render, and the route's answer (src/server/render-protocol.ts) */
    render?: import('./server/render-protocol').RenderLocals;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** hydrate an island at this moment, reloading the page once if its chunk fails to load (src/scripts/hydrate-directive.ts) */
    'client:hydrate'?: import('./scripts/hydrate-directive').HydrateMoment;
  }
}
