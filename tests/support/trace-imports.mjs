// `node --import ./trace-imports.mjs …` prints every module specifier the program imports to stderr,
// one `import: <specifier>` line each, so a test can tell what a command loaded.
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  process.stderr.write("import: " + specifier + "\\n");
  return next(specifier, context);
}`)}`,
  import.meta.url,
);
