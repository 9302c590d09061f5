import { join } from "node:path";
import { writeIfChanged } from "../../pipeline/fs/write-if-changed.ts";
import { schemaDeclarations } from "../../pipeline/generate/generate-types.ts";
import { readSchema, schemaFile } from "../../pipeline/validate/schemas.ts";

/**
 * The schemas whose types cli, site and server share: the forms' request bodies and the settings
 * the build hands the server. Their types are kept in git (contracts/schema-types/), so every
 * folder typechecks on a fresh clone before any build; a unit test keeps them in step.
 */
export const CONTRACT_SCHEMAS = ["contact-request", "newsletter-request", "server-settings"] as const;

export const CONTRACT_TYPES_DIR = "contracts/schema-types";

export interface ContractTypeModule {
  /** Relative to the project root. */
  path: string;
  text: string;
}

/** The module of each contract schema's types, as `npm run contracts:generate` writes it. */
export async function contractTypeModules(root: string): Promise<ContractTypeModule[]> {
  return Promise.all(
    CONTRACT_SCHEMAS.map(async (name) => ({
      path: `${CONTRACT_TYPES_DIR}/${name}.ts`,
      text: `// Generated from schemas/${schemaFile(name)} by \`npm run contracts:generate\`. Do not edit.\n\n${await schemaDeclarations(
        readSchema(root, name),
        {
          schemaDir: join(root, "schemas"),
          formatted: true,
        },
      )}`,
    })),
  );
}

/** Writes the contract types; answers how many files changed. */
export async function writeContractTypes(root: string): Promise<number> {
  const written = await Promise.all(
    (await contractTypeModules(root)).map((module) => writeIfChanged(join(root, module.path), module.text)),
  );
  return written.filter(Boolean).length;
}
