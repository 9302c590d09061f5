import { join, relative, sep } from "node:path";
import type { SocialImage } from "../../contracts/social-image.ts";
import { asProduction } from "../build/production-react.ts";
import { type MadeAssets, mediaPaths, writeSiteModules } from "../build/site-modules.ts";
import { forgetGeneratedTypes } from "../generate/generate-types.ts";
import { listClientLogos } from "../images/client-logos.ts";
import { imageRequests } from "../images/image-requests.ts";
import { imageKey, type KeptImages, processImages } from "../images/images.ts";
import { copyMedia } from "../images/media.ts";
import { readUnlinked } from "../load/no-links.ts";
import { errorsOf, type Problem } from "../problems/problems.ts";
import { socialImageStage } from "../social/social-stage.ts";
import { loadSchemas, type SchemaSet } from "../validate/schemas.ts";
import { type ValidationResult, validateContent } from "../validate/validate.ts";
import { ValidationCache } from "../validate/validation-cache.ts";
import { MemoryChecks } from "./memory-checks.ts";

/** What one run of the live engine found and did. */
export interface LiveRun {
  /** The content's problems; while there are any, site/generated/ keeps the last valid content. */
  problems: Problem[];
  /** Valid entries left out on purpose (a job past its closing date). */
  notices: Problem[];
  /** Paths under site/generated/ this run wrote or removed. */
  changed: string[];
  filesChecked: number;
  /** Every route of the site with this content. */
  routes: string[];
  /** How long the run took, in milliseconds. */
  ms: number;
}

/** Where a changed path sits, which says what has to be done again. */
type Change = "content" | "image" | "media" | "schema" | "other";

function kindOf(path: string): Change {
  if (path.startsWith("schemas/")) return "schema";
  if (path.startsWith("content/images/")) return "image";
  if (path.startsWith("content/media/")) return "media";
  if (path.startsWith("content/")) return "content";
  return "other";
}

/** The bytes of a file, or null when there is none (deleted, a folder, or reached through a symbolic link). */
function readOrNull(root: string, file: string): Buffer | null {
  try {
    return readUnlinked(root, file);
  } catch {
    return null;
  }
}

/**
 * The engine of `site dev` (and of any tool that edits content while showing it): the content read
 * and checked, the images encoded and the modules generated stay in memory, and a change to some
 * files runs the build's own stages again on them alone. A changed content file is read and checked
 * again by itself, then the checks across files run on the data in memory; an image is encoded
 * again alone; site/generated/ is rewritten where its text changes. A schema change starts over.
 * The result is always what `site build` makes of the same files (the live engine's equivalence
 * test checks it).
 *
 * Runs are one at a time: an update asked for during a run waits for it.
 */
export class LiveSite {
  private readonly files = new Map<string, Buffer | null>();
  private checks = new MemoryChecks();
  private schemas: SchemaSet | undefined;
  private readonly keptImages: KeptImages = new Map();
  private imagesStale = true;
  private mediaStale = true;
  private made:
    | (MadeAssets & { requests: string; media: ReadonlyMap<string, string>; mediaKey: string })
    | undefined;
  private valid: ValidationResult | undefined;
  private socialShown: ReadonlyMap<string, SocialImage> = new Map();
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * `unsaved` gives the text an editor holds for a content file but has not saved (the studio's
   * preview of a form being typed in), read instead of the disk; undefined for a file it does not hold.
   */
  constructor(
    private readonly root: string,
    private readonly unsaved: (file: string) => Buffer | undefined = () => undefined,
  ) {}

  /**
   * Reads, checks and generates everything: the first run. It alone runs as a production build
   * (asProduction): it loads React in its production form, as `site build` does, before `site dev`
   * starts Vite; a later run that set NODE_ENV would make Vike, which answers requests between the
   * engine's awaits, take itself for a production server.
   */
  start(): Promise<LiveRun> {
    return this.queued(async () => {
      this.checks = new MemoryChecks(await ValidationCache.open(this.root));
      return asProduction(() => this.run([]));
    });
  }

