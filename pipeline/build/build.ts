import { copyFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { SERVER_SETTINGS_FILE } from "../../contracts/server-settings.ts";
import { type CompressResult, precompress, totalBytes } from "../compress/compress.ts";
import { writeDeployFiles } from "../deploy/deploy-files.ts";
import { setAside } from "../fs/set-aside.ts";
import { listClientLogos } from "../images/client-logos.ts";
import { imageRequests } from "../images/image-requests.ts";
import { processImages } from "../images/images.ts";
import { copyMedia } from "../images/media.ts";
import { brokenLinks } from "../links/site-link-check.ts";
import { missingPages, prerender } from "../prerender/prerender.ts";
import type { ProcessUsage } from "../prerender/prerender-protocol.ts";
import { errorsOf, type Problem } from "../problems/problems.ts";
import { socialImageStage } from "../social/social-stage.ts";
import { type ValidationResult, validateContent } from "../validate/validate.ts";
import { writeBuildInfo } from "./build-info.ts";
import { asProduction } from "./production-react.ts";
import { mediaPaths, writeSiteModules } from "./site-modules.ts";
import { measureStage } from "./stage-cpu.ts";

export interface StageTiming {
  stage: string;
  /** Wall-clock time. */
  ms: number;
  /** CPU time (user and system) of this process's threads and of the stage's child processes. */
  cpuMs: number;
}

export type BuildResult =
  | { ok: false; reason: "content"; validation: ValidationResult; timings: StageTiming[] }
  | { ok: false; reason: "missing-pages"; missing: string[]; timings: StageTiming[] }
  | {
      ok: false;
      reason: "broken-links";
      validation: ValidationResult;
      /** One per link and page, at the content line (or built page) holding the link. */
      brokenLinks: Problem[];
      timings: StageTiming[];
    }
  | {
      ok: true;
      validation: ValidationResult;
      timings: StageTiming[];
      pages: number;
      images: { processed: number; reused: number };
      socialImages: { rendered: number; reused: number };
      /** Undefined when prerendering was skipped. */
      compression?: CompressResult;
      /**
       * What the processes prerendering ran in used (the larger peak memory, the CPU time of both),
       * which this process's own `resourceUsage()` leaves out; zeros when prerendering was skipped.
       */
      prerenderProcesses: ProcessUsage;
      outputBytes: number;
    };

/** How far a long stage is: `done` of `total` images or pages, told with 0 first, then after each. */
export interface StageProgress {
  stage: "images" | "prerender";
  done: number;
  total: number;
  /** What the stage does besides counting: prerender bundles the site ("bundling") before it renders "pages". */
  step?: string;
}

export interface BuildOptions {
  /**
   * Build the site as it will be at this moment (`site build --at`): a date-time with its zone, or
   * a date meaning 00:00 in the site's time zone. Now by default.
   */
  at?: Date | string;
  /** Stop after generating modules (the dev server prerenders nothing). */
  skipPrerender?: boolean;
  /** Called when a stage ends. */
  onStage?: (timing: StageTiming) => void;
  /** Called as the images and prerender stages advance, before their `onStage`. */
  onProgress?: (progress: StageProgress) => void;
  /** The API server's origin (API_ORIGIN), which Netlify's folder proxies `/api/*` to. */
  apiOrigin?: string | undefined;
}

/**
 * The whole pipeline: validate → images → social images → generated modules → prerender → link
 * check → deploy files (the nginx rules, a folder per CDN) → precompress. It is always a
 * production build (production-react.ts).
 */
export function buildSite(root: string, options: BuildOptions = {}): Promise<BuildResult> {
  return asProduction(() => runStages(root, options));
}

async function runStages(root: string, options: BuildOptions): Promise<BuildResult> {
  const timings: StageTiming[] = [];
  const timed = async <T>(
    stage: string,
    work: () => Promise<T>,
    childCpuMs?: (result: T) => number,
  ): Promise<T> => {
    const { result, ms, cpuMs } = await measureStage(work, childCpuMs);
    const timing = { stage, ms, cpuMs };
    timings.push(timing);
    options.onStage?.(timing);
    return result;
  };

  const validation = await timed("validate", () => validateContent(root, options.at));
  // Warnings (HTML a body loses) do not stop the build.
  if (errorsOf(validation.problems).length > 0) return { ok: false, reason: "content", validation, timings };

  const generatedDir = join(root, "site/generated");
  const clientLogos = await listClientLogos(root);
  const requests = imageRequests(validation, clientLogos);
  const images = await timed("images", () =>
    processImages(
      root,
      requests,
      join(generatedDir, "public/img"),
      join(root, ".cache/images"),
      (done, total) => options.onProgress?.({ stage: "images", done, total }),
    ),
  );
  const social = await timed("social", () => socialImageStage(root, validation));
  await timed("generate", async () => {
    const media = await copyMedia(root, mediaPaths(validation), join(generatedDir, "public/media"));
    return writeSiteModules(root, validation, {
      clientLogos,
      images,
      media,
      socialImages: social.images,
    });
  });
  const result = { processed: images.processed, reused: images.reused };
  const socialImages = { rendered: social.rendered, reused: social.reused };
  if (options.skipPrerender) {
    const skipped = { pages: 0, prerenderProcesses: { peakRssKb: 0, cpuMs: 0 }, outputBytes: 0 };
    return { ok: true, validation, timings, images: result, socialImages, ...skipped };
  }

  const distDir = join(root, "dist");
  const clientDir = join(distDir, "client");
  const prerenderProcesses = await timed(
    "prerender",
    async () => {
      const routes = new Set(validation.routes);
      let written = 0;
      let step = "bundling";
      const progress = () =>
        options.onProgress?.({ stage: "prerender", done: written, total: routes.size, step });
      progress();
      const previous = await setAside(distDir, join(root, ".cache/previous-dist"));
      const usage = await prerender(root, {
        onBundled: () => {
          step = "pages";
          progress();
        },
        // Counted: the pages of the route table (the not-found pages are written too, but are no route).
        onPage: (url) => {
          if (!routes.has(url)) return;
          written++;
          progress();
        },
      });
      // Vike keeps its server bundle when a page was not prerendered (the post page while there are
      // no posts); the site is served as static files, so it is never used.
      await rm(join(distDir, "server"), { recursive: true, force: true });
      await copyFile(join(generatedDir, SERVER_SETTINGS_FILE), join(distDir, SERVER_SETTINGS_FILE));
      await previous.removed;
      return usage;
    },
    (usage) => usage.cpuMs,
  );
  const missing = missingPages(clientDir, validation.routes);
  if (missing.length > 0) return { ok: false, reason: "missing-pages", missing, timings };
  const broken = await timed("links", () => brokenLinks(root, validation));
  if (broken.length > 0)
    return { ok: false, reason: "broken-links", validation, brokenLinks: broken, timings };
  await timed("deploy files", () =>
    writeDeployFiles(distDir, validation.routes, { apiOrigin: options.apiOrigin }),
  );
  const compression = await timed("compress", () => precompress(clientDir, join(root, ".cache/compressed")));
  await writeBuildInfo(distDir, validation, options.at !== undefined);
  const outputBytes = await totalBytes(clientDir, (path) => !path.endsWith(".br") && !path.endsWith(".gz"));
  return {
    ok: true,
    validation,
    timings,
    pages: validation.routes.length,
    images: result,
    socialImages,
    compression,
    prerenderProcesses,
    outputBytes,
  };
}
