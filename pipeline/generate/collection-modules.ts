import { join } from "node:path";
import type { Collection } from "../collections.ts";
import { notFoundHref } from "../routes/routes.ts";
import { type JsonSchema, readSchema } from "../validate/schemas.ts";
import { generateTypes, typeNameOf } from "./generate-types.ts";
import { banner, type GeneratedFile, type Writer } from "./generated-file.ts";

const stringField = (description: string) => ({ type: "string", description });

/** The generated type of an entry also has the fields the build adds (collection-data.ts). */
function withBuiltFields(schema: JsonSchema, collection: Collection): JsonSchema {
  if (collection.kind !== "entries") return schema;
  const added: Record<string, JsonSchema> = {
    ...(collection.bodyField
      ? { [collection.bodyField]: stringField("HTML rendered from the Markdown body.") }
      : {}),
    ...(collection.route ? { href: stringField(`URL of the entry's page: ${collection.route}.`) } : {}),
  };
  if (Object.keys(added).length === 0) return schema;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return {
    ...schema,
    properties: { ...schema.properties, ...added },
    required: [...required, ...Object.keys(added)],
  };
}

function dataModule(collection: Collection, typeName: string, data: unknown): string {
  const type =
    collection.kind === "entries" ? `${typeName}[]` : collection.optional ? `${typeName} | null` : typeName;
  const notFound = collection.kind === "entries" ? notFoundHref(collection) : undefined;
  const feed =
    collection.kind === "entries" && collection.feed
      ? `\n/** The RSS feed of these entries; null while there are none. */\nexport const feedHref: string | null = ${JSON.stringify(Array.isArray(data) && data.length > 0 ? collection.feed : null)};\n`
      : "";
  return `${banner}import type { ${typeName} } from "./types/${collection.schema}";\n\nexport const ${collection.name}: ${type} = ${JSON.stringify(data ?? null, null, 1)};\n${
    notFound
      ? `\n/** The prerendered page the server answers an id no entry has with. */\nexport const notFoundHref = ${JSON.stringify(notFound)};\n`
      : ""
  }${feed}`;
}

/** Per collection: its data module (`<name>.ts`) and the types of its entries (`types/<schema>.ts`). */
export const collectionModules: Writer = async ({ root, validation, data }) => {
  const schemaDir = join(root, "schemas");
  const files: GeneratedFile[][] = await Promise.all(
    validation.collections.map(async ({ collection }) => {
      const schema = readSchema(root, collection.schema);
      return [
        {
          path: `types/${collection.schema}.ts`,
          text: await generateTypes(withBuiltFields(schema, collection), { schemaDir }),
        },
        {
          path: `${collection.name}.ts`,
          text: dataModule(collection, typeNameOf(schema), data.get(collection.name)),
        },
      ];
    }),
  );
  return files.flat();
};
