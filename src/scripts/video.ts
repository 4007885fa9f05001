/**
 * Looping videos (WCAG 2.2.2 "Pause, Stop, Hide"; design "Media"): a video plays by itself only
 * when the visitor has not asked for reduced motion, and its button pauses or plays it. Without
 * script the video does not play by itself at all, and the button stays hidden.
 */

/** Wires every `[data-video]` box of the page. */
function startVideos(root: ParentNode = document): void {
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  for (const box of root.querySelectorAll<HTMLElement>('[data-video]')) {
    const video = box.querySelector('video');
    const button = box.querySelector<HTMLButtonElement>('button');
    if (!video || !button) continue;
    const paint = () => {
      button.textContent = (video.paused ? button.dataset.play : button.dataset.pause) ?? '';
    };
    video.addEventListener('play', paint);
    video.addEventListener('pause', paint);
    button.addEventListener('click', () => void (video.paused ? video.play().catch(paint) : video.pause()));
    button.hidden = false;
    paint();
    if (!still) void video.play().catch(paint);
    box.dataset.video = still ? 'still' : 'auto';
  }
}

// imported (by the page shell) once a video comes into view: start them
startVideos();

export {};
