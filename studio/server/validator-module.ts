import { createRequire } from "node:module";
import { dirname } from "node:path";
import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/compileSchemaValidators";

/**
 * The pipeline's own formats (image, route, icon, media) pass in the form: the server checks them
 * with the CLI's words. `true` is AJV's "any string" and, unlike a function, compiles to no code.
 */
const OWN_FORMATS = { image: true, route: true, icon: true, media: true } as const;

/** Where the generated code's `require`s (ajv-formats, AJV's runtime) resolve: beside the form library's AJV. */
const LIBRARY_DIR = dirname(createRequire(import.meta.url).resolve("@rjsf/validator-ajv8"));

/**
 * The form validator of `schema` as an ES module the studio's page imports (its default export is
 * the map of validate functions `createPrecompiledValidator` takes): AJV's standalone code, with
 * the options, formats and keywords of @rjsf/validator-ajv8's own validator, bundled by esbuild
 * with what it requires. The page then compiles nothing, so its policy needs no 'unsafe-eval'.
 */
export async function validatorModule(schema: Record<string, unknown>): Promise<string> {
  const code = compileSchemaValidatorsCode(schema, { ajvOptionsOverrides: { formats: OWN_FORMATS } });
  const { build } = await import("esbuild");
  const result = await build({
    stdin: { contents: code, resolveDir: LIBRARY_DIR, sourcefile: "validators.cjs", loader: "js" },
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild wrote no validator module");
  return output.text;
}
