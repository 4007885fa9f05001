/**
 * Link prefetch (spec 4): same-site links are fetched ahead when they become visible or when the
 * visitor hovers, focuses or touches them — never on a slow connection or with save-data on, and at
 * most 5 at once. Pre-rendered pages are static files, so a prefetch warms the HTTP cache.
 */

export const MAX_CONCURRENT_PREFETCHES = 5;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the connection allows prefetching at all. */
export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Whether a link is worth prefetching: same origin, a page (not a file or an API), not the current page. */
export function isPrefetchable(anchor: HTMLAnchorElement, location: Location): boolean {
  if (anchor.origin !== location.origin) return false;
  if (anchor.hasAttribute('download') || anchor.target === '_blank') return false;
  if (anchor.pathname === location.pathname) return false;
  return !/^\/(api|proxy|assets|_astro)\//.test(anchor.pathname) && !/\.\w{2,5}$/.test(anchor.pathname);
}

export function startPrefetch(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!prefetchAllowed(connection)) return;

  const seen = new Set<string>();
  const queue: string[] = [];
  let running = 0;

  const pump = () => {
    while (running < MAX_CONCURRENT_PREFETCHES && queue.length > 0) {
      const url = queue.shift()!;
      running += 1;
      fetch(url, { credentials: 'same-origin', priority: 'low' })
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  const enqueue = (anchor: HTMLAnchorElement) => {
    if (!isPrefetchable(anchor, location)) return;
    const url = anchor.href.split('#')[0]!;
    if (seen.has(url)) return;
    seen.add(url);
    queue.push(url);
    pump();
  };

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      enqueue(entry.target as HTMLAnchorElement);
    }
  });

  const start = () => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>('main a[href], footer a[href]')) observer.observe(a);
  };
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) enqueue(anchor);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
  if ('requestIdleCallback' in window) requestIdleCallback(start);
  else setTimeout(start, 1);
}
