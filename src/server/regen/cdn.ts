/**
 * The purge hook a CDN in front of the site may be given (PURGE_URL): called after every
 * regeneration pass with the changed paths, their URLs and their surrogate keys. What the keys are
 * and which headers a page carries is the edge policy's (../edge/policy.ts).
 */
/** Calls the configured purge hook with the changed URLs and keys; failures are logged, not thrown. */
export async function callPurgeHook(
  url: string | undefined,
  body: { paths: string[]; urls: string[]; keys: string[]; buildId: string },
  log: (m: string) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!url) return false;
  try {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) log(`[purge] hook answered ${res.status}`);
    return res.ok;
  } catch (error) {
    log(`[purge] hook failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
