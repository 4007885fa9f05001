/**
 * When a video may load by itself (design: a content page should not pay for what is not seen):
 * never with save-data on, and never when the visitor prefers reduced motion, whose poster stays
 * until they press play. An autoplaying, looping clip is exactly the motion those visitors turned
 * off. README "Where the site differs from the spec".
 */

/** Whether videos may load and play by themselves (save-data off and no preference for reduced motion). */
export function videoAllowed(saveData: boolean | undefined, reducedMotion: boolean): boolean {
  return saveData !== true && !reducedMotion;
}
