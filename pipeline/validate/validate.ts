import { type CollectionFiles, readContent } from "../load/read-content.ts";
import { type Problem, sortProblems } from "../problems/problems.ts";
import { routeTable } from "../routes/routes.ts";
import { closedEntries, todayUtc, withoutClosed } from "./closed-entries.ts";
import { checkFile, sourceOfCached } from "./file-check.ts";
import { checkImagePresets } from "./image-preset-check.ts";
import { checkIds, checkReferences, type Reference } from "./integrity.ts";
import { checkPageMeta } from "./page-meta-check.ts";
import { loadSchemas, type SchemaSet } from "./schemas.ts";
import { ValidationCache } from "./validation-cache.ts";

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
 * Loads all content and reports every problem in it: syntax, schema, and integrity across files.
 * Each file's own checks (parse, schema) come from the validation cache while the file and the
 * schemas are unchanged; the checks across files run over everything each time.
 */
export async function validateContent(root: string, today = todayUtc()): Promise<ValidationResult> {
  const cache = await ValidationCache.open(root);
  // Compiling the schemas is most of a check's fixed cost: done only when a file needs checking.
  let schemas: SchemaSet | undefined;
  const read = await readContent(root, (bytes, file, collection) => {
    const hash = ValidationCache.hashOf(bytes);
    let check = cache.find(file, hash);
    if (check === undefined) {
      schemas ??= loadSchemas(root);
      check = checkFile(bytes, file, collection.schema, schemas);
      cache.store(file, hash, check);
    }
    // Sources keep their data, not their parsed YAML: at two thousand files, keeping every
    // document through the build cost memory and garbage collection; the few a problem points
    // into are parsed again.
    return { check, ...(check.parsed ? { source: sourceOfCached(bytes, file, check) } : {}) };
  });
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
