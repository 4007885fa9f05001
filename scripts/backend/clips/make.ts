/**
 * Makes the committed demo clips: the frames of a generated scene, compressed once with ffmpeg
 * (H.264, yuv420p, no audio, moov first so playback starts before the whole file is in). The
 * clips are committed beside this script and copied into the demo content by the generator
 * (`clip` recipes in ../generate/assets.ts), so neither the generator nor `npm start` needs
 * ffmpeg. Rerun only to change a clip (Debian: `apt-get install -y ffmpeg`):
 *
 *   npx tsx scripts/backend/clips/make.ts
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { composeScene, type SceneKey } from '../generate/scenes';

/** The clips: a 4-second loop at 24 fps, 640×360 (16:9, spec 9). Same seed as the generator's. */
export const clips: readonly { file: string; scene: SceneKey; seed: number }[] = [{ file: 'wind-video.mp4', scene: 'windFarm', seed: 20240601 + 7 }];
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;
const FRAMES = 96;

async function make(clip: (typeof clips)[number]): Promise<void> {
  const out = resolve(import.meta.dirname, clip.file);
  const ffmpeg = spawn('ffmpeg', [
    '-y', '-loglevel', 'error',
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', 'pipe:0',
    '-an', '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p', '-profile:v', 'main',
    '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', out,
  ], { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise<void>((ok, fail) => ffmpeg.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`ffmpeg exited with ${code}`)))));
  for (let i = 0; i < FRAMES; i += 1) {
    const { svg } = composeScene(clip.scene, { width: WIDTH, height: HEIGHT, seed: clip.seed, phase: i / FRAMES });
    const rgb = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    if (!ffmpeg.stdin.write(rgb)) await new Promise((ok) => ffmpeg.stdin.once('drain', ok));
  }
  ffmpeg.stdin.end();
  await done;
  console.log(`[clips] ${clip.file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const clip of clips) await make(clip);
}
