import { join } from "node:path";
import { readSchema } from "../validate/schemas.ts";
import { generateTypes } from "./generate-types.ts";
import type { Writer } from "./generated-file.ts";

/** The shared section vocabulary: one type per definition, for the section components. */
export const sectionTypes: Writer = async ({ root }) => [
  {
    path: "types/sections.ts",
    text: await generateTypes(readSchema(root, "sections"), {
      schemaDir: join(root, "schemas"),
      everyDefinition: true,
    }),
  },
];
