/**
 * The secrets `npm start` decides for the embedded stack when the environment sets none: the
 * webhook signature (CMS_WEBHOOK_SECRET), the editor's login (CMS_EDITOR_TOKEN) and the preview
 * secret (PREVIEW_SECRET, so the editor's Preview link works under the first command as under
 * `npm run edge`). They are made once and kept in `.data/start-secrets.env` (mode 0600, beside the
 * demo content, ignored by git), so the next `npm start`, the site started alone (`npm run serve`)
 * and `npm run cms` use the same ones: an editor's login stays valid, and a site restarted on its
 * own still opens the CMS's webhooks. A variable the environment sets always wins.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseEnv } from 'node:util';

export const START_SECRETS_FILE = '.data/start-secrets.env';

export const startSecretNames = ['CMS_WEBHOOK_SECRET', 'CMS_EDITOR_TOKEN', 'PREVIEW_SECRET'] as const;
export type StartSecretName = (typeof startSecretNames)[number];
export type StartSecrets = Record<StartSecretName, string>;

/** The secrets kept by an earlier `npm start` in `root` (none when there is no file). */
export function savedStartSecrets(root: string): Partial<StartSecrets> {
  const file = resolve(root, START_SECRETS_FILE);
  if (!existsSync(file)) return {};
  const parsed = parseEnv(readFileSync(file, 'utf8'));
  return Object.fromEntries(startSecretNames.flatMap((name) => (parsed[name] ? [[name, parsed[name]]] : [])));
}

export interface DecidedSecrets {
  secrets: StartSecrets;
  /** where each came from: the environment, the kept file, or made now */
  source: Record<StartSecretName, 'environment' | 'kept' | 'made'>;
}

/**
 * Each secret from the environment (`given`), else the kept file, else made now; the file is
 * written again when it lacks one that was made. Pure but for the file in `root`.
 */
export function decideStartSecrets(given: Partial<Record<StartSecretName, string | undefined>>, root: string): DecidedSecrets {
  const saved = savedStartSecrets(root);
  const secrets = {} as StartSecrets;
  const source = {} as DecidedSecrets['source'];
  for (const name of startSecretNames) {
    const value = given[name] ?? saved[name];
    secrets[name] = value ?? randomBytes(24).toString('hex');
    source[name] = given[name] !== undefined ? 'environment' : value !== undefined ? 'kept' : 'made';
  }
  if (startSecretNames.some((name) => source[name] === 'made')) {
    const file = resolve(root, START_SECRETS_FILE);
    mkdirSync(dirname(file), { recursive: true });
    const kept = { ...saved, ...Object.fromEntries(startSecretNames.filter((n) => source[n] === 'made').map((n) => [n, secrets[n]])) };
    const lines = startSecretNames.filter((n) => kept[n] !== undefined).map((n) => `${n}=${kept[n]}`);
    writeFileSync(file, `# made by npm start; delete this file for new secrets\n${lines.join('\n')}\n`, { mode: 0o600 });
  }
  return { secrets, source };
}

/** Puts the kept secrets into `env` where it has none (`npm run serve`, `npm run cms`). */
export function useSavedStartSecrets(root: string, env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(savedStartSecrets(root))) if (!env[name]) env[name] = value;
}
