import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '../support/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    backendUrl: string;
    distDir: string;
    /** the process the site server runs in (its memory is measured) */
    sitePid: number;
  }
}

let stack: Stack | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_SITE_URL;
  if (given) {
    project.provide('siteUrl', given);
    project.provide('backendUrl', process.env.TEST_BACKEND_URL ?? '');
    project.provide('distDir', process.env.TEST_DIST_DIR ?? '');
    project.provide('sitePid', Number(process.env.TEST_SITE_PID ?? 0));
    return async () => undefined;
  }
  stack = await startStack();
  project.provide('siteUrl', stack.siteUrl);
  project.provide('backendUrl', stack.backendUrl);
  project.provide('distDir', stack.distDir);
  project.provide('sitePid', stack.sitePid);
  return async () => {
    await stack?.close();
  };
}
