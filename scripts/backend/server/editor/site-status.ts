/**
 * What the editor's page shows after publishing: the site's regeneration status
 * (`GET /api/v1/regeneration/status`, bearer token; src/server/api/webhook.ts) and its change-feed
 * lag (`GET /healthz`, src/server/site.ts). Both are fetched server side and parsed with zod; a site
 * that is down, refuses the token or answers something else is reported as such, never thrown.
 */
import { z } from 'zod';

const failure = z.object({ path: z.string(), reason: z.string() }).passthrough();

export const regenStatusSchema = z
  .object({
    buildId: z.string(),
    passes: z.number().int().nonnegative(),
    queued: z.number().int().nonnegative(),
    running: z.boolean(),
    lastPass: z
      .object({
        pass: z.number().int(),
        // the first paths of each list, with the whole counts (src/server/regen/regenerator.ts, status())
        rendered: z.array(z.string()),
        renderedCount: z.number().int().nonnegative(),
        removed: z.array(z.string()),
        failed: z.array(failure),
        failedCount: z.number().int().nonnegative(),
        finishedAt: z.string(),
      })
      .passthrough()
      .nullable(),
    failures: z.array(failure),
  })
  .passthrough();
export type RegenStatus = z.infer<typeof regenStatusSchema>;

export const siteHealthSchema = z
  .object({
    ok: z.boolean(),
    feed: z
      .object({
        cursor: z.string().nullable(),
        lastPullAt: z.string().nullable(),
        lagMs: z.number().nullable(),
        lastFailure: z.object({ at: z.string(), reason: z.string() }).nullable(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();
export type SiteHealth = z.infer<typeof siteHealthSchema>;

export type Fetched<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface SiteStatus {
  origin: string;
  regeneration: Fetched<RegenStatus>;
  health: Fetched<SiteHealth>;
}

/** The token the backend has for the site's operator endpoints: ADMIN_TOKEN, else CMS_WEBHOOK_SECRET. */
export function siteToken(env: Record<string, string | undefined>): string | undefined {
  return env['ADMIN_TOKEN'] || env['CMS_WEBHOOK_SECRET'] || undefined;
}

/** Fetches both answers from the site at `origin` (each bounded by `timeoutMs`). */
export async function fetchSiteStatus(
  origin: string,
  token: string | undefined,
  options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<SiteStatus> {
  const get = <T>(path: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, headers: Record<string, string>) =>
    fetchJson(`${origin}${path}`, schema, headers, options.timeoutMs ?? 3_000, options.fetchImpl ?? fetch);
  const [regeneration, health] = await Promise.all([
    token
      ? get('/api/v1/regeneration/status', regenStatusSchema, { authorization: `Bearer ${token}` })
      : Promise.resolve<Fetched<RegenStatus>>({ ok: false, reason: 'the backend has neither ADMIN_TOKEN nor CMS_WEBHOOK_SECRET to ask the site with' }),
    // the feed's state is the operators' (src/server/health.ts): the same token
    get('/healthz', siteHealthSchema, token ? { authorization: `Bearer ${token}` } : {}),
  ]);
  return { origin, regeneration, health };
}

async function fetchJson<T>(
  url: string,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  headers: Record<string, string>,
  timeoutMs: number,
  fetchImpl: typeof fetch,
): Promise<Fetched<T>> {
  let res: Response;
  try {
    res = await fetchImpl(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, reason: `the site is unreachable (${cause ?? (error instanceof Error ? error.message : String(error))})` };
  }
  if (!res.ok) {
    await res.body?.cancel();
    const why = res.status === 401 ? ': the site refused the token' : res.status === 503 ? ': not configured on the site' : '';
    return { ok: false, reason: `the site answered ${res.status}${why}` };
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return { ok: false, reason: 'the site answered something that is not JSON' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'the site answered JSON of an unexpected shape' };
}
