/**
 * One-off proof that Chromium really plays what `encodeMp4` writes (not part of the test suite:
 * it needs /usr/bin/chromium). Run: `npx tsx scripts/backend/media/check-mp4-in-browser.ts`.
 * Serves a 64×48, 10-frame clip of changing colour quadrants on 127.0.0.1, loads it in headless Chromium,
 * and checks the decoded size, that playback advances, and the colour of two decoded frames.
 * Exits 1 on any failed check.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { encodeMp4 } from './mp4';

const WIDTH = 64;
const HEIGHT = 48;
const FPS = 5; // 2 s of video: long enough to watch currentTime move
const COLOURS: [number, number, number][] = [
  [255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 0], [0, 255, 255],
  [255, 0, 255], [255, 255, 255], [128, 128, 128], [255, 128, 0], [90, 40, 160],
];
/** Per-channel tolerance: limited-range YUV rounding plus the browser's own conversion. */
const TOLERANCE = 12;

/** Quadrant q (0 TL, 1 TR, 2 BL, 3 BR) of frame i has colour i + q: catches mixed-up macroblocks. */
const colourOf = (frame: number, quadrant: number): [number, number, number] =>
  COLOURS[(frame + quadrant) % COLOURS.length] ?? [0, 0, 0];
const QUADRANT_CENTRES = [[16, 12], [48, 12], [16, 36], [48, 36]] as const;

const frames = COLOURS.map((_, i) => {
  const f = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) f.set(colourOf(i, (y < HEIGHT / 2 ? 0 : 2) + (x < WIDTH / 2 ? 0 : 1)), (y * WIDTH + x) * 3);
  }
  return f;
});
const mp4 = encodeMp4({ width: WIDTH, height: HEIGHT, fps: FPS, frames });

const html = `<!doctype html><meta charset="utf-8"><title>mp4 check</title>
<video id="v" src="/clip.mp4" muted playsinline preload="auto"></video>`;

const server = createServer((req, res) => {
  if (req.url === '/clip.mp4') {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': mp4.length });
    res.end(mp4);
  } else {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const failures: string[] = [];
const check = (ok: boolean, what: string): void => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  // tsx compiles with esbuild's keepNames, which wraps named functions inside the callbacks
  // below in a `__name()` helper that exists in Node but not in the page.
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await page.goto(`http://127.0.0.1:${port}/`);
  console.log(`clip: ${mp4.length} bytes; canPlayType avc1.42C00C = "${await page.evaluate(() =>
    document.createElement('video').canPlayType('video/mp4; codecs="avc1.42C00C"'))}"`);

  // Wait for loadeddata (or an error), then report what the element decoded.
  const loaded = await page.evaluate(
    () =>
      new Promise<{ ok: boolean; w: number; h: number; duration: number; error: string }>((resolve) => {
        const v = document.querySelector('video');
        if (!v) return resolve({ ok: false, w: 0, h: 0, duration: 0, error: 'no video element' });
        const done = (ok: boolean): void =>
          resolve({ ok, w: v.videoWidth, h: v.videoHeight, duration: v.duration, error: v.error?.message ?? '' });
        if (v.readyState >= 2) done(true);
        v.addEventListener('loadeddata', () => done(true), { once: true });
        v.addEventListener('error', () => done(false), { once: true });
        setTimeout(() => done(false), 10_000);
      }),
  );
  check(loaded.ok, `loadeddata fired${loaded.error ? ` (error: ${loaded.error})` : ''}`);
  check(loaded.w === WIDTH && loaded.h === HEIGHT, `videoWidth×videoHeight = ${loaded.w}×${loaded.h}`);
  check(Math.abs(loaded.duration - COLOURS.length / FPS) < 0.05, `duration = ${loaded.duration} s`);

  // Play from the start and read every presented frame back through a canvas (quadrant centres).
  // requestVideoFrameCallback hands over the media time of the frame actually shown, so each
  // sample can be matched to the frame that was encoded for that time. (Seeking while paused is
  // no good here: headless Chromium does not repaint a paused video, so the canvas lags behind.)
  const played = await page.evaluate(async (points) => {
    const v = document.querySelector('video');
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!v || !ctx) return { start: -1, end: -1, samples: [] };
    ctx.canvas.width = v.videoWidth;
    ctx.canvas.height = v.videoHeight;
    const samples: { time: number; rgb: number[][] }[] = [];
    const sample = (time: number): void => {
      ctx.drawImage(v, 0, 0);
      const rgb = points.map(([x, y]) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3)));
      samples.push({ time, rgb });
    };
    // The first frame is on screen since loadeddata, before any frame callback.
    sample(v.currentTime);
    const onFrame = (_now: number, meta: VideoFrameCallbackMetadata): void => {
      sample(meta.mediaTime);
      if (!v.ended) v.requestVideoFrameCallback(onFrame);
    };
    v.requestVideoFrameCallback(onFrame);
    const start = v.currentTime;
    const ended = new Promise((resolve) => v.addEventListener('ended', resolve, { once: true }));
    await v.play();
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    return { start, end: v.currentTime, samples };
  }, QUADRANT_CENTRES);
  check(played.end > played.start + 1, `playback advanced currentTime ${played.start} → ${played.end}`);

  const near = (got: number[], want: number[]): boolean =>
    got.length === 3 && got.every((g, i) => Math.abs(g - (want[i] ?? -999)) <= TOLERANCE);
  const seen = new Set<number>();
  for (const { time, rgb } of played.samples) {
    // mediaTime is the frame's presentation time: frame i starts at i / FPS.
    const frame = Math.min(COLOURS.length - 1, Math.floor(time * FPS + 1e-3));
    if (seen.has(frame)) continue;
    seen.add(frame);
    const want = QUADRANT_CENTRES.map((_, q) => colourOf(frame, q));
    const ok = want.every((w, q) => near(rgb[q] ?? [], w));
    check(ok, `frame ${frame} at ${time.toFixed(2)} s: quadrants ${JSON.stringify(rgb)} ≈ ${JSON.stringify(want)}`);
  }
  check(seen.size >= COLOURS.length / 2, `${seen.size} of ${COLOURS.length} frames were presented and sampled`);
} finally {
  await browser.close();
  server.close();
}

console.log(failures.length === 0 ? 'all checks passed' : `${failures.length} check(s) failed`);
process.exit(failures.length === 0 ? 0 : 1);