  /**
   * Tells the engine that these files changed (were written, added, deleted or renamed; absolute
   * paths or relative to the project root) and runs it again on them.
   */
  update(paths: readonly string[]): Promise<LiveRun> {
    return this.queued(() => this.run(paths));
  }

  /**
   * Renders the link-preview images whose page changed since the last run and writes their module;
   * separate from `update` so the page shows a change first (a new image takes about 150 ms).
   * Returns the paths under site/generated/ that changed.
   */
  renderSocialImages(): Promise<string[]> {
    return this.queued(() => this.renderSocial());
  }

  /** Runs `work` after every run asked for before it: runs never overlap. */
  private queued<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private forget(paths: readonly string[]): void {
    for (const path of paths) {
      const file = (path.startsWith(this.root) ? relative(this.root, path) : path).split(sep).join("/");
      switch (kindOf(file)) {
        case "schema":
          // Schemas refer to each other: every check and type depends on all of them.
          this.files.clear();
          this.checks = new MemoryChecks();
          this.schemas = undefined;
          forgetGeneratedTypes();
          break;
        case "image": {
          const image = file.slice("content/images/".length);
          for (const key of this.keptImages.keys())
            if (key.endsWith(`:${image}`)) this.keptImages.delete(key);
          this.imagesStale = true;
          break;
        }
        case "media":
          this.mediaStale = true;
          break;
        case "content":
          this.files.delete(file);
          break;
        case "other":
          break;
      }
    }
  }

  private async run(paths: readonly string[]): Promise<LiveRun> {
    const started = performance.now();
    this.forget(paths);
    const validation = await validateContent(this.root, undefined, {
      includeDrafts: true,
      bytesOf: (file) => {
        if (!this.files.has(file)) this.files.set(file, this.unsaved(file) ?? readOrNull(this.root, file));
        return this.files.get(file) ?? undefined;
      },
      checks: this.checks,
      schemas: () => {
        this.schemas ??= loadSchemas(this.root);
        return this.schemas;
      },
    });
    const finished = (changed: string[]): LiveRun => ({
      problems: validation.problems,
      notices: validation.notices,
      changed,
      filesChecked: validation.filesChecked,
      routes: validation.routes,
      ms: Math.round(performance.now() - started),
    });
    if (errorsOf(validation.problems).length > 0) return finished([]);

    const generatedDir = join(this.root, "site/generated");
    const clientLogos =
      this.made && !this.imagesStale ? this.made.clientLogos : await listClientLogos(this.root);
    const requests = imageRequests(validation, clientLogos);
    const requestKey = [...new Set(requests.map(imageKey))].sort().join("\n");
    const images =
      this.made && !this.imagesStale && this.made.requests === requestKey
        ? this.made.images
        : await processImages(
            this.root,
            requests,
            join(generatedDir, "public/img"),
            join(this.root, ".cache/images"),
            undefined,
            this.keptImages,
          );
    const media = mediaPaths(validation);
    const mediaKey = [...new Set(media)].sort().join("\n");
    const mediaUrls =
      this.made && !this.mediaStale && this.made.mediaKey === mediaKey
        ? this.made.media
        : await copyMedia(this.root, media, join(generatedDir, "public/media"));
    this.imagesStale = false;
    this.mediaStale = false;
    // The first run renders every link preview before it writes the modules, as a build does;
    // later ones keep the previews shown so far until renderSocialImages.
    if (this.valid === undefined) this.socialShown = (await socialImageStage(this.root, validation)).images;
    const made = { clientLogos, images, media: mediaUrls, socialImages: this.socialShown };
    this.made = { ...made, requests: requestKey, mediaKey };
    this.valid = validation;
    return finished(await writeSiteModules(this.root, validation, made));
  }

  private async renderSocial(): Promise<string[]> {
    if (!this.valid || !this.made) return [];
    const rendered = (await socialImageStage(this.root, this.valid)).images;
    const same =
      rendered.size === this.socialShown.size &&
      [...rendered].every(
        ([route, image]) => JSON.stringify(this.socialShown.get(route)) === JSON.stringify(image),
      );
    if (same) return [];
    this.socialShown = rendered;
    this.made = { ...this.made, socialImages: rendered };
    return writeSiteModules(this.root, this.valid, this.made);
  }
}
