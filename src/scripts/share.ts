/** Share buttons: navigator.share when available, else copy the link to the clipboard. */
export function enhanceShareButtons(): void {
  for (const box of document.querySelectorAll<HTMLElement>('[data-share-url]')) {
    const trigger = box.querySelector<HTMLAnchorElement>('[data-share]');
    const status = box.querySelector<HTMLElement>('[role="status"]');
    if (!trigger) continue;
    trigger.setAttribute('role', 'button');
    trigger.addEventListener('click', (event) => {
      event.preventDefault();
      void share(box, status);
    });
  }
}

/** Shares the box's link, else copies it; never rejects (a failure shows the link in the status). */
async function share(box: HTMLElement, status: HTMLElement | null): Promise<void> {
  const url = box.dataset.shareUrl ?? location.href;
  const title = box.dataset.shareTitle ?? document.title;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    if (status) status.textContent = box.dataset.copied ?? '';
  } catch {
    if (status) status.textContent = url;
  }
}
