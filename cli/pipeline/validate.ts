import { checkIds, checkReferences, type Reference } from "./integrity.ts";
import { type Problem, sortProblems } from "./problems.ts";
import { type CollectionFiles, readContent } from "./read-content.ts";
import { routeTable } from "./routes.ts";
import { checkAgainstSchema, createValidator } from "./schema-check.ts";
import { findFormattedValues } from "./schema-walk.ts";
import { readSchema } from "./schemas.ts";

export interface ValidationResult {
  problems: Problem[];
  filesChecked: number;
  collections: CollectionFiles[];
  routes: string[];
  references: Reference[];
}

/** Loads all content and reports every problem in it: syntax, schema, and integrity across files. */
export async function validateContent(root: string): Promise<ValidationResult> {
  const read = await readContent(root);
  const validator = createValidator();
  const problems = [...read.problems];
  const references: Reference[] = [];
  for (const { collection, sources } of read.collections) {
    const schema = readSchema(root, collection.schema);
    const validate = validator.compile(schema);
    for (const source of sources) {
      problems.push(...checkAgainstSchema(source, validate, schema));
      for (const value of findFormattedValues(source.data, schema)) references.push({ ...value, source });
    }
  }
  const routes = routeTable(read.collections);
  problems.push(...checkIds(read.collections), ...checkReferences(root, references, routes));
  return {
    problems: sortProblems(problems),
    filesChecked: read.filesChecked,
    collections: read.collections,
    routes,
    references,
  };
}
