import { type CollectionFiles, type ContentBytes, readContent } from "../load/read-content.ts";
import { type Problem, sortProblems } from "../problems/problems.ts";
import { routeTable } from "../routes/routes.ts";
import { closedEntries, todayUtc, withoutClosed } from "./closed-entries.ts";
import { checkFile, sourceOfCached } from "./file-check.ts";
import { checkImagePresets } from "./image-preset-check.ts";
import { checkIds, checkReferences, type Reference } from "./integrity.ts";
import { checkPageMeta } from "./page-meta-check.ts";
import { loadSchemas, type SchemaSet } from "./schemas.ts";
import { type CheckStore, ValidationCache } from "./validation-cache.ts";

export interface ValidationResult {
  problems: Problem[];
  /** Not problems: valid entries left out of the build (a job past its closing date), to print without failing. */
  notices: Problem[];
  filesChecked: number;
  collections: CollectionFiles[];
  routes: string[];
  references: Reference[];
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
}

/**
 * Loads all content and reports every problem in it: syntax, schema, and integrity across files.
 * Each file's own checks (parse, schema) come from the kept checks while the file and the schemas
 * are unchanged; the checks across files run over everything each time (on data in memory).
 */
export async function validateContent(
  root: string,
  today = todayUtc(),
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
  const { closed, notices } = closedEntries(read.collections, today);
  const collections = withoutClosed(read.collections, closed);
  const schemaProblems = cache.schemaProblems(() => checkImagePresets(root));
  const problems = [...read.problems, ...schemaProblems];
  const references: Reference[] = [];
  for (const { sources } of collections)
    for (const source of sources)
      for (const value of read.formatted.get(source) ?? []) references.push({ ...value, source });
  await cache.save(schemaProblems);
  const routes = routeTable(collections);
  // Titles and descriptions are compared among files that are otherwise sound: one problem at a time.
  const flawed = new Set(problems.map((problem) => problem.file));
  const sound = collections.map(({ collection, sources }) => ({
    collection,
    sources: sources.filter((source) => !flawed.has(source.file)),
  }));
  problems.push(
    ...checkIds(read.collections),
    ...checkReferences(root, references, routes),
    ...checkPageMeta(sound),
  );
  return {
    problems: sortProblems(problems),
    notices: sortProblems(notices),
    filesChecked: read.filesChecked,
    collections,
    routes,
    references,
  };
}
