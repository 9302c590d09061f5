import { join } from "node:path";
import { generateTypes } from "../generate-types.ts";
import { readSchema } from "../schemas.ts";
import type { Writer } from "./generated-file.ts";

/** The bodies the forms post; the server validates them with the same schemas. */
const REQUEST_SCHEMAS = ["contact-request", "newsletter-request"];

export const requestTypes: Writer = ({ root }) =>
  Promise.all(
    REQUEST_SCHEMAS.map(async (name) => ({
      path: `types/${name}.ts`,
      text: await generateTypes(readSchema(root, name), { schemaDir: join(root, "schemas") }),
    })),
  );
