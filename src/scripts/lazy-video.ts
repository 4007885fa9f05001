/**
 * Videos load late (design: a content page should not pay for what is not seen): a video's
 * source is set only when it comes near the viewport, and never with save-data on or when the
 * visitor prefers reduced motion — then its poster stays. Spec 5's autoplay still holds for the
 * videos that load; an autoplaying, looping clip is exactly the motion those visitors turned off.
 * README "Where the site differs from the spec".
 */

/** How far ahead of the viewport a video starts loading. */
export const VIDEO_ROOT_MARGIN = '200px 0px';

/** Whether videos may load at all (save-data off and no preference for reduced motion). */
export function videoAllowed(saveData: boolean | undefined, reducedMotion: boolean): boolean {
  return saveData !== true && !reducedMotion;
}

export function startLazyVideos(): void {
  const videos = document.querySelectorAll<HTMLVideoElement>('video[data-src]');
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const motion = matchMedia('(prefers-reduced-motion: reduce)');
  if (videos.length === 0 || !videoAllowed(connection?.saveData, motion.matches) || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const video = entry.target as HTMLVideoElement;
        observer.unobserve(video);
        if (motion.matches) continue;
        video.src = video.dataset.src ?? '';
        video.removeAttribute('data-src');
      }
    },
    { rootMargin: VIDEO_ROOT_MARGIN },
  );
  for (const video of videos) observer.observe(video);
  // turning reduced motion on later stops what plays
  motion.addEventListener('change', () => {
    if (motion.matches) for (const video of document.querySelectorAll('video')) video.pause();
  });
}
