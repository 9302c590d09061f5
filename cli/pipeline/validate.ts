import { checkImagePresets } from "./image-preset-check.ts";
import { checkIds, checkReferences, type Reference } from "./integrity.ts";
import { type Problem, sortProblems } from "./problems.ts";
import { type CollectionFiles, readContent } from "./read-content.ts";
import { routeTable } from "./routes.ts";
import { checkAgainstSchema } from "./schema-check.ts";
import { findFormattedValues, schemaAt } from "./schema-walk.ts";
import { loadSchemas } from "./schemas.ts";

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
  const schemas = loadSchemas(root);
  const problems = [...read.problems, ...checkImagePresets(root)];
  const references: Reference[] = [];
  for (const { collection, sources } of read.collections) {
    const validate = schemas.validator(collection.schema);
    const fieldSchema = (segments: readonly (string | number)[]) =>
      schemaAt(schemas, collection.schema, segments);
    for (const source of sources) {
      problems.push(...checkAgainstSchema(source, validate, fieldSchema));
      for (const value of findFormattedValues(schemas, collection.schema, source.data))
        references.push({ ...value, source });
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
