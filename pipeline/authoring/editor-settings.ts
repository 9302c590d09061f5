import type { Collection } from "../collections.ts";
import { schemaFile } from "../validate/schemas.ts";

/**
 * VS Code's YAML extension (redhat.vscode-yaml) setting `yaml.schemas`: each schema file with the
 * content files it describes, derived from the collection registry so no collection is left out.
 */
export function yamlSchemaAssociations(collections: readonly Collection[]): Record<string, string[]> {
  const associations: Record<string, string[]> = {};
  for (const collection of collections) {
    const globs =
      collection.kind === "single"
        ? [`content/${collection.file}`]
        : collection.extensions
            .filter((extension) => extension !== ".md")
            .map((extension) => `content/${collection.folder}/*${extension}`);
    if (globs.length === 0) continue;
    const schema = `./schemas/${schemaFile(collection.schema)}`;
    associations[schema] = [...(associations[schema] ?? []), ...globs];
  }
  return associations;
}
