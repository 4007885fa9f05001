import { startStack } from '../support/stack';

// Reuses the stack scripts/test.ts started (TEST_SITE_URL), or starts one for a standalone run.
// Environment variables set here reach the test workers.
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_SITE_URL) return undefined;
  const stack = await startStack();
  process.env.TEST_SITE_URL = stack.siteUrl;
  process.env.TEST_BACKEND_URL = stack.backendUrl;
  process.env.TEST_DIST_DIR = stack.distDir;
  return () => stack.close();
}
