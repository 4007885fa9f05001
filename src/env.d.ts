/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** set by the site's renderer (src/server/renderer.ts): adds what the page needs from the output folder */
    enrich?: import('./cms/page-data').Enrich;
  }
}
