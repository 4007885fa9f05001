/** Writes the edge export of the redirect rules into a build (see src/server/edge/nginx.ts). */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LocaleCode } from '../../src/config/locales';
import { nginxRedirectMap, nginxServerExample } from '../../src/server/edge/nginx';

export async function writeNginxExport(
  distDir: string,
  outputDir: string,
  tables: Record<LocaleCode, ReadonlyMap<string, string>>,
  hosts: string[],
): Promise<void> {
  const dir = join(outputDir, 'nginx');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'redirects.conf'), nginxRedirectMap(tables));
  const example = nginxServerExample({ listen: '80', root: join(distDir, 'client'), mapFile: join(distDir, 'nginx', 'redirects.conf'), hosts });
  await writeFile(join(dir, 'site.conf.example'), example);
}
