// H7's scratch dev stack (not part of the project): backend + build + site on fixed ports.
import { startBackend } from './scripts/backend/server/index';
const backend = await startBackend({ port: 4471, dataDir: '/tmp/h7/data' });
process.env.CMS_BASE_URL = backend.url;
process.env.DIST_DIR = '/work/main/dist-h7';
process.env.LOG_LEVEL = 'warn';
const skipBuild = process.argv.includes('--serve');
if (!skipBuild) {
  const { build } = await import('./scripts/build/index');
  await build({ quiet: false });
}
const { startSite } = await import('./src/server/site');
const site = await startSite({ port: 4470, distDir: '/work/main/dist-h7', quiet: true });
console.log(`READY ${site.url} backend ${backend.url}`);
