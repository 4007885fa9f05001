/**
 * What the editor's page reads from the site to follow a change there (./follow.ts): the change
 * feed's cursor and lag (`GET /healthz`, src/server/health.ts) and the regeneration passes
 * (`GET /api/v1/regeneration/status`, src/server/api/webhook.ts: the running pass's progress, the
 * latest passes, recent failures). Both are operators' answers, asked server side with the bearer
 * token and parsed with zod; a site that is down, refuses the token or answers something else is
 * a `SiteProblem`, never thrown.
 */
import { z } from 'zod';

const failure = z.object({ path: z.string(), reason: z.string(), at: z.string().optional() }).passthrough();

export const regenStatusSchema = z
  .object({
    buildId: z.string(),
    passes: z.number().int().nonnegative(),
    queued: z.number().int().nonnegative(),
    running: z.boolean(),
    /** the running pass: pages done of pages to do (a site before this field: absent) */
    progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }).nullable().optional(),
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
        /** false: the site's content backend has no change feed, the site follows webhooks only */
        enabled: z.boolean().optional(),
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

/** Why the site's answer could not be read, in the terms the editor's words use. */
export type SiteProblem = 'no-token' | 'unreachable' | 'refused' | 'not-configured' | 'bad-answer';

export type Fetched<T> = { ok: true; value: T } | { ok: false; problem: SiteProblem; detail: string };

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
  const noToken: Fetched<never> = { ok: false, problem: 'no-token', detail: 'the backend has neither ADMIN_TOKEN nor CMS_WEBHOOK_SECRET' };
  const auth = { authorization: `Bearer ${token}` };
  const [regeneration, health] = await Promise.all([
    token ? get('/api/v1/regeneration/status', regenStatusSchema, auth) : Promise.resolve(noToken),
    // the feed's state is the operators' (src/server/health.ts): the same token
    token ? get('/healthz', siteHealthSchema, auth) : Promise.resolve(noToken),
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
    return { ok: false, problem: 'unreachable', detail: cause ?? (error instanceof Error ? error.message : String(error)) };
  }
  if (!res.ok) {
    await res.body?.cancel();
    const problem: SiteProblem = res.status === 401 || res.status === 403 ? 'refused' : res.status === 503 ? 'not-configured' : 'bad-answer';
    return { ok: false, problem, detail: `status ${res.status}` };
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return { ok: false, problem: 'bad-answer', detail: 'not JSON' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: 'bad-answer', detail: 'JSON of an unexpected shape' };
}
