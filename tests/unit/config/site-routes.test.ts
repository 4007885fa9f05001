/**
 * The one list of the site's own routes (src/config/site-routes.ts): what it reserves, that it
 * names every file of `public/` and every API route, and that the pipeline refuses to start with
 * a route outside it.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileRoutes, siteRouteOf, siteRoutes } from '../../../src/config/site-routes';
import { createPipeline } from '../../../src/server/pipeline';
import { pagePathProblem } from '../../../src/cms/path-rule';
import { siteRoutes as apiRoutesOfTheSite } from '../../support/api-routes';

describe('the site routes', () => {
  it('reserve their path and what lies below it, never a path beside it', () => {
    expect(siteRouteOf('/api')).toBe('api');
    expect(siteRouteOf('/api/v1/auth')).toBe('api');
    expect(siteRouteOf('/api-docs')).toBeNull();
    expect(siteRouteOf('/x/api')).toBeNull();
    expect(siteRouteOf('/robots.txt')).toBe('robots');
    expect(siteRouteOf('/robots.txt.html')).toBeNull();
    expect(siteRouteOf('/_edge/entry-decision')).toBe('edge');
    expect(siteRouteOf('/preview')).toBe('preview');
    expect(siteRouteOf('/')).toBeNull();
    expect(siteRouteOf('')).toBeNull();
  });

  it('name every file and folder of public/ (the build copies them into the output beside the pages)', () => {
    for (const name of readdirSync(new URL('../../../public', import.meta.url))) {
      const route = siteRouteOf(`/${name}`);
      expect(route, name).not.toBeNull();
      // and the pipeline answers it from the file
      expect(fileRoutes.has(route!), name).toBe(true);
    }
  });

  it('hold every API route and proxy endpoint of the site, so no page may take one', () => {
    for (const route of apiRoutesOfTheSite('/tmp/none')) {
      expect(siteRouteOf(route.path), route.path).not.toBeNull();
      expect(pagePathProblem(route.path.replace(/\/$/, ''))?.code, route.path).toBe('reserved');
    }
  });

  it('are all refused as page paths', () => {
    for (const path of Object.values(siteRoutes)) expect(pagePathProblem(path)?.code, path).toBe('reserved');
  });
});

describe('the pipeline', () => {
  it('refuses to start with an API route that lies under none of the site routes', () => {
    const make = (api: Record<string, () => Promise<void>>) => () =>
      createPipeline({ api, buildId: () => 'b' } as unknown as Parameters<typeof createPipeline>[0]);
    expect(make({ '/api/v1/x': async () => undefined, '/builds/meta/*': async () => undefined })).not.toThrow();
    expect(make({ '/status.json': async () => undefined })).toThrow(/\/status\.json lies under none of the site's routes/);
    expect(make({ '/apis/*': async () => undefined })).toThrow(/\/apis\/\* lies under none/);
  });
});
