/**
 * Videos (Video.astro; WCAG 2.2.2 "Pause, Stop, Hide"): loaded by the page shell once a video nears
 * the viewport. A video loads its source and plays by itself (spec 5: autoplay) only when save-data
 * is off and the visitor has not asked for reduced motion (src/scripts/lazy-video.ts); otherwise its
 * poster stays until the button is pressed. The button pauses or plays it either way.
 */
import { videoAllowed } from './lazy-video';

function load(video: HTMLVideoElement): void {
  if (video.getAttribute('src')) return;
  video.src = video.dataset.src ?? '';
  video.removeAttribute('data-src');
}

/** Wires every `[data-video]` box of the page. */
function startVideos(root: ParentNode = document): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const motion = matchMedia('(prefers-reduced-motion: reduce)');
  const auto = videoAllowed(connection?.saveData, motion.matches);
  for (const box of root.querySelectorAll<HTMLElement>('[data-video]')) {
    const video = box.querySelector('video');
    const button = box.querySelector<HTMLButtonElement>('button');
    if (!video || !button || box.dataset.video) continue;
    const paint = () => {
      button.textContent = (video.paused ? button.dataset.play : button.dataset.pause) ?? '';
    };
    video.addEventListener('play', paint);
    video.addEventListener('pause', paint);
    button.addEventListener('click', () => {
      if (!video.paused) return video.pause();
      load(video);
      void video.play().catch(paint);
    });
    button.hidden = false;
    paint();
    box.dataset.video = auto ? 'auto' : 'still';
    if (auto) {
      load(video);
      video.autoplay = true;
      void video.play().catch(paint);
    }
  }
  // turning reduced motion on later stops what plays
  motion.addEventListener('change', () => {
    if (motion.matches) for (const video of document.querySelectorAll('video')) video.pause();
  });
}

// imported (by the page shell) once a video comes near the viewport: start them
startVideos();

export {};
