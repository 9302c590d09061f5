import { type CollectionFiles, type ContentBytes, readContent } from "../load/read-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import { errorsOf, type Problem, sortProblems } from "../problems/problems.ts";
import { type NextChange, published, publishingWindow } from "../publishing/publishing.ts";
import { entryHref, routeTable } from "../routes/routes.ts";
import { checkFile, sourceOfCached } from "./file-check.ts";
import { checkImagePresets } from "./image-preset-check.ts";
import { checkIds, checkReferences, type Reference } from "./integrity.ts";
import { checkMarkdownLinks, type LinkTargets } from "./link-targets.ts";
import { checkPageMeta } from "./page-meta-check.ts";
import {
  checkRedirects,
  type RedirectRule,
  redirectMap,
  redirectRules,
  redirectsSource,
} from "./redirect-check.ts";
import { loadSchemas, type SchemaSet } from "./schemas.ts";
import { type CheckStore, ValidationCache } from "./validation-cache.ts";

export interface ValidationResult {
  problems: Problem[];
  /** Not problems: valid entries left out of the build (drafts, scheduled, expired), to print without failing. */
  notices: Problem[];
  filesChecked: number;
  /** The content the build is made of: without the entries it leaves out. */
  collections: CollectionFiles[];
  routes: string[];
  references: Reference[];
  /** Routes of the drafts this run includes (only the live engine's), which the pages mark. */
  draftRoutes: string[];
  /** The rules of content/redirects.yaml. */
  redirects: RedirectRule[];
  /** The site's time zone (site.yaml's `timeZone`). */
  timeZone: string;
  /** The moment the content was validated for. */
  at: Date;
  /** The next moment after `at` at which an entry appears or disappears: when the built site changes. */
  nextChange: NextChange | undefined;
}

/**
 * Where validation gets its files, its kept checks and its schemas. A build reads the disk and keeps
 * checks in `.cache/validation/`; the live engine (pipeline/live/) keeps all three in memory, so a
 * run after one file changed reads and checks that file alone.
 */
export interface ValidationSources {
  bytesOf?: ContentBytes;
  checks?: CheckStore;
  schemas?: () => SchemaSet;
  /** Drafts are kept and marked (the live engine) instead of left out (a build). */
  includeDrafts?: boolean;
}

/** Routes of the kept drafts, which pages mark "Draft" and search engines are asked not to index. */
function draftRoutes(collections: readonly CollectionFiles[], drafts: ReadonlySet<SourceFile>): string[] {
  return collections.flatMap(({ collection, sources }) =>
    collection.kind === "entries"
      ? sources.flatMap((source) => (drafts.has(source) ? (entryHref(collection, source.data) ?? []) : []))
      : [],
  );
}

/**
 * Loads all content and reports every problem in it: syntax, schema, and integrity across files.
 * Each file's own checks (parse, schema) come from the kept checks while the file and the schemas
 * are unchanged; the checks across files run over everything each time (on data in memory).
 * `at` is the moment the site is built for (a date means 00:00 in the site's time zone): entries
 * outside their publishing window then are left out, and so are drafts unless `includeDrafts`.
 */
export async function validateContent(
  root: string,
  at: Date | string = new Date(),
  sources: ValidationSources = {},
): Promise<ValidationResult> {
  const cache = sources.checks ?? (await ValidationCache.open(root));
  // Compiling the schemas is most of a check's fixed cost: done only when a file needs checking.
  let schemas: SchemaSet | undefined;
  const schemasOf = sources.schemas ?? (() => loadSchemas(root));
  const read = await readContent(
    root,
    (bytes, file, collection) => {
      const hash = ValidationCache.hashOf(bytes);
      let check = cache.find(file, hash);
      if (check === undefined) {
        schemas ??= schemasOf();
        check = checkFile(bytes, file, collection.schema, schemas);
        cache.store(file, hash, check);
      }
      // Sources keep their data, not their parsed YAML: at two thousand files, keeping every
      // document through the build cost memory and garbage collection; the few a problem points
      // into are parsed again.
      return { check, ...(check.parsed ? { source: sourceOfCached(bytes, file, check) } : {}) };
    },
    sources.bytesOf,
  );
  const window = publishingWindow(read.collections, { at, includeDrafts: sources.includeDrafts ?? false });
  const collections = published(read.collections, window.leftOut);
  const schemaProblems = cache.schemaProblems(() => checkImagePresets(root));
  const problems = [...read.problems, ...schemaProblems, ...window.problems];
  const references: Reference[] = [];
  for (const { sources } of collections)
    for (const source of sources)
      for (const value of read.formatted.get(source) ?? []) references.push({ ...value, source });
  await cache.save(schemaProblems);
  const routes = routeTable(collections, window.timeZone);
  const redirects = redirectsSource(collections);
  const rules = redirectRules(redirects?.data);
  const targets: LinkTargets = {
    unpublished: window.unpublishedRoutes,
    redirected: redirectMap(rules),
    drafts: window.drafts,
    timeZone: window.timeZone,
  };
  // Titles and descriptions are compared among files that are otherwise sound: one problem at a time.
  const flawed = new Set(errorsOf(problems).map((problem) => problem.file));
  const sound = collections.map(({ collection, sources }) => ({
    collection,
    sources: sources.filter((source) => !flawed.has(source.file)),
  }));
  const routeSet = new Set(routes);
  problems.push(
    ...checkIds(read.collections),
    ...checkReferences(root, references, routes, targets),
    ...checkMarkdownLinks(
      collections.flatMap(({ sources }) => sources),
      targets,
      routeSet,
    ),
    ...checkRedirects(redirects, routes, targets),
    ...checkPageMeta(sound),
  );
  return {
    problems: sortProblems(problems),
    notices: sortProblems(window.notices),
    filesChecked: read.filesChecked,
    collections,
    routes,
    references,
    draftRoutes: draftRoutes(collections, window.drafts),
    redirects: rules,
    timeZone: window.timeZone,
    at: window.at,
    nextChange: window.nextChange,
  };
}
