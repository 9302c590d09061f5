/**
 * Writes the home page hero clip, content/media/hero.webm: the poster's scene
 * (tools/sample-art/src/hero.ts) with its glows, nodes and packets drifting through one loop.
 *
 * Renders every frame with sharp into a temporary folder, then encodes them with ffmpeg
 * (Debian: `apt-get install ffmpeg`) as muted VP9 at 1280x720. The last frame leads straight back
 * into the first, so the clip loops without a jump. Single-threaded encoding and bit-exact flags
 * make the file the same on every run with the same ffmpeg.
 *
 * Run with `npm run media:generate` (or `npx tsx tools/sample-art/generate-hero-clip.ts`).
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { CONTENT } from "./src/content.ts";
import { heroSvg } from "./src/hero.ts";

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 8;
const TARGET = path.join(CONTENT, "media/hero.webm");

const frames = await mkdtemp(path.join(tmpdir(), "hero-clip-"));
try {
  const count = FPS * SECONDS;
  for (let index = 0; index < count; index++) {
    const file = path.join(frames, `frame-${String(index).padStart(4, "0")}.png`);
    await sharp(Buffer.from(heroSvg(index / count, WIDTH, HEIGHT)))
      .png({ compressionLevel: 1 })
      .toFile(file);
  }
  await mkdir(path.dirname(TARGET), { recursive: true });
  // -an: no audio track; -g: one keyframe per loop; crf with -b:v 0 is VP9's constant quality mode.
  await promisify(execFile)("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-framerate", String(FPS), "-i", path.join(frames, "frame-%04d.png")],
    ...["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "34", "-b:v", "0"],
    ...["-deadline", "good", "-cpu-used", "1", "-row-mt", "0", "-threads", "1", "-g", String(count)],
    ...["-an", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"],
    TARGET,
  ]);
  const { size } = await stat(TARGET);
  console.log(
    `Wrote ${path.relative(process.cwd(), TARGET)}: ${count} frames, ${WIDTH}x${HEIGHT}, ${SECONDS} s, ${Math.round(size / 1024)} KB`,
  );
} catch (error) {
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (code !== "ENOENT" || syscall !== "spawn ffmpeg") throw error;
  console.error("The hero clip needs ffmpeg on the PATH (Debian: `apt-get install ffmpeg`).");
  process.exitCode = 1;
} finally {
  await rm(frames, { recursive: true, force: true });
}
