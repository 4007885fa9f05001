/**
 * Makes the committed demo clips: the frames of a generated scene, compressed once with ffmpeg
 * (H.264, yuv420p, no audio, moov first so playback starts before the whole file is in). The
 * clips are committed beside this script and copied into the demo content by the generator
 * (`clip` recipes in ../generate/assets.ts, which pin each file's sha256), so neither the
 * generator, `npm start` nor the tests need ffmpeg. Rerun only to change a clip (Debian:
 * `apt-get install -y ffmpeg`), then put the new sha256 into ../generate/assets.ts:
 *
 *   npx tsx scripts/backend/clips/make.ts [file …]     (no file: every clip)
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { composeScene, type SceneKey } from '../generate/scenes';

/** One clip: a looping scene, 16:9 (spec 9). Same seed as the generator's posters. */
export interface Clip {
  file: string;
  scene: SceneKey;
  seed: number;
  width: number;
  height: number;
  fps: number;
  frames: number;
}

/**
 * The clips. The landing page's wind farm: 4 s at 24 fps, 640×360. The car wash (an article's
 * media block): 3 s at 12 fps, 256×144.
 */
export const clips: readonly Clip[] = [
  { file: 'wind-video.mp4', scene: 'windFarm', seed: 20240601 + 7, width: 640, height: 360, fps: 24, frames: 96 },
  { file: 'wash-video.mp4', scene: 'carWash', seed: 20240601 + 7, width: 256, height: 144, fps: 12, frames: 36 },
];

async function make(clip: Clip): Promise<void> {
  const out = resolve(import.meta.dirname, clip.file);
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${clip.width}x${clip.height}`,
      '-r',
      String(clip.fps),
      '-i',
      'pipe:0',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'main',
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      out,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((ok, fail) => ffmpeg.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`ffmpeg exited with ${code}`)))));
  for (let i = 0; i < clip.frames; i += 1) {
    const { svg } = composeScene(clip.scene, { width: clip.width, height: clip.height, seed: clip.seed, phase: i / clip.frames });
    const rgb = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    if (!ffmpeg.stdin.write(rgb)) await new Promise((ok) => ffmpeg.stdin.once('drain', ok));
  }
  ffmpeg.stdin.end();
  await done;
  console.log(`[clips] ${clip.file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((file) => !clips.some((clip) => clip.file === file));
  if (unknown.length > 0) throw new Error(`[clips] no clip named ${unknown.join(', ')}`);
  for (const clip of clips) if (wanted.length === 0 || wanted.includes(clip.file)) await make(clip);
}
