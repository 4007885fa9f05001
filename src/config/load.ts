/**
 * The one place the process environment is read: an entry point calls `loadConfig()` once at
 * startup and passes the result on. A `.env` file in the working directory (the project root, as
 * npm runs every command there) is loaded first with Node's own `process.loadEnvFile`, which never
 * overwrites a variable already set: the real environment wins over the file, as in Astro projects.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseConfig, type Config } from './config';

/** Loads `<dir>/.env` into process.env where a variable is not set yet; whether there was one. */
export function loadDotEnv(dir: string = process.cwd()): boolean {
  const file = resolve(dir, '.env');
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

export interface LoadOptions {
  /** an entry point's own defaults, under the environment (`npm run edge`: PORT 4331) */
  defaults?: Record<string, string>;
  /** what an entry point decides itself, over the environment (the embedded backend's URL) */
  overrides?: Record<string, string | undefined>;
  /** where `.env` is looked for (default: the working directory) */
  dir?: string;
}

/** The process's configuration: `.env` (if any) under the real environment, parsed once. */
export function loadConfig(options: LoadOptions = {}): Config {
  loadDotEnv(options.dir);
  return parseConfig({ ...options.defaults, ...withoutEmpty(process.env), ...options.overrides });
}

/** An empty variable counts as unset, also where it would hide an entry point's default. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}
