import { readFileSync } from "node:fs";
import { compile } from "json-schema-to-typescript";
import type { JsonSchema } from "../validate/schemas.ts";

/** Image paths become processed image objects in generated modules; the types say so. */
function withImageAssets(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withImageAssets);
  if (!node || typeof node !== "object") return node;
  const schema = node as JsonSchema;
  if (schema.format === "image") return { tsType: "ImageAsset" };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withImageAssets(value)]));
}

export function typeNameOf(schema: JsonSchema): string {
  return String(schema.title);
}

/**
 * The TypeScript declarations of a schema, without a banner or imports; `formatted` for files kept
 * in git (prettier, as wide as Biome's lines), unformatted for the git-ignored site/generated/. A
 * `$ref` into another schema (`sections.schema.json#/$defs/hero`) is resolved by the generator's
 * own reference parser, which reads that file from `schemaDir` with its image paths typed as above.
 */
export async function schemaDeclarations(
  schema: JsonSchema,
  options: { schemaDir: string; everyDefinition?: boolean; formatted?: boolean },
): Promise<string> {
  const { $id: _id, ...rest } = withImageAssets(schema) as JsonSchema;
  const siblingSchema = {
    order: 1,
    canRead: (file: { url: string }) => file.url.startsWith(options.schemaDir),
    read: (file: { url: string }) =>
      JSON.stringify(withImageAssets(JSON.parse(readFileSync(file.url, "utf8")))),
  };
  return compile(rest as Parameters<typeof compile>[0], typeNameOf(schema), {
    bannerComment: "",
    additionalProperties: false,
    format: options.formatted === true,
    style: { printWidth: 110 },
    strictIndexSignatures: true,
    ignoreMinAndMaxItems: true,
    cwd: options.schemaDir,
    $refOptions: { resolve: { siblingSchema } },
    // The shared vocabulary has no root shape: each of its definitions is a type of its own.
    unreachableDefinitions: options.everyDefinition === true,
  });
}

/** TypeScript declarations for one collection of site/generated/, generated from its schema. */
/**
 * The types of each schema, kept by the schema and options: compiling them is most of the generate
 * stage (about 120 ms for the sample's 15 collections), and they change only with schemas/, so the
 * live engine (pipeline/live/) compiles them again only after forgetGeneratedTypes.
 */
const generated = new Map<string, Promise<string>>();

/** Forgets every kept type: schemas/ changed. */
export function forgetGeneratedTypes(): void {
  generated.clear();
}

export function generateTypes(
  schema: JsonSchema,
  options: { schemaDir: string; everyDefinition?: boolean },
): Promise<string> {
  const key = JSON.stringify([schema, options]);
  let types = generated.get(key);
  if (types === undefined) {
    types = schemaDeclarations(schema, options).then(
      (declarations) =>
        `// Generated from schemas/${String(schema.$id)} by \`site build\`. Do not edit.\nimport type { ImageAsset } from "../../../contracts/image-asset";\n\n${declarations}`,
    );
    generated.set(key, types);
    types.catch(() => generated.delete(key));
  }
  return types;
}
