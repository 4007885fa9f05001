/**
 * Calls `measure` in the frame after `el` changes size, until the returned function stops it.
 * Measuring inside the ResizeObserver's own callback, where the measure changes the layout it
 * observes (the filter row's fades, the map preview's drawing), is a resize loop: browsers report
 * "ResizeObserver loop completed with undelivered notifications" as a script error.
 */
export function observeSize(el: Element, measure: () => void): () => void {
  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(measure);
  });
  observer.observe(el);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
