import { closedEntries, todayUtc, withoutClosed } from "./closed-entries.ts";
import { checkImagePresets } from "./image-preset-check.ts";
import { checkIds, checkReferences, type Reference } from "./integrity.ts";
import { checkPageMeta } from "./page-meta-check.ts";
import { type Problem, sortProblems } from "./problems.ts";
import { type CollectionFiles, readContent } from "./read-content.ts";
import { routeTable } from "./routes.ts";
import { checkAgainstSchema } from "./schema-check.ts";
import { findFormattedValues, schemaAt } from "./schema-walk.ts";
import { loadSchemas } from "./schemas.ts";

export interface ValidationResult {
  problems: Problem[];
  /** Not problems: valid entries left out of the build (a job past its closing date), to print without failing. */
  notices: Problem[];
  filesChecked: number;
  collections: CollectionFiles[];
  routes: string[];
  references: Reference[];
}

/** Loads all content and reports every problem in it: syntax, schema, and integrity across files. */
export async function validateContent(root: string, today = todayUtc()): Promise<ValidationResult> {
  const read = await readContent(root);
  const { closed, notices } = closedEntries(read.collections, today);
  const collections = withoutClosed(read.collections, closed);
  const schemas = loadSchemas(root);
  const problems = [...read.problems, ...checkImagePresets(root)];
  const references: Reference[] = [];
  for (const { collection, sources } of read.collections) {
    const validate = schemas.validator(collection.schema);
    const fieldSchema = (segments: readonly (string | number)[]) =>
      schemaAt(schemas, collection.schema, segments);
    for (const source of sources) {
      problems.push(...checkAgainstSchema(source, validate, fieldSchema));
      if (closed.has(source)) continue;
      for (const value of findFormattedValues(schemas, collection.schema, source.data))
        references.push({ ...value, source });
    }
  }
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
