import { resolve } from "node:path";
import { CONTRACT_TYPES_DIR, writeContractTypes } from "./contract-types/contract-types.ts";

/** `npm run contracts:generate`: run it after editing a request schema or the server settings schema. */
const changed = await writeContractTypes(resolve(import.meta.dirname, ".."));
console.log(
  changed > 0
    ? `${changed} file(s) of ${CONTRACT_TYPES_DIR}/ rewritten`
    : `${CONTRACT_TYPES_DIR}/ is up to date`,
);
